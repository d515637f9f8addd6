// One product of a store (issue 21): every field of the catalogue CSV as a form (colours, sizes,
// prices and quantity tiers, markups, personalization, badges, visibility, fundraiser, images), saved
// through the same validation as the import and the admin API, all or nothing with an audit entry;
// a price preview of the form as it stands (the tier table and what a shopper pays, by the core's
// previewTierPrices, and per size); image upload (JPEG, PNG or WebP by content, at most
// ADMIN_IMAGE_MAX_MB). The fields the CSV has no column for (per-size prices within a colour, stock
// per colour × size, designs, swatches) are named as product-form-extras.ts reads them. A save from
// a form loaded before someone else's save of the product is refused (409) and keeps the input.
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/catalogue-product";
import type { ShopperMessage } from "~core/i18n/message";
import { formatMessage } from "~core/i18n/messages";
import type { ProductPreview } from "~server/modules/catalog-admin/catalogue.console";
import { Button } from "../../components/button";
import { field, requireCan } from "../../console/console.server";
import { consoleMoneyFormat } from "../../console/money";
import type { ConsoleTextKey } from "../../console/i18n/en";
import {
  ConsoleCell,
  ConsoleField,
  ConsolePageTitle,
  ConsoleRow,
  ConsoleTable,
  CsrfField,
  FormNotice,
  consoleTitle,
  useConsoleText,
} from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "catalogue.title");
}

const EDIT_COLUMNS = [
  "slug",
  "sku",
  "name",
  "brand",
  "description",
  "categories",
  "price",
  "discount_price",
  "colors",
  "sizes",
  "size_markups",
  "option_markups",
  "tiers",
  "badges",
  "active",
  "sort_order",
  "personalization",
  "personalization_fields",
  "fundraiser_per_item",
  "fundraiser_percentage",
  "weight",
  "image",
  "images",
] as const;
type Column = (typeof EDIT_COLUMNS)[number];
const BADGES = ["Best Seller", "New", "Featured"] as const;
const DEFAULT_QUANTITIES = "1, 12, 24, 48, 72";
/** The form's fields that are not CSV cells (src/server/modules/catalog-admin/product-form-extras.ts). */
const EXTRA_FIELD =
  /^(?:(?:part_extra|stock|swatch_hex|swatch_hex_was|swatch_image)\.[^.]+|design_main|design\.\d+\.(?:name|type|colors|stitches))$/;
/** Empty design-location rows offered for adding one (NEW_DESIGN_ROWS of product-form-extras). */
const NEW_DESIGN_ROWS = 1;

interface PreviewView {
  source: ProductPreview["source"];
  minimumQuantity: number | null;
  tiers: { range: string; price: string | null; designSteps: string | null }[];
  quantities: {
    quantity: number;
    unitPrice: string | null;
    total: string | null;
    next: { more: number; price: string } | null;
    /** The price breaks this quantity falls under: its tier's range and the design tables' column. */
    tier: string | null;
    designBreak: number | null;
  }[];
  /** Design-table breaks that fall inside a tier (where the price drops below the tier's row), listed. */
  designStepsInside: string | null;
  /** What a shopper pays for each size of the colour, at each quantity. */
  bySizeColor: string;
  bySize: { size: string; prices: (string | null)[] }[];
}

function previewView(preview: ProductPreview, locale: string): PreviewView {
  const money = consoleMoneyFormat(locale as never);
  const format = (cents: number | undefined) => (cents === undefined ? null : money.format(cents / 100));
  const number = new Intl.NumberFormat(locale);
  const list = (values: number[]) =>
    values.length === 0 ? null : new Intl.ListFormat(locale, { type: "conjunction" }).format(values.map(number.format));
  // A tier's row is priced at its first quantity; a design break after it lowers the price inside it.
  const stepsInside = (tier: ProductPreview["tiers"][number]) =>
    preview.designBreaks.filter((b) => b > tier.start && (tier.end === undefined || b <= tier.end));
  return {
    source: preview.source,
    minimumQuantity: preview.minimumQuantity ?? null,
    tiers: preview.tiers.map((t) => ({
      range: t.label,
      price: format(t.unitPrice),
      designSteps: list(stepsInside(t)),
    })),
    quantities: preview.quantities.map((q) => ({
      quantity: q.quantity,
      unitPrice: format(q.unitPrice),
      total: format(q.total),
      next: q.nextTier ? { more: q.nextTier.moreUnits, price: money.format(q.nextTier.unitPrice / 100) } : null,
      tier: q.tierIndex === undefined ? null : (preview.tiers[q.tierIndex]?.label ?? null),
      designBreak: q.designBreak ?? null,
    })),
    designStepsInside: list(preview.tiers.flatMap(stepsInside)),
    bySizeColor: preview.bySizeColor,
    bySize: preview.bySize.map((row) => ({ size: row.size, prices: row.unitPrices.map(format) })),
  };
}

function parseQuantities(text: string): number[] {
  const parts = text
    .split(/[,\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const numbers = parts.map(Number);
  return numbers.length > 0 &&
    numbers.length <= 20 &&
    numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= 100000)
    ? numbers
    : [];
}

const word = (locale: string, errors: Record<string, ShopperMessage>) =>
  Object.fromEntries(Object.entries(errors).map(([key, message]) => [key, formatMessage(locale as never, message)]));

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { console } = requireCan(context, request, "catalogue.read", params.storeId);
  const product = await console.services.catalogue.product(params.storeId, params.productId);
  const preview = await console.services.catalogue.preview(params.storeId, params.productId, product.fields, {
    quantities: parseQuantities(DEFAULT_QUANTITIES),
  });
  const url = new URL(request.url);
  return {
    product,
    preview: preview.ok ? previewView(preview.value, context.locale) : null,
    notice: url.searchParams.has("saved") ? "saved" : url.searchParams.has("uploaded") ? "uploaded" : null,
  };
}

type ActionResult =
  | {
      intent: "save" | "preview";
      /** The product was saved by someone else since the form was loaded (409). */
      stale?: boolean;
      errors: Record<string, string>;
      values: Record<string, string>;
      preview: PreviewView | null;
    }
  | { intent: "upload"; errors: Record<string, string>; values?: undefined; preview?: undefined };

function cellsOf(form: FormData): Record<string, string> {
  const cells: Record<string, string> = {};
  for (const column of EDIT_COLUMNS)
    cells[column] =
      column === "badges"
        ? form
            .getAll("badges")
            .filter((v): v is string => typeof v === "string")
            .join(" | ")
        : field(form, column);
  for (const [name, value] of form.entries())
    if (EXTRA_FIELD.test(name) && typeof value === "string") cells[name] = value;
  return cells;
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { storeId, productId } = params;
  const form = await request.formData();
  const intent = field(form, "intent");
  // A data request's address ends in .data: the redirect goes to the page itself.
  const pagePath = new URL(request.url).pathname.replace(/\.data$/, "");
  if (intent === "upload") {
    const { console } = requireCan(context, request, "catalogue.write", storeId);
    const file = form.get("file");
    const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
    const result = await console.services.catalogue.uploadImage(storeId, productId, bytes, {
      color: field(form, "color"),
      primary: field(form, "primary") === "yes",
    });
    if (result.ok) return redirect(`${pagePath}?uploaded=1`);
    return data({ intent, errors: word(context.locale, result.errors) } satisfies ActionResult, { status: 422 });
  }
  const cells = cellsOf(form);
  if (intent === "preview") {
    const { console } = requireCan(context, request, "catalogue.read", storeId);
    const quantities = parseQuantities(field(form, "quantities"));
    const result = await console.services.catalogue.preview(storeId, productId, cells, {
      color: field(form, "previewColor"),
      size: field(form, "previewSize"),
      quantities,
    });
    const values = {
      ...cells,
      quantities: field(form, "quantities"),
      previewColor: field(form, "previewColor"),
      previewSize: field(form, "previewSize"),
      version: field(form, "version"),
    };
    if (!result.ok)
      return data(
        { intent, errors: word(context.locale, result.errors), values, preview: null } satisfies ActionResult,
        { status: 422 },
      );
    return { intent, errors: {}, values, preview: previewView(result.value, context.locale) } satisfies ActionResult;
  }
  const { console } = requireCan(context, request, "catalogue.write", storeId);
  const version = field(form, "version");
  const result = await console.services.catalogue.save(storeId, productId, cells, { version: version || undefined });
  if (result.ok) return redirect(`${pagePath}?saved=1`);
  return data(
    {
      intent: "save",
      stale: result.stale,
      errors: word(context.locale, result.errors),
      values: { ...cells, version },
      preview: null,
    } satisfies ActionResult,
    { status: result.stale ? 409 : 422 },
  );
}

const inputClass = "w-full rounded-md border bg-white px-3 py-2";
const fieldsetClass = "mb-6 grid gap-4 rounded-md border border-gray-300 p-4";
const legendClass = "px-1 text-lg font-semibold";

export default function CatalogueProduct({ loaderData, actionData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const { product, notice } = loaderData;
  const result = actionData as ActionResult | undefined;
  const values: Record<string, string> = result?.values ?? product.cells;
  const errors = result?.intent !== "upload" ? (result?.errors ?? {}) : {};
  const preview = result?.intent === "preview" ? result.preview : loaderData.preview;
  const name = product.cells.name;
  const base = `product-${product.id}`;

  const text = (column: Column, options: { hint?: string; type?: string; dir?: "ltr" } = {}) => (
    <ConsoleField
      id={`${base}-${column}`}
      label={ct(`catalogue.field.${column}` as ConsoleTextKey)}
      error={errors[column]}
      hint={options.hint}
      inputProps={{
        name: column,
        type: options.type ?? "text",
        defaultValue: values[column] ?? "",
        dir: options.dir,
        inputMode: options.type === "decimal" ? "decimal" : undefined,
      }}
    />
  );
  const yesNo = (column: "active" | "personalization") => {
    const id = `${base}-${column}`;
    const current = (values[column] ?? "").toLowerCase();
    const yes =
      column === "active" ? !["no", "n", "false", "0"].includes(current) : ["yes", "y", "true", "1"].includes(current);
    return (
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium">
          {ct(`catalogue.field.${column}`)}
        </label>
        <select
          id={id}
          name={column}
          defaultValue={yes ? "yes" : "no"}
          aria-invalid={errors[column] ? true : undefined}
          aria-describedby={errors[column] ? `${id}-error` : undefined}
          className={`${inputClass} border-gray-500`}
        >
          <option value="yes">{ct("catalogue.shownYes")}</option>
          <option value="no">{ct("catalogue.shownNo")}</option>
        </select>
        {errors[column] && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {errors[column]}
          </p>
        )}
      </div>
    );
  };
  const badges = new Set(
    (values.badges ?? "")
      .split("|")
      .map((b) => b.trim())
      .filter(Boolean),
  );
  const categoryExample = product.store.categories[0]?.id ?? "tops/t-shirts";

  return (
    <>
      <ConsolePageTitle>{ct("catalogue.edit", { name })}</ConsolePageTitle>
      <p className="mb-4">
        <Link to={`/console/catalogue?store=${encodeURIComponent(product.store.id)}`} className="underline">
          {ct("catalogue.back", { store: product.store.name })}
        </Link>
        <span className="ms-4 text-sm text-gray-700" dir="ltr">
          {product.store.id} / {product.id}
        </span>
      </p>
      {notice === "saved" && !result && <FormNotice tone="success">{ct("catalogue.saved")}</FormNotice>}
      {notice === "uploaded" && !result && <FormNotice tone="success">{ct("catalogue.uploaded")}</FormNotice>}
      {result?.intent === "save" && (
        <FormNotice tone="error">
          {result.stale ? ct("catalogue.staleTitle") : ct("catalogue.notSaved")}
          {errors.form && <span className="block">{errors.form}</span>}
          {result.stale && (
            // A whole-page load, so every field shows the saved value again (as the store parts' link).
            <a
              href={`/console/catalogue/${encodeURIComponent(product.store.id)}/${encodeURIComponent(product.id)}`}
              className="mt-2 block font-medium underline"
            >
              {ct("catalogue.staleReload")}
            </a>
          )}
        </FormNotice>
      )}
      {result?.intent === "preview" && !result.preview && (
        <FormNotice tone="error">
          {ct("catalogue.previewFailed")}
          {errors.form && <span className="block">{errors.form}</span>}
        </FormNotice>
      )}
      <Form method="post" className="max-w-3xl" aria-label={ct("catalogue.edit", { name })}>
        <CsrfField />
        <input type="hidden" name="version" value={values.version ?? product.version} />
        {/* Enter in a field saves (the first submit button is the form's default), not "Preview prices". */}
        <button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden="true" className="sr-only">
          {ct("catalogue.save")}
        </button>
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{ct("catalogue.basics")}</legend>
          {text("name")}
          {text("slug", { hint: ct("catalogue.hint.slug"), dir: "ltr" })}
          {text("sku", { dir: "ltr" })}
          {text("brand")}
          <div>
            <label htmlFor={`${base}-description`} className="mb-1 block text-sm font-medium">
              {ct("catalogue.field.description")}
            </label>
            <textarea
              id={`${base}-description`}
              name="description"
              rows={4}
              defaultValue={values.description ?? ""}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? `${base}-description-error` : undefined}
              className={`${inputClass} border-gray-500`}
            />
            {errors.description && (
              <p id={`${base}-description-error`} className="mt-1 text-sm text-red-700">
                {errors.description}
              </p>
            )}
          </div>
          {text("categories", { hint: ct("catalogue.hint.categories", { example: categoryExample }), dir: "ltr" })}
        </fieldset>

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{ct("catalogue.pricing")}</legend>
          {text("price", { hint: ct("catalogue.hint.price"), dir: "ltr" })}
          {text("discount_price", { dir: "ltr" })}
          {text("tiers", { hint: ct("catalogue.hint.tiers"), dir: "ltr" })}
          {text("size_markups", { hint: ct("catalogue.hint.size_markups"), dir: "ltr" })}
          {text("option_markups", { hint: ct("catalogue.hint.option_markups"), dir: "ltr" })}
        </fieldset>

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{ct("catalogue.previewTitle")}</legend>
          <p className="text-sm text-gray-700">{ct("catalogue.previewHint")}</p>
          <div className="flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor={`${base}-preview-color`} className="mb-1 block text-sm font-medium">
                {ct("catalogue.previewColor")}
              </label>
              <select
                id={`${base}-preview-color`}
                name="previewColor"
                defaultValue={result?.values?.previewColor ?? ""}
                className="rounded-md border border-gray-500 bg-white px-3 py-2"
              >
                <option value="">{ct("catalogue.previewAny")}</option>
                {product.colors.map((color) => (
                  <option key={color} value={color}>
                    {color}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${base}-preview-size`} className="mb-1 block text-sm font-medium">
                {ct("catalogue.previewSize")}
              </label>
              <select
                id={`${base}-preview-size`}
                name="previewSize"
                defaultValue={result?.values?.previewSize ?? ""}
                className="rounded-md border border-gray-500 bg-white px-3 py-2"
              >
                <option value="">{ct("catalogue.previewAny")}</option>
                {product.sizes.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </div>
            <div className="min-w-56">
              <ConsoleField
                id={`${base}-quantities`}
                label={ct("catalogue.previewQuantities")}
                hint={ct("catalogue.previewQuantitiesHint")}
                error={errors.quantities}
                inputProps={{
                  name: "quantities",
                  defaultValue: result?.values?.quantities ?? DEFAULT_QUANTITIES,
                  dir: "ltr",
                }}
              />
            </div>
            <Button type="submit" name="intent" value="preview">
              {ct("catalogue.previewSubmit")}
            </Button>
          </div>
          {preview && <PreviewTables preview={preview} />}
        </fieldset>

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{ct("catalogue.variantsTitle")}</legend>
          {text("colors", { hint: ct("catalogue.hint.colors"), dir: "ltr" })}
          {text("sizes", { hint: ct("catalogue.hint.sizes"), dir: "ltr" })}
          <PartsTable parts={product.parts} />
        </fieldset>

        <SizePricesAndStock product={product} values={result?.values} errors={errors} />
        <DesignsSection product={product} values={result?.values} errors={errors} />
        <SwatchesSection product={product} values={result?.values} errors={errors} />

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{ct("catalogue.personalizationTitle")}</legend>
          {yesNo("personalization")}
          {text("personalization_fields", { hint: ct("catalogue.hint.personalization_fields") })}
        </fieldset>

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{ct("catalogue.showing")}</legend>
          <fieldset aria-describedby={errors.badges ? `${base}-badges-error` : undefined}>
            <legend className="mb-1 text-sm font-medium">{ct("catalogue.field.badges")}</legend>
            <div className="flex flex-wrap gap-4">
              {BADGES.map((badge) => (
                <label key={badge} className="flex items-center gap-2">
                  <input type="checkbox" name="badges" value={badge} defaultChecked={badges.has(badge)} />
                  {badge}
                </label>
              ))}
            </div>
            {errors.badges && (
              <p id={`${base}-badges-error`} className="mt-1 text-sm text-red-700">
                {errors.badges}
              </p>
            )}
          </fieldset>
          {yesNo("active")}
          {text("sort_order", { dir: "ltr" })}
        </fieldset>

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{ct("catalogue.fundraiserTitle")}</legend>
          <p className="text-sm text-gray-700">{ct("catalogue.hint.fundraiser")}</p>
          {text("fundraiser_per_item", { dir: "ltr" })}
          {text("fundraiser_percentage", { dir: "ltr" })}
          {text("weight", { dir: "ltr" })}
        </fieldset>

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{ct("catalogue.imagesTitle")}</legend>
          {text("image", { dir: "ltr" })}
          {text("images", { hint: ct("catalogue.hint.images"), dir: "ltr" })}
        </fieldset>

        <Button type="submit" name="intent" value="save">
          {ct("catalogue.save")}
        </Button>
      </Form>

      <ImagesSection
        product={product}
        name={name}
        error={result?.intent === "upload" ? (result.errors.file ?? Object.values(result.errors)[0]) : undefined}
      />
    </>
  );
}

function PreviewTables({ preview }: { preview: PreviewView }) {
  const ct = useConsoleText();
  return (
    <div className="grid gap-4" aria-live="polite">
      {preview.minimumQuantity !== null && (
        <p className="text-sm">{ct("catalogue.minimum", { quantity: preview.minimumQuantity })}</p>
      )}
      {preview.tiers.length === 0 ? (
        <p className="text-sm">{ct("catalogue.noTiers")}</p>
      ) : (
        <ConsoleTable
          caption={ct("catalogue.tierTable", { source: ct(`catalogue.tierSource.${preview.source}`) })}
          showCaption
          columns={[
            { label: ct("catalogue.tierQuantity") },
            { label: ct("catalogue.tierStartPrice"), align: "end" },
            ...(preview.designStepsInside ? [{ label: ct("catalogue.designStepsInside") }] : []),
          ]}
        >
          {preview.tiers.map((tier) => (
            <ConsoleRow key={tier.range}>
              <ConsoleCell header weight="normal" dir="ltr">
                {tier.range}
              </ConsoleCell>
              <ConsoleCell end>{tier.price ?? ct("catalogue.noPrice")}</ConsoleCell>
              {preview.designStepsInside && <ConsoleCell>{tier.designSteps ?? "—"}</ConsoleCell>}
            </ConsoleRow>
          ))}
        </ConsoleTable>
      )}
      {preview.tiers.length > 0 && preview.designStepsInside && (
        <p className="text-sm">{ct("catalogue.designStepsNote", { breaks: preview.designStepsInside })}</p>
      )}
      {preview.bySize.length > 0 && (
        <ConsoleTable
          caption={ct("catalogue.bySizeTable", { color: preview.bySizeColor || ct("catalogue.everyColor") })}
          showCaption
          columns={[
            { label: ct("catalogue.partSize") },
            ...preview.quantities.map((q) => ({
              label: ct("catalogue.bySizeQuantity", { quantity: q.quantity }),
              align: "end" as const,
            })),
          ]}
        >
          {preview.bySize.map((row) => (
            <ConsoleRow key={row.size}>
              <ConsoleCell header weight="normal">
                {row.size}
              </ConsoleCell>
              {row.prices.map((price, index) => (
                <ConsoleCell key={index} end>
                  {price ?? ct("catalogue.noPrice")}
                </ConsoleCell>
              ))}
            </ConsoleRow>
          ))}
        </ConsoleTable>
      )}
      <ConsoleTable
        caption={ct("catalogue.shopperTable")}
        showCaption
        columns={[
          { label: ct("catalogue.tierQuantity") },
          { label: ct("catalogue.unitPrice"), align: "end" },
          { label: ct("catalogue.total"), align: "end" },
          { label: ct("catalogue.nextTier") },
          { label: ct("catalogue.breaksUsed") },
        ]}
      >
        {preview.quantities.map((q) => (
          <ConsoleRow key={q.quantity}>
            <ConsoleCell header weight="normal" className="tabular-nums">
              {q.quantity}
            </ConsoleCell>
            <ConsoleCell end>{q.unitPrice ?? ct("catalogue.noPrice")}</ConsoleCell>
            <ConsoleCell end>{q.total ?? "—"}</ConsoleCell>
            <ConsoleCell>
              {q.next ? ct("catalogue.nextTierText", { more: q.next.more, price: q.next.price }) : "—"}
            </ConsoleCell>
            <ConsoleCell>
              <PriceBreaks tier={preview.tiers.length === 0 ? undefined : q.tier} designBreak={q.designBreak} />
            </ConsoleCell>
          </ConsoleRow>
        ))}
      </ConsoleTable>
    </div>
  );
}

/** "tier 1 - 23; design charge from 12": which breaks price a quantity (the range kept left to right). */
function PriceBreaks({ tier, designBreak }: { tier: string | null | undefined; designBreak: number | null }) {
  const ct = useConsoleText();
  const parts: string[] = [];
  // U+2066 … U+2069 isolate the range left to right inside Arabic text ("1 - 23", not "23 - 1").
  if (tier !== undefined)
    parts.push(tier === null ? ct("catalogue.breakNone") : ct("catalogue.breakTier", { range: `\u2066${tier}\u2069` }));
  if (designBreak !== null) parts.push(ct("catalogue.breakDesign", { quantity: designBreak }));
  if (parts.length === 0) return <>—</>;
  return (
    <>
      {parts.map((part, index) => (
        <span key={index} className="block">
          {part}
        </span>
      ))}
    </>
  );
}

function PartsTable({ parts }: { parts: { id: string; color: string; size: string; priceCents: number }[] }) {
  const ct = useConsoleText();
  if (parts.length === 0) return <p className="text-sm">{ct("catalogue.noParts")}</p>;
  return (
    <div className="max-h-72 overflow-auto" tabIndex={0} role="region" aria-label={ct("catalogue.parts")}>
      <ConsoleTable
        caption={ct("catalogue.parts")}
        showCaption
        columns={[
          { label: ct("catalogue.partId") },
          { label: ct("catalogue.partColor") },
          { label: ct("catalogue.partSize") },
          { label: ct("catalogue.partPrice"), align: "end" },
        ]}
      >
        {parts.map((part) => (
          <ConsoleRow key={part.id}>
            <ConsoleCell header weight="normal" dir="ltr">
              {part.id}
            </ConsoleCell>
            <ConsoleCell>{part.color}</ConsoleCell>
            <ConsoleCell>{part.size}</ConsoleCell>
            <ConsoleCell end dir="ltr">
              {(part.priceCents / 100).toFixed(2)}
            </ConsoleCell>
          </ConsoleRow>
        ))}
      </ConsoleTable>
    </div>
  );
}

function ImagesSection({
  product,
  name,
  error,
}: {
  product: Route.ComponentProps["loaderData"]["product"];
  name: string;
  error: string | undefined;
}) {
  const ct = useConsoleText();
  const id = `upload-${product.id}`;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 max-w-3xl">
      <h2 id={`${id}-title`} className="mb-3 text-xl font-semibold">
        {ct("catalogue.gallery")}
      </h2>
      {product.media.length === 0 ? (
        <p className="mb-4">{ct("catalogue.noImages")}</p>
      ) : (
        <ul className="mb-4 flex flex-wrap gap-3">
          {product.media.map((media, index) => (
            <li key={media.url} className="w-32 text-sm">
              <img
                src={media.url}
                alt={ct("catalogue.imageAlt", { number: index + 1, name })}
                width={128}
                height={128}
                className="h-32 w-32 rounded border border-gray-300 object-cover"
              />
              {media.primary && <span className="block font-medium">{ct("catalogue.primary")}</span>}
              {media.color && <span className="block">{media.color}</span>}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <FormNotice tone="error">
          {ct("catalogue.uploadFailed")} {error}
        </FormNotice>
      )}
      <Form method="post" encType="multipart/form-data" className="grid gap-4 rounded-md border border-gray-300 p-4">
        <h3 className="text-lg font-semibold">{ct("catalogue.upload")}</h3>
        <CsrfField />
        <input type="hidden" name="intent" value="upload" />
        <div>
          <label htmlFor={`${id}-file`} className="mb-1 block text-sm font-medium">
            {ct("catalogue.uploadFile")}
          </label>
          <input
            id={`${id}-file`}
            name="file"
            type="file"
            required
            accept="image/jpeg,image/png,image/webp"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-file-hint`}
            className="w-full rounded-md border border-gray-500 bg-white px-3 py-2"
          />
          <p id={`${id}-file-hint`} className="mt-1 text-sm text-gray-700">
            {ct("catalogue.uploadHint", { max: product.imageMaxMb })}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-color`} className="mb-1 block text-sm font-medium">
            {ct("catalogue.uploadColor")}
          </label>
          <select id={`${id}-color`} name="color" className="rounded-md border border-gray-500 bg-white px-3 py-2">
            <option value="">{ct("catalogue.uploadNoColor")}</option>
            {product.colors.map((color) => (
              <option key={color} value={color}>
                {color}
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="primary" value="yes" />
          {ct("catalogue.uploadPrimary")}
        </label>
        <div>
          <Button type="submit">{ct("catalogue.uploadSubmit")}</Button>
        </div>
      </Form>
    </section>
  );
}

type ProductViewData = Route.ComponentProps["loaderData"]["product"];
interface SectionProps {
  product: ProductViewData;
  /** The values sent with a refused save or a preview; absent, the stored product's. */
  values: Record<string, string> | undefined;
  errors: Record<string, string>;
}

const cellInput = "w-24 rounded-md border bg-white px-2 py-1";

/** A small input with its label (visible or for screen readers) and its message under it. */
function SmallField({
  id,
  name,
  label,
  srLabel,
  value,
  error,
  width = cellInput,
}: {
  id: string;
  name: string;
  label: string;
  srLabel?: boolean;
  value: string;
  error: string | undefined;
  width?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={srLabel ? "sr-only" : "mb-1 block text-sm font-medium"}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        dir="ltr"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${width} ${error ? "border-red-700" : "border-gray-500"}`}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Per colour: each size's difference in price within the colour, the price it makes, and its stock. */
function SizePricesAndStock({ product, values, errors }: SectionProps) {
  const ct = useConsoleText();
  const colors = [...new Set(product.parts.map((part) => part.color))];
  const money = (cents: number) => (cents / 100).toFixed(2);
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{ct("catalogue.sizePricesTitle")}</legend>
      <p className="text-sm text-gray-700">{ct("catalogue.sizePricesHint")}</p>
      {product.parts.length === 0 && <p className="text-sm">{ct("catalogue.noParts")}</p>}
      {colors.map((color) => {
        const parts = product.parts.filter((part) => part.color === color);
        const title = color || ct("catalogue.everyColor");
        // Its own sideways scroll at narrow widths (390 px in Russian), not the page's.
        return (
          <div key={color} className="overflow-x-auto">
            <table className="w-full border-collapse text-start text-sm">
              <caption className="mb-1 text-start font-medium">
                {ct("catalogue.sizePricesCaption", { color: title })}
              </caption>
              <thead>
                <tr className="border-b border-gray-400">
                  <th scope="col" className="p-2 text-start">
                    {ct("catalogue.partSize")}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {ct("catalogue.sizeDifference")}
                  </th>
                  <th scope="col" className="p-2 text-end">
                    {ct("catalogue.savedPrice")}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {ct("catalogue.stock")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {parts.map((part) => {
                  const size = part.size || ct("catalogue.everySize");
                  return (
                    <tr key={part.id} className="border-b border-gray-200 align-top">
                      <th scope="row" className="p-2 text-start font-normal">
                        {size}
                      </th>
                      <td className="p-2">
                        <SmallField
                          id={`extra-${part.id}`}
                          name={`part_extra.${part.id}`}
                          label={ct("catalogue.sizeDifferenceLabel", { color: title, size })}
                          srLabel
                          value={values?.[`part_extra.${part.id}`] ?? part.extra}
                          error={errors[`part_extra.${part.id}`]}
                        />
                      </td>
                      <td className="p-2 text-end tabular-nums" dir="ltr">
                        {money(part.priceCents)}
                      </td>
                      <td className="p-2">
                        <SmallField
                          id={`stock-${part.id}`}
                          name={`stock.${part.id}`}
                          label={ct("catalogue.stockLabel", { color: title, size })}
                          srLabel
                          value={values?.[`stock.${part.id}`] ?? part.stock}
                          error={errors[`stock.${part.id}`]}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        );
      })}
    </fieldset>
  );
}

/** The design id and each decoration location (name, type, colours, stitches); one empty row adds one. */
function DesignsSection({ product, values, errors }: SectionProps) {
  const ct = useConsoleText();
  const rows = [
    ...product.designs,
    ...Array.from({ length: NEW_DESIGN_ROWS }, () => ({ name: "", type: "", colors: "", stitches: "" })),
  ];
  const value = (name: string, stored: string) => values?.[name] ?? stored;
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{ct("catalogue.designsTitle")}</legend>
      <p className="text-sm text-gray-700">{ct("catalogue.designsHint")}</p>
      <SmallField
        id="design-main"
        name="design_main"
        label={ct("catalogue.designMain")}
        value={value("design_main", product.designMain)}
        error={errors.design_main}
        width="w-full max-w-sm rounded-md border bg-white px-3 py-2"
      />
      {rows.map((row, index) => {
        const legend =
          index < product.designs.length
            ? ct("catalogue.designLocation", { number: index + 1 })
            : ct("catalogue.designNew");
        const fields = [
          ["name", ct("catalogue.designName"), row.name],
          ["type", ct("catalogue.designType"), row.type],
          ["colors", ct("catalogue.designColors"), row.colors],
          ["stitches", ct("catalogue.designStitches"), row.stitches],
        ] as const;
        return (
          <fieldset key={index} className="rounded-md border border-gray-300 p-3">
            <legend className="px-1 text-sm font-semibold">{legend}</legend>
            <div className="flex flex-wrap gap-3">
              {fields.map(([key, label, stored]) => (
                <SmallField
                  key={key}
                  id={`design-${index}-${key}`}
                  name={`design.${index}.${key}`}
                  label={label}
                  value={value(`design.${index}.${key}`, stored)}
                  error={errors[`design.${index}.${key}`]}
                  width={key === "name" || key === "type" ? "w-44 rounded-md border bg-white px-2 py-1" : cellInput}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
    </fieldset>
  );
}

/** Each colour's hex and swatch image (the small picture of the fabric the colour picker shows). */
function SwatchesSection({ product, values, errors }: SectionProps) {
  const ct = useConsoleText();
  if (product.swatches.length === 0) return null;
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{ct("catalogue.swatchesTitle")}</legend>
      <p className="text-sm text-gray-700">{ct("catalogue.swatchesHint")}</p>
      {product.swatches.map((swatch, n) => {
        const hex = values?.[`swatch_hex.${n}`] ?? swatch.hex;
        return (
          <fieldset key={swatch.color} className="rounded-md border border-gray-300 p-3">
            <legend className="flex items-center gap-2 px-1 text-sm font-semibold">
              <span
                aria-hidden="true"
                className="inline-block h-5 w-5 rounded border border-gray-500"
                style={{ backgroundColor: /^#[0-9a-fA-F]{6}$/.test(swatch.hex) ? swatch.hex : undefined }}
              />
              {swatch.color}
            </legend>
            <input type="hidden" name={`swatch_hex_was.${n}`} value={values?.[`swatch_hex_was.${n}`] ?? swatch.hex} />
            <div className="flex flex-wrap items-start gap-3">
              <SmallField
                id={`swatch-hex-${n}`}
                name={`swatch_hex.${n}`}
                label={ct("catalogue.swatchHex", { color: swatch.color })}
                value={hex}
                error={errors[`swatch_hex.${n}`]}
                width="w-32 rounded-md border bg-white px-2 py-1"
              />
              <SmallField
                id={`swatch-image-${n}`}
                name={`swatch_image.${n}`}
                label={ct("catalogue.swatchImage", { color: swatch.color })}
                value={values?.[`swatch_image.${n}`] ?? swatch.image}
                error={errors[`swatch_image.${n}`]}
                width="w-80 max-w-full rounded-md border bg-white px-2 py-1"
              />
              {swatch.image && (
                <img
                  src={swatch.image}
                  alt={ct("catalogue.swatchAlt", { color: swatch.color })}
                  width={40}
                  height={40}
                  className="h-10 w-10 rounded border border-gray-300 object-cover"
                />
              )}
            </div>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
