// The product editor's form (issue 21): every column of the catalogue CSV and the extras, saved in one
// request; the price preview posts the same form with intent "preview".
import { Form } from "react-router";
import type { ConsoleProductView } from "~server/modules/catalog-admin/catalogue.console";
import { Button } from "../../components/button";
import type { ConsoleTextKey } from "../i18n/en";
import { writeNumberInput } from "~core/i18n/number-input";
import { ConsoleField, CsrfField, describedBy, FieldShell, useConsoleLayout, useConsoleText } from "../ui";
import { ColorPicker } from "./color-picker";
import { fieldsetClass, inputClass, legendClass } from "./form-classes";
import { PartsTable, PreviewTables } from "./preview-tables";
import { DEFAULT_QUANTITIES, type PreviewView } from "./product-preview";
import { DesignsSection, SizePricesAndStock, SwatchesSection } from "./product-sections";
import { BADGES, type ActionResult, type Column } from "./product-fields";
import { SizePicker } from "./size-picker";
import { TierPicker } from "./tier-picker";

export function ProductForm({
  product,
  result,
  preview,
}: {
  product: ConsoleProductView;
  result: ActionResult | undefined;
  preview: PreviewView | null;
}) {
  const ct = useConsoleText();
  const { locale } = useConsoleLayout();
  const values: Record<string, string> = result?.values ?? product.cells;
  const errors = result?.values ? result.errors : {};
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
      <FieldShell id={id} label={ct(`catalogue.field.${column}`)} error={errors[column]}>
        <select
          id={id}
          name={column}
          defaultValue={yes ? "yes" : "no"}
          aria-invalid={errors[column] ? true : undefined}
          aria-describedby={describedBy(id, undefined, errors[column])}
          className={`${inputClass} border-gray-500`}
        >
          <option value="yes">{ct("catalogue.shownYes")}</option>
          <option value="no">{ct("catalogue.shownNo")}</option>
        </select>
      </FieldShell>
    );
  };
  const badges = new Set(
    (values.badges ?? "")
      .split("|")
      .map((b) => b.trim())
      .filter(Boolean),
  );
  const categoryExample = product.store.categories[0]?.id ?? "tops/t-shirts";
  // The pickers keep their rows across a refused save (what was typed) and start again from the
  // stored product after a save (a new version).
  const pickerKey = product.version;

  return (
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
        {text("supplier_code", { dir: "ltr" })}
        {text("decoration_location")}
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
        <TierPicker
          key={`tiers-${pickerKey}`}
          id={`${base}-tiers`}
          initial={values.tiers ?? ""}
          error={errors.tiers}
          notationHint={ct("catalogue.hint.tiers")}
          priceExample={writeNumberInput(18.5, locale, 2)}
        />
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
        <ColorPicker
          key={`colors-${pickerKey}`}
          id={`${base}-colors`}
          initial={values.colors ?? ""}
          error={errors.colors}
          notationHint={ct("catalogue.hint.colors")}
        />
        <SizePicker
          key={`sizes-${pickerKey}`}
          id={`${base}-sizes`}
          initial={values.sizes ?? ""}
          error={errors.sizes}
          notationHint={ct("catalogue.hint.sizes")}
        />
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
  );
}
