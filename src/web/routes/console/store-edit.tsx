// One store's editor (issue 21): every part of the store document of spec §3 as forms, one part per
// sub-page (/console/stores/:storeId/:section). A save goes through the admin API's rules in one
// transaction with its audit entry (stores.console.ts); a refused save changes nothing and shows each
// message next to its field, keeping what was typed. Owners and staff; organisers get 403.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/store-edit";
import type { StoreData } from "~core/entities/store.schema";
import { Button } from "../../components/button";
import { requireCan } from "../../console/console.server";
import { ConsolePageTitle, CsrfField, FormNotice, consoleTitle, useConsoleText } from "../../console/ui";
import { readStoreForm, renumber, zonedToOffsetIso } from "../../console/store-form";
import { StoreErrorsContext, storeErrorKey, TypedContext } from "../../console/store-fields";
import { isTimeZone, timeZoneNames } from "../../console/time-zone-field";
import { typedFields } from "../../console/typed-fields";
import { CategoriesPart, PricingPart, SalesPersonPart, SizesPart } from "../../console/store-parts";
import { prepareCategories, preparePricing, prepareSizes, type NewCategoryRow } from "../../console/store-parts-form";
import { StoreStateBadge, storeStateView } from "../../console/store-state";
import { applyIntent, isSection, isShownField, SECTIONS, type Doc, type Section } from "../../console/store/doc";
import { IdentityPart } from "../../console/store/identity-part";
import { BrandingPart } from "../../console/store/branding-part";
import { PagesPart } from "../../console/store/pages-part";
import { FooterPart } from "../../console/store/footer-part";
import { StatusPart } from "../../console/store/status-part";
import { TaxPart } from "../../console/store/tax-part";
import { ShippingPart } from "../../console/store/shipping-part";
import { PersonalizationPart } from "../../console/store/personalization-part";
import { FundraiserPart } from "../../console/store/fundraiser-part";
import { QuantityPart } from "../../console/store/quantity-part";
import { cleanHtmlSections, storedHtmlTexts } from "../../console/store/html-sections.server";
import { LinkTargetsContext } from "../../console/store/link-picker";
import type { LinkTargets } from "~core/stores/store-links";
import type { StoreSaveProblem } from "~server/modules/stores/stores.console";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "stores.edit.title");
}

function sectionOf(params: { section?: string }): Section {
  const section = params.section ?? "identity";
  if (!isSection(section)) throw new Response("No such part of a store.", { status: 404 });
  return section;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { console } = requireCan(context, request, "stores.write", params.storeId);
  const section = sectionOf(params);
  const store = await console.services.stores.get(params.storeId);
  const url = new URL(request.url);
  const port = url.port ? `:${url.port}` : "";
  return {
    store,
    state: storeStateView(store.state, context.locale),
    section,
    created: url.searchParams.get("created") === "1",
    saved: url.searchParams.get("saved") === "1",
    frontUrl: store.domains[0] ? `${url.protocol}//${store.domains[0]}${port}/` : undefined,
    timeZones: section === "status" ? timeZoneNames() : [],
    linkTargets: section === "pages" || section === "footer" ? await linkTargets(console, store) : undefined,
  };
}

/** What the link pickers offer: this store's categories and pages, and its first page of products. */
async function linkTargets(
  console: ReturnType<typeof requireCan>["console"],
  store: { id: string; data: StoreData },
): Promise<LinkTargets> {
  const products = await console.services.catalogue.list(store.id, {}, 1).then(
    (page) => page.items.filter((p) => !p.archived).map((p) => ({ slug: p.slug, name: p.name })),
    () => [],
  );
  return {
    categories: store.data.categories.map((c) => ({ id: c.id, name: c.name })),
    pages: store.data.contentManagement.map((p) => ({ url: p.url, name: p.name })),
    products,
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { console } = requireCan(context, request, "stores.write", params.storeId);
  const section = sectionOf(params);
  const form = await request.formData();
  const intent = typeof form.get("intent") === "string" ? (form.get("intent") as string) : "save";
  const { document: doc, errors: refused } = readStoreForm(form, context.locale);
  const version = typeof form.get("_version") === "string" ? (form.get("_version") as string) : undefined;
  let domains: string[] | undefined;
  let password: string | null | undefined;
  if (section === "identity") {
    domains = (doc.domains as string[] | undefined) ?? [];
    const typed = typeof doc.newPassword === "string" ? doc.newPassword : "";
    password = doc.removePassword === true ? null : typed !== "" ? typed : undefined;
    delete doc.domains;
    delete doc.newPassword;
    delete doc.removePassword;
  }
  if (section === "status") {
    const window = (doc.storeWindow ?? {}) as { opensAt?: string; closesAt?: string; timeZone?: string };
    const zone = window.timeZone?.trim() || "UTC";
    const zoned = isTimeZone(zone);
    // An unknown zone is refused by the schema at storeWindow.timeZone; the times are still checked
    // (as UTC) so that only the zone is reported, and the form keeps all three as typed.
    const at = (local: string) => zonedToOffsetIso(local, zoned ? zone : "UTC") ?? "bad";
    if (!window.opensAt && !window.closesAt) delete doc.storeWindow;
    else
      doc.storeWindow = {
        timeZone: zone,
        ...(window.opensAt ? { opensAt: at(window.opensAt) } : {}),
        ...(window.closesAt ? { closesAt: at(window.closesAt) } : {}),
      };
  }
  if (section === "pages") {
    if (intent !== "save") applyIntent(doc, intent);
    const pages = (renumber(doc.contentManagement as Doc[] | undefined) ?? []).map((page) => ({
      ...page,
      sections: renumber(page.sections as Doc[] | undefined) ?? [],
    }));
    doc.contentManagement = pages;
  }
  let added: NewCategoryRow | undefined;
  if (section === "categories") {
    // The ids of the categories whose "remove" box is ticked: their sub-categories go with them.
    const removed = [...form.keys()]
      .map((name) => /^x:categories\.(\d+)$/.exec(name)?.[1])
      .filter((index): index is string => index !== undefined && form.get(`x:categories.${index}`) === "true")
      .map((index) => form.get(`categories.${index}.id`))
      .filter((id): id is string => typeof id === "string");
    added = prepareCategories(doc, removed, intent);
  }
  if (section === "sizes") prepareSizes(doc, intent);
  if (section === "pricing") preparePricing(doc);
  const result = await console.services.stores.save(params.storeId, section, {
    data:
      section === "pages"
        ? cleanHtmlSections(
            doc,
            storedHtmlTexts((await console.services.stores.get(params.storeId)).data.contentManagement),
          )
        : doc,
    domains,
    password,
    version,
    refused,
  });
  if (result.ok) {
    const back = `/console/stores/${encodeURIComponent(params.storeId)}/${section}?saved=1`;
    return redirect(intent === "save" ? back : `${back}#${intent.split(":")[1]?.replace(/\./g, "-") ?? ""}`);
  }
  // Refused: the page shows what was typed, with the version the form was opened at (a stale form
  // stays stale until it is reloaded).
  const stale = result.errors.form === "stale";
  // A refused new category goes back into the new row's fields (its errors are by its place, last).
  if (added) (doc.categories as unknown[]).pop();
  return data(
    {
      errors: stale ? {} : result.errors,
      stale,
      version,
      added,
      doc: { ...doc, ...(domains ? { domains } : {}) },
      typed: intent === "save" ? typedFields(form) : undefined,
    },
    { status: stale ? 409 : result.errors.form ? 400 : 422 },
  );
}

const NO_TARGETS: LinkTargets = { categories: [], pages: [], products: [] };

export default function StoreEditor({ loaderData, actionData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const { store, section, frontUrl } = loaderData;
  const errors: Record<string, StoreSaveProblem> = actionData?.errors ?? {};
  const typed = actionData?.doc as Doc | undefined;
  // After a refused save the form shows what was typed; otherwise what is stored.
  const doc = { ...store.data, ...(typed ?? {}) } as StoreData & Doc;
  const domains = (typed?.domains as string[] | undefined) ?? store.domains;
  const base = `/console/stores/${encodeURIComponent(store.id)}`;
  const stray = Object.entries(errors).filter(([path]) => !isShownField(path, section));
  const navigation = useNavigation();
  return (
    <>
      <ConsolePageTitle>
        {ct("stores.edit.heading", { name: store.data.primaryInformation.storeName })}
      </ConsolePageTitle>
      <p className="-mt-4 mb-4 text-sm text-gray-700">
        <StoreStateBadge view={loaderData.state} labelled />
        {" · "}
        <span dir="ltr">{store.id}</span>
        {frontUrl && (
          <>
            {" · "}
            <a href={frontUrl} className="underline" dir="ltr">
              {ct("stores.edit.openFront")}
            </a>
          </>
        )}
        {" · "}
        <Link to={`/console/stores/new?from=${encodeURIComponent(store.id)}`} className="underline">
          {ct("stores.edit.copy")}
        </Link>
        {" · "}
        <Link to={`${base}/media`} className="underline">
          {ct("media.link")}
        </Link>
      </p>
      <nav aria-label={ct("stores.edit.parts")} className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {SECTIONS.map((s) => (
            <li key={s}>
              <Link
                to={`${base}/${s}`}
                aria-current={s === section ? "page" : undefined}
                className={`inline-block rounded-md border px-3 py-1 text-sm ${
                  s === section ? "border-gray-900 bg-gray-900 text-white" : "border-gray-500"
                }`}
              >
                {ct(`stores.part.${s}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {loaderData.created && <FormNotice tone="success">{ct("stores.edit.created")}</FormNotice>}
      {loaderData.saved && !actionData && <FormNotice tone="success">{ct("stores.edit.saved")}</FormNotice>}
      {actionData?.stale && (
        <div role="alert" className="my-4 rounded-md border border-red-700 bg-red-50 p-3 text-red-900">
          <p className="font-semibold">{ct("stores.edit.stale")}</p>
          <p className="mt-1">{ct("stores.edit.staleKept")}</p>
          <p className="mt-2">
            <a href={`${base}/${section}`} className="font-medium underline">
              {ct("stores.edit.reload")}
            </a>
          </p>
        </div>
      )}
      {actionData && !actionData.stale && (
        <FormNotice tone="error">
          {ct("stores.edit.notSaved")}
          {stray.length > 0 && (
            <span className="mt-1 block">
              {stray.map(([path, code]) => (
                <span key={path} className="block" dir="ltr">
                  {path}: {ct(storeErrorKey(code))}
                </span>
              ))}
            </span>
          )}
        </FormNotice>
      )}
      <h2 className="mb-4 text-xl font-semibold">{ct(`stores.part.${section}`)}</h2>
      <StoreErrorsContext.Provider value={errors}>
        <TypedContext.Provider value={actionData?.typed}>
          <LinkTargetsContext.Provider value={loaderData.linkTargets ?? NO_TARGETS}>
            {/* Keyed by the part's version: after a save the fields start again from what is stored (the new
            row empty); after a refusal the version is the same and what was typed stays. */}
            <Form
              method="post"
              className="max-w-3xl space-y-6"
              noValidate
              key={`${section}-${store.id}-${store.versions[section]}`}
            >
              <CsrfField />
              <input type="hidden" name="_version" value={actionData?.version ?? store.versions[section]} />
              {/* Enter in a field saves (the first submit button is the form's default), never a move button. */}
              <button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden="true" className="sr-only">
                {ct("stores.edit.save")}
              </button>
              {section === "identity" && <IdentityPart doc={doc} domains={domains} hasPassword={store.hasPassword} />}
              {section === "branding" && <BrandingPart doc={doc} />}
              {section === "pages" && <PagesPart doc={doc} />}
              {section === "footer" && <FooterPart doc={doc} />}
              {section === "status" && <StatusPart doc={doc} zones={loaderData.timeZones} />}
              {section === "tax" && <TaxPart doc={doc} />}
              {section === "shipping" && <ShippingPart doc={doc} />}
              {section === "personalization" && <PersonalizationPart doc={doc} />}
              {section === "fundraiser" && <FundraiserPart doc={doc} />}
              {section === "quantity" && <QuantityPart doc={doc} />}
              {section === "categories" && <CategoriesPart doc={doc} added={actionData?.added} />}
              {section === "pricing" && <PricingPart doc={doc} />}
              {section === "salesperson" && <SalesPersonPart doc={doc} />}
              {section === "sizes" && <SizesPart doc={doc} />}
              <Button type="submit" name="intent" value="save" disabled={navigation.state === "submitting"}>
                {ct("stores.edit.save")}
              </Button>
            </Form>
          </LinkTargetsContext.Provider>
        </TypedContext.Provider>
      </StoreErrorsContext.Provider>
    </>
  );
}
