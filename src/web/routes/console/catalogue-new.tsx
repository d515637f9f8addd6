// A new product of a store (issue 45, decision 0088): blank, from a product template
// (src/core/catalog/product-templates.ts: colours, sizes and markups filled in) or as a copy of one of
// the store's products. It starts hidden from the shop; the operator lands in its editor. Each refused
// field is named, in the console's language. Owners and staff.
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/catalogue-new";
import { formatMessage } from "~core/i18n/messages";
import { PRODUCT_TEMPLATE_IDS } from "~core/catalog/product-templates";
import type { NewProductSource } from "~server/modules/catalog-admin/product-lifecycle.console";
import { Button } from "../../components/button";
import { field, requireCan } from "../../console/console.server";
import type { ConsoleTextKey } from "../../console/i18n/en";
import { ConsoleField, ConsolePageTitle, CsrfField, FormNotice, consoleTitle, useConsoleText } from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "catalogue.new.title");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { console } = requireCan(context, request, "catalogue.write");
  const url = new URL(request.url);
  const stores = await console.services.catalogue.stores();
  const wanted = url.searchParams.get("store") ?? "";
  const store = stores.find((s) => s.id === wanted) ?? stores[0];
  if (!store) throw new Response("No store.", { status: 404 });
  requireCan(context, request, "catalogue.write", store.id);
  const products = await console.services.catalogue.productChoices(store.id);
  const copy = url.searchParams.get("copy") ?? "";
  return { store, products, source: products.some((p) => p.id === copy) ? `copy:${copy}` : "template:tee" };
}

function sourceOf(value: string): NewProductSource {
  if (value.startsWith("template:")) return { kind: "template", template: value.slice("template:".length) };
  if (value.startsWith("copy:")) return { kind: "copy", copyOf: value.slice("copy:".length) };
  return { kind: "blank" };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const storeId = field(form, "store");
  const { console } = requireCan(context, request, "catalogue.write", storeId);
  const values = {
    source: field(form, "source"),
    name: field(form, "name"),
    slug: field(form, "slug"),
    price: field(form, "price"),
  };
  const result = await console.services.catalogue.create(storeId, { ...values, source: sourceOf(values.source) });
  if (result.ok)
    return redirect(
      `/console/catalogue/${encodeURIComponent(storeId)}/${encodeURIComponent(result.value.id)}?created=1`,
    );
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([key, message]) => [
      // The source's own problems (template, product to copy) are shown at the source picker.
      key === "copyOf" || key === "form" ? "source" : key,
      formatMessage(context.locale, message),
    ]),
  );
  return data({ errors, values }, { status: 422 });
}

const FIELDS = ["source", "name", "slug", "price"] as const;

export default function NewProduct({ loaderData, actionData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const { store, products } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values = actionData?.values;
  const label = (name: (typeof FIELDS)[number]) => ct(`catalogue.new.${name}` as ConsoleTextKey);
  const wrong = FIELDS.filter((name) => errors[name]);
  return (
    <>
      <ConsolePageTitle>{ct("catalogue.new.title")}</ConsolePageTitle>
      <p className="mb-4">
        <Link to={`/console/catalogue?store=${encodeURIComponent(store.id)}`} className="underline">
          {ct("catalogue.back", { store: store.name })}
        </Link>
      </p>
      {wrong.length > 0 && (
        <FormNotice tone="error">
          {ct("catalogue.new.refused")}
          <ul className="mt-1 list-disc ps-5">
            {wrong.map((name) => (
              <li key={name}>
                <a href={`#new-product-${name}`} className="underline">
                  {label(name)}
                </a>
                : {errors[name]}
              </li>
            ))}
          </ul>
        </FormNotice>
      )}
      <Form method="post" className="max-w-lg space-y-4" noValidate>
        <CsrfField />
        <input type="hidden" name="store" value={store.id} />
        <div>
          <label htmlFor="new-product-source" className="mb-1 block text-sm font-medium">
            {label("source")}
          </label>
          <select
            id="new-product-source"
            name="source"
            defaultValue={values?.source ?? loaderData.source}
            aria-invalid={errors.source ? true : undefined}
            aria-describedby={`new-product-source-hint${errors.source ? " new-product-source-error" : ""}`}
            className="w-full rounded-md border border-gray-500 bg-white px-3 py-2"
          >
            <option value="blank">{ct("catalogue.new.blank")}</option>
            <optgroup label={ct("catalogue.new.templates")}>
              {PRODUCT_TEMPLATE_IDS.map((id) => (
                <option key={id} value={`template:${id}`}>
                  {ct(`catalogue.template.${id}`)}
                </option>
              ))}
            </optgroup>
            {products.length > 0 && (
              <optgroup label={ct("catalogue.new.copies")}>
                {products.map((product) => (
                  <option key={product.id} value={`copy:${product.id}`}>
                    {ct("catalogue.new.copyOf", { name: product.name, id: product.id })}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
          <p id="new-product-source-hint" className="mt-1 text-sm text-gray-700">
            {ct("catalogue.new.sourceHint")}
          </p>
          {errors.source && (
            <p id="new-product-source-error" className="mt-1 text-sm text-red-700">
              {errors.source}
            </p>
          )}
        </div>
        <ConsoleField
          id="new-product-name"
          label={label("name")}
          error={errors.name}
          inputProps={{ name: "name", defaultValue: values?.name ?? "", autoComplete: "off" }}
        />
        <ConsoleField
          id="new-product-slug"
          label={label("slug")}
          hint={ct("catalogue.new.slugHint")}
          error={errors.slug}
          inputProps={{ name: "slug", defaultValue: values?.slug ?? "", dir: "ltr", autoComplete: "off" }}
        />
        <ConsoleField
          id="new-product-price"
          label={label("price")}
          hint={ct("catalogue.new.priceHint")}
          error={errors.price}
          inputProps={{ name: "price", defaultValue: values?.price ?? "", dir: "ltr", inputMode: "decimal" }}
        />
        <Button type="submit">{ct("catalogue.new.submit")}</Button>
      </Form>
    </>
  );
}
