// The product editor's loader and action (issue 21, issue 45): the product with its price preview,
// and each intent of the page's forms: save, preview, image upload, the gallery's order, primary
// image and removal, archive, restore and delete (after its confirmation). Every write goes through
// the console's catalogue service, which checks permission again and audits it.
import { data, redirect, type AppLoadContext } from "react-router";
import type { ShopperMessage } from "~core/i18n/message";
import { formatMessage } from "~core/i18n/messages";
import { field, requireCan } from "../console.server";
import { CONSOLE_CATALOGS } from "../i18n";
import { fillText } from "../ui";
import { cellsForEditor, cellsFromEditor } from "./product-numbers";
import { EDIT_COLUMNS, EXTRA_FIELD, type ActionResult } from "./product-fields";
import { DEFAULT_QUANTITIES, parseQuantities, previewView } from "./product-preview";

interface Args {
  context: AppLoadContext;
  request: Request;
  params: { storeId: string; productId: string };
}

const word = (locale: string, errors: Record<string, ShopperMessage>) =>
  Object.fromEntries(Object.entries(errors).map(([key, message]) => [key, formatMessage(locale as never, message)]));

const NOTICES = ["saved", "uploaded", "created", "archived", "restored", "gallery"] as const;
export type ProductNotice = (typeof NOTICES)[number];

export async function productLoader({ context, request, params }: Args) {
  const { console } = requireCan(context, request, "catalogue.read", params.storeId);
  const product = await console.services.catalogue.product(params.storeId, params.productId);
  const preview = await console.services.catalogue.preview(params.storeId, params.productId, product.fields, {
    quantities: parseQuantities(DEFAULT_QUANTITIES),
  });
  const url = new URL(request.url);
  // The form shows numbers with the console language's marks (decision 0105).
  const partCells = cellsForEditor(
    Object.fromEntries(
      product.parts.flatMap((part) => [
        [`part_extra.${part.id}`, part.extra],
        [`stock.${part.id}`, part.stock],
      ]),
    ),
    context.locale,
  );
  return {
    product: {
      ...product,
      cells: cellsForEditor(product.cells, context.locale),
      parts: product.parts.map((part) => ({
        ...part,
        extra: partCells[`part_extra.${part.id}`] ?? part.extra,
        stock: partCells[`stock.${part.id}`] ?? part.stock,
      })),
    },
    preview: preview.ok ? previewView(preview.value, context.locale) : null,
    notice: NOTICES.find((notice) => url.searchParams.has(notice)) ?? null,
    /** The delete button was pressed: the page asks for confirmation (only without orders). */
    confirmDelete: url.searchParams.get("delete") === "ask" && product.orderCount === 0,
  };
}

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

const GALLERY_CHANGES = ["up", "down", "delete", "primary"] as const;

export async function productAction({ context, request, params }: Args) {
  const { storeId, productId } = params;
  const form = await request.formData();
  const intent = field(form, "intent");
  // A data request's address ends in .data: the redirect goes to the page itself.
  const pagePath = new URL(request.url).pathname.replace(/\.data$/, "");
  const catalogue = () => requireCan(context, request, "catalogue.write", storeId).console.services.catalogue;
  if (intent === "archive" || intent === "restore") {
    await catalogue()[intent](storeId, productId);
    return redirect(`${pagePath}?${intent === "archive" ? "archived" : "restored"}=1`);
  }
  if (intent === "delete") {
    if (field(form, "confirm") !== "yes") return redirect(`${pagePath}?delete=ask`);
    const result = await catalogue().remove(storeId, productId);
    if (result.ok)
      return redirect(
        `/console/catalogue?store=${encodeURIComponent(storeId)}&deleted=${encodeURIComponent(productId)}`,
      );
    return data({ intent, errors: word(context.locale, result.errors) } satisfies ActionResult, { status: 409 });
  }
  if (intent === "gallery") {
    const change = field(form, "change");
    const url = field(form, "url");
    let result;
    if (change === "unset-primary") result = await catalogue().gallery(storeId, productId, { kind: change });
    else if (change === "color")
      result = await catalogue().gallery(storeId, productId, { kind: change, url, color: field(form, "color") });
    else if ((GALLERY_CHANGES as readonly string[]).includes(change))
      result = await catalogue().gallery(storeId, productId, {
        kind: change as (typeof GALLERY_CHANGES)[number],
        url,
      });
    else throw new Response("Unknown gallery change.", { status: 400 });
    if (!result.ok)
      return data({ intent, errors: word(context.locale, result.errors) } satisfies ActionResult, { status: 422 });
    // The image and what was done to it: the gallery says so and keeps focus on its buttons.
    const done = new URLSearchParams({ gallery: "1", image: url, change });
    return redirect(`${pagePath}?${done}`);
  }
  if (intent === "upload") {
    const file = form.get("file");
    const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
    const result = await catalogue().uploadImage(storeId, productId, bytes, {
      color: field(form, "color"),
      // An explicit choice each time: the form offers "extra image" first and is new after each upload.
      primary: field(form, "role") === "primary",
    });
    if (result.ok) return redirect(`${pagePath}?uploaded=1`);
    return data({ intent, errors: word(context.locale, result.errors) } satisfies ActionResult, { status: 422 });
  }
  const typed = cellsOf(form);
  // Numbers typed with the console language's marks, read by the one reader; refusals name their field.
  const { cells, problems } = cellsFromEditor(typed, context.locale);
  const numberErrors = Object.fromEntries(
    problems.map((p) => [p.field, fillText(CONSOLE_CATALOGS[context.locale], `number.${p.error}`, {}, context.locale)]),
  );
  if (intent === "preview") {
    const { console } = requireCan(context, request, "catalogue.read", storeId);
    const quantities = parseQuantities(field(form, "quantities"));
    const result = await console.services.catalogue.preview(storeId, productId, cells, {
      color: field(form, "previewColor"),
      size: field(form, "previewSize"),
      quantities,
    });
    const values = {
      ...typed,
      quantities: field(form, "quantities"),
      previewColor: field(form, "previewColor"),
      previewSize: field(form, "previewSize"),
      version: field(form, "version"),
    };
    if (!result.ok || problems.length > 0)
      return data(
        {
          intent,
          errors: { ...(result.ok ? {} : word(context.locale, result.errors)), ...numberErrors },
          values,
          preview: null,
        } satisfies ActionResult,
        { status: 422 },
      );
    return { intent, errors: {}, values, preview: previewView(result.value, context.locale) } satisfies ActionResult;
  }
  const version = field(form, "version");
  if (problems.length > 0) {
    // Nothing is saved; the other fields' messages come from the same check as the preview's.
    const { console } = requireCan(context, request, "catalogue.write", storeId);
    const checked = await console.services.catalogue.preview(storeId, productId, cells, { quantities: [1] });
    return data(
      {
        intent: "save",
        errors: { ...(checked.ok ? {} : word(context.locale, checked.errors)), ...numberErrors },
        values: { ...typed, version },
        preview: null,
      } satisfies ActionResult,
      { status: 422 },
    );
  }
  const result = await catalogue().save(storeId, productId, cells, { version: version || undefined });
  if (result.ok) return redirect(`${pagePath}?saved=1`);
  return data(
    {
      intent: "save",
      stale: result.stale,
      errors: word(context.locale, result.errors),
      values: { ...typed, version },
      preview: null,
    } satisfies ActionResult,
    { status: result.stale ? 409 : 422 },
  );
}
