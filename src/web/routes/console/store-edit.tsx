// One store's editor (issue 21): every part of the store document of spec §3 as forms, one part per
// sub-page (/console/stores/:storeId/:section). A save goes through the admin API's rules in one
// transaction with its audit entry (stores.console.ts); a refused save changes nothing and shows each
// message next to its field, keeping what was typed. Owners and staff; organisers get 403.
import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/store-edit";
import { contrastRatio, readableTextColor } from "~core/branding/contrast";
import type { StoreData } from "~core/entities/store.schema";
import { Button } from "../../components/button";
import { requireCan } from "../../console/console.server";
import { ConsolePageTitle, CsrfField, FormNotice, consoleTitle, useConsoleText } from "../../console/ui";
import type { ConsoleTextKey } from "../../console/i18n/en";
import { formToDocument, moveItem, offsetIsoToZoned, renumber, zonedToOffsetIso } from "../../console/store-form";
import {
  CheckField,
  RemoveRow,
  RowList,
  SelectField,
  StoreErrorsContext,
  TextArea,
  TextField,
} from "../../console/store-fields";
import { CategoriesPart, PricingPart, SalesPersonPart, SizesPart } from "../../console/store-parts";
import { prepareCategories, preparePricing, prepareSizes, type NewCategoryRow } from "../../console/store-parts-form";

const SECTIONS = [
  "identity",
  "branding",
  "pages",
  "footer",
  "status",
  "tax",
  "shipping",
  "personalization",
  "fundraiser",
  "quantity",
  "categories",
  "pricing",
  "salesperson",
  "sizes",
] as const;
type Section = (typeof SECTIONS)[number];
const isSection = (value: string): value is Section => (SECTIONS as readonly string[]).includes(value);

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
    section,
    created: url.searchParams.get("created") === "1",
    saved: url.searchParams.get("saved") === "1",
    frontUrl: store.domains[0] ? `${url.protocol}//${store.domains[0]}${port}/` : undefined,
  };
}

type Doc = Record<string, unknown>;

/** The list at a dotted path of the document (created when absent). */
function listAt(doc: Doc, path: string): unknown[] {
  let node: Record<string, unknown> = doc;
  const parts = path.split(".");
  parts.slice(0, -1).forEach((part) => {
    node[part] ??= /^\d+$/.test(part) ? {} : {};
    node = node[part] as Record<string, unknown>;
  });
  const last = parts[parts.length - 1]!;
  if (!Array.isArray(node[last])) node[last] = [];
  return node[last] as unknown[];
}

function setListAt(doc: Doc, path: string, list: unknown[]) {
  let node: Record<string, unknown> = doc;
  const parts = path.split(".");
  parts.slice(0, -1).forEach((part) => (node = node[part] as Record<string, unknown>));
  node[parts[parts.length - 1]!] = list;
}

const NEW_SECTION: Record<string, unknown> = {
  html: { type: "html", html: "" },
  slider: { type: "slider", slides: [{ imageFull: "", title: "New slide" }] },
  productsCarousel: { type: "productsCarousel", title: "Products", source: "latest", limit: 8 },
};

/** Add, move or remove a row of a list before saving (the page's reorder buttons). */
function applyIntent(doc: Doc, intent: string) {
  const [verb, path, arg, dir] = intent.split(":");
  if (!path || !/^contentManagement(\.\d+\.sections)?$/.test(path)) return;
  const list = listAt(doc, path);
  if (verb === "move") setListAt(doc, path, moveItem(list, Number(arg), dir === "-1" ? -1 : 1));
  if (verb === "remove")
    setListAt(
      doc,
      path,
      list.filter((_, i) => i !== Number(arg)),
    );
  if (verb === "add" && path === "contentManagement") {
    list.push({ name: "New page", url: `/page-${list.length + 1}`, navbarVisibility: true, sections: [] });
  } else if (verb === "add" && arg && NEW_SECTION[arg]) list.push(structuredClone(NEW_SECTION[arg]));
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { console } = requireCan(context, request, "stores.write", params.storeId);
  const section = sectionOf(params);
  const form = await request.formData();
  const intent = typeof form.get("intent") === "string" ? (form.get("intent") as string) : "save";
  const doc = formToDocument(form);
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
    let zoned = true;
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
    } catch {
      zoned = false;
    }
    if (!window.opensAt && !window.closesAt) delete doc.storeWindow;
    else
      doc.storeWindow = {
        timeZone: zone,
        ...(window.opensAt ? { opensAt: zoned ? (zonedToOffsetIso(window.opensAt, zone) ?? "bad") : "bad" } : {}),
        ...(window.closesAt ? { closesAt: zoned ? (zonedToOffsetIso(window.closesAt, zone) ?? "bad") : "bad" } : {}),
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
    data: doc,
    domains,
    password,
    version,
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
    { errors: stale ? {} : result.errors, stale, version, added, doc: { ...doc, ...(domains ? { domains } : {}) } },
    { status: stale ? 409 : result.errors.form ? 400 : 422 },
  );
}

export default function StoreEditor({ loaderData, actionData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const { store, section, frontUrl } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
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
                  {path}: {ct(`stores.err.${code}` as ConsoleTextKey)}
                </span>
              ))}
            </span>
          )}
        </FormNotice>
      )}
      <h2 className="mb-4 text-xl font-semibold">{ct(`stores.part.${section}`)}</h2>
      <StoreErrorsContext.Provider value={errors}>
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
          {section === "status" && <StatusPart doc={doc} />}
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
      </StoreErrorsContext.Provider>
    </>
  );
}

/** Whether the error of this path is shown next to a field of the section (else it is listed on top). */
function isShownField(path: string, section: Section): boolean {
  if (section === "identity") return /^(primaryInformation\.\w+|domains(\.\d+)?|password)$/.test(path);
  if (section === "status") return /^(storeMessage\.\w+|storeWindow\.\w+)$/.test(path);
  return !/^[a-zA-Z]+$/.test(path) && !/\.(slides|sections)$/.test(path);
}

type PartProps = { doc: StoreData & Doc };

function Grid({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}

function IdentityPart({ doc, domains, hasPassword }: PartProps & { domains: string[]; hasPassword: boolean }) {
  const ct = useConsoleText();
  const p = doc.primaryInformation;
  const k = "primaryInformation";
  return (
    <>
      <Grid>
        <TextField path={`${k}.storeName`} label={ct("stores.f.storeName")} value={p.storeName} />
        <TextField path={`${k}.clientName`} kind="o" label={ct("stores.f.clientName")} value={p.clientName} />
        <TextField path={`${k}.storeURL`} label={ct("stores.f.storeURL")} value={p.storeURL} ltr />
        <TextField
          path={`${k}.contentLanguage`}
          label={ct("stores.f.contentLanguage")}
          hint={ct("stores.f.contentLanguageHint")}
          value={p.contentLanguage}
          ltr
        />
        <TextField
          path={`${k}.customerServiceEmail`}
          kind="o"
          type="email"
          label={ct("stores.f.serviceEmail")}
          value={p.customerServiceEmail}
          ltr
        />
        <TextField
          path={`${k}.customerServicePhone`}
          kind="o"
          type="tel"
          label={ct("stores.f.servicePhone")}
          value={p.customerServicePhone}
          ltr
        />
      </Grid>
      <TextArea
        path="domains"
        kind="l"
        label={ct("stores.f.domains")}
        hint={ct("stores.f.domainsHint")}
        value={domains}
        rows={3}
        ltr
      />
      <CheckField path={`${k}.isActive`} label={ct("stores.f.isActive")} value={p.isActive} />
      <CheckField path={`${k}.showMainLogo`} label={ct("stores.f.showMainLogo")} value={p.showMainLogo} />
      <fieldset className="space-y-3 rounded-md border border-gray-400 p-4">
        <legend className="px-1 font-semibold">{ct("stores.f.privateLegend")}</legend>
        <CheckField
          path={`${k}.privateStore`}
          label={ct("stores.f.privateStore")}
          hint={ct("stores.f.privateHint")}
          value={p.privateStore}
        />
        <p className="text-sm">{ct(hasPassword ? "stores.f.hasPassword" : "stores.f.noPassword")}</p>
        <TextField
          path="newPassword"
          errorPath="password"
          type="password"
          label={ct("stores.f.newPassword")}
          hint={ct("stores.f.newPasswordHint")}
          value=""
        />
        {hasPassword && <CheckField path="removePassword" label={ct("stores.f.removePassword")} value={false} />}
      </fieldset>
    </>
  );
}

const COLOURS = [
  "primaryColor",
  "secondaryColor",
  "tertiaryColor",
  "textColor",
  "buttonColor",
  "buttonTextColor",
] as const;
type ColourKey = (typeof COLOURS)[number];
const HEX = /^#[0-9a-fA-F]{6}$/;

/** The colour pairs shoppers read, with the WCAG AA ratio for text (4.5:1). */
function failingPairs(c: Record<ColourKey, string>) {
  const pairs: { key: ConsoleTextKey; fg: string; bg: string }[] = [
    { key: "stores.contrast.button", fg: c.buttonTextColor, bg: c.buttonColor },
    { key: "stores.contrast.text", fg: c.textColor, bg: "#ffffff" },
    { key: "stores.contrast.accent", fg: c.textColor, bg: c.secondaryColor },
    { key: "stores.contrast.surface", fg: c.textColor, bg: c.tertiaryColor },
    { key: "stores.contrast.header", fg: "#ffffff", bg: c.primaryColor },
  ];
  return pairs
    .filter((pair) => HEX.test(pair.fg) && HEX.test(pair.bg))
    .map((pair) => ({ ...pair, ratio: contrastRatio(pair.fg, pair.bg) }))
    .filter((pair) => pair.ratio < 4.5);
}

function BrandingPart({ doc }: PartProps) {
  const ct = useConsoleText();
  const b = doc.storeBranding;
  const [colours, setColours] = useState<Record<ColourKey, string>>(
    () => Object.fromEntries(COLOURS.map((key) => [key, String(b[key] ?? "")])) as Record<ColourKey, string>,
  );
  // Set once hydrated: from then on the preview and the warning follow what is typed.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const safe = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);
  const failing = failingPairs(colours);
  const primary = safe(colours.primaryColor, "#1f3a93");
  const button = safe(colours.buttonColor, "#1f3a93");
  return (
    <>
      <TextField path="storeBranding.storeLogo" kind="o" label={ct("stores.f.storeLogo")} value={b.storeLogo} ltr />
      <fieldset className="rounded-md border border-gray-400 p-4">
        <legend className="px-1 font-semibold">{ct("stores.f.colours")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {COLOURS.map((key) => (
            <div key={key} className="flex items-end gap-2">
              <span
                aria-hidden="true"
                className="mb-1 inline-block h-8 w-8 shrink-0 rounded border border-gray-500"
                style={{ background: safe(colours[key], "transparent") }}
              />
              <div
                className="grow"
                onChange={(e) => {
                  const target = e.target as HTMLInputElement;
                  setColours((c) => ({ ...c, [key]: target.value.trim() }));
                }}
              >
                <TextField
                  path={`storeBranding.${key}`}
                  label={ct(`stores.f.${key}`)}
                  value={b[key]}
                  hint={ct("stores.f.colourHint")}
                  ltr
                />
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      <section aria-labelledby="brand-preview" className="rounded-md border border-gray-400">
        <h3 id="brand-preview" className="border-b border-gray-400 px-4 py-2 font-semibold">
          {ct("stores.preview.title")}
        </h3>
        <div aria-hidden="true" data-testid="brand-preview" data-live={live ? "true" : undefined}>
          <div
            className="px-4 py-3 font-semibold"
            style={{ background: primary, color: readableTextColor(primary, "#ffffff") }}
          >
            {doc.primaryInformation.storeName}
          </div>
          <div className="space-y-3 bg-white p-4" style={{ color: safe(colours.textColor, "#1b1b1b") }}>
            <p>{ct("stores.preview.text")}</p>
            <p className="rounded px-2 py-1" style={{ background: safe(colours.secondaryColor, "#f2a900") }}>
              {ct("stores.preview.accent")}
            </p>
            <p className="rounded px-2 py-1" style={{ background: safe(colours.tertiaryColor, "#e9eef8") }}>
              {ct("stores.preview.surface")}
            </p>
            <span
              className="inline-block rounded-md px-5 py-2 font-semibold"
              style={{ background: button, color: safe(colours.buttonTextColor, "#ffffff") }}
            >
              {ct("stores.preview.button")}
            </span>
          </div>
        </div>
      </section>
      <div aria-live="polite">
        {failing.length > 0 && (
          <div role="alert" className="rounded-md border border-amber-700 bg-amber-50 p-3 text-amber-950">
            <p className="font-semibold">{ct("stores.contrast.warning")}</p>
            <ul className="ms-5 list-disc">
              {failing.map((pair) => (
                <li key={pair.key}>
                  {ct(pair.key)} — {ct("stores.contrast.ratio", { ratio: pair.ratio.toFixed(2) })}
                </li>
              ))}
            </ul>
            <p className="mt-1 text-sm">{ct("stores.contrast.fix")}</p>
          </div>
        )}
      </div>
      <CheckField
        path="storeBranding.displaySocialMedia"
        label={ct("stores.f.displaySocialMedia")}
        value={b.displaySocialMedia}
      />
      <RowList
        legend={ct("stores.f.socialMedia")}
        items={b.socialMedia ?? []}
        render={(item, i, isNew) => (
          <>
            <TextField
              path={`storeBranding.socialMedia.${i}.type`}
              label={ct("stores.f.socialType")}
              value={item?.type}
            />
            <TextField
              path={`storeBranding.socialMedia.${i}.address`}
              label={ct("stores.f.socialAddress")}
              value={item?.address}
              ltr
            />
            {!isNew && <RemoveRow path={`storeBranding.socialMedia.${i}`} label={ct("stores.rows.remove")} />}
          </>
        )}
      />
    </>
  );
}

function MoveButtons({ list, index, count, name }: { list: string; index: number; count: number; name: string }) {
  const ct = useConsoleText();
  const cls = "rounded-md border border-gray-500 px-2 py-1 text-sm disabled:opacity-50";
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" name="intent" value={`move:${list}:${index}:-1`} disabled={index === 0} className={cls}>
        {ct("stores.rows.up", { name })}
      </button>
      <button
        type="submit"
        name="intent"
        value={`move:${list}:${index}:1`}
        disabled={index === count - 1}
        className={cls}
      >
        {ct("stores.rows.down", { name })}
      </button>
      <button type="submit" name="intent" value={`remove:${list}:${index}`} className={cls}>
        {ct("stores.rows.removeNamed", { name })}
      </button>
    </div>
  );
}

const CAROUSEL_SOURCES: readonly string[] = ["latest", "Featured", "New", "Best Seller"];

function PagesPart({ doc }: PartProps) {
  const ct = useConsoleText();
  const pages = [...(doc.contentManagement ?? [])].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  const addCls = "rounded-md border border-gray-500 px-3 py-1 text-sm";
  return (
    <>
      <p className="text-sm text-gray-700">{ct("stores.pages.hint")}</p>
      <ol className="space-y-6" id="contentManagement">
        {pages.map((page, i) => {
          const k = `contentManagement.${i}`;
          const sections = [...(page.sections ?? [])].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
          return (
            <li key={i} id={`contentManagement-${i}`}>
              <fieldset className="space-y-4 rounded-md border border-gray-400 p-4">
                <legend className="px-1 font-semibold">{ct("stores.pages.page", { name: page.name })}</legend>
                <MoveButtons list="contentManagement" index={i} count={pages.length} name={page.name} />
                <Grid>
                  <TextField path={`${k}.name`} label={ct("stores.f.pageName")} value={page.name} />
                  <TextField path={`${k}.url`} label={ct("stores.f.pageUrl")} value={page.url} ltr />
                  <TextField path={`${k}.title`} kind="o" label={ct("stores.f.pageTitle")} value={page.title} />
                </Grid>
                <CheckField
                  path={`${k}.navbarVisibility`}
                  label={ct("stores.f.navbarVisibility")}
                  value={page.navbarVisibility}
                />
                <CheckField path={`${k}.productPage`} label={ct("stores.f.productPage")} value={page.productPage} />
                <CheckField path={`${k}.shopHidden`} label={ct("stores.f.shopHidden")} value={page.shopHidden} />
                <SubmenuFields path={`${k}.submenu`} submenu={page.submenu} />
                <ol className="space-y-4" id={`${k.replace(/\./g, "-")}-sections`}>
                  {sections.map((s, j) => {
                    const sk = `${k}.sections.${j}`;
                    const label = ct(`stores.section.${s.type}`);
                    return (
                      <li key={j}>
                        <fieldset className="space-y-3 rounded-md border border-gray-300 p-3">
                          <legend className="px-1 font-medium">
                            {ct("stores.pages.sectionN", { n: j + 1, type: label })}
                          </legend>
                          <input type="hidden" name={`${sk}.type`} value={s.type} />
                          <MoveButtons
                            list={`${k}.sections`}
                            index={j}
                            count={sections.length}
                            name={`${label} ${j + 1}`}
                          />
                          {s.type === "html" && (
                            <TextArea path={`${sk}.html`} label={ct("stores.f.html")} value={s.html} rows={6} ltr />
                          )}
                          {s.type === "productsCarousel" && (
                            <Grid>
                              <TextField
                                path={`${sk}.title`}
                                kind="o"
                                label={ct("stores.f.carouselTitle")}
                                value={s.title}
                              />
                              <SelectField
                                path={`${sk}.source`}
                                label={ct("stores.f.carouselSource")}
                                value={s.source}
                                options={[
                                  ...CAROUSEL_SOURCES.map((v) => ({
                                    value: v,
                                    label: ct(`stores.source.${v.replace(" ", "")}` as ConsoleTextKey),
                                  })),
                                  // A source the list does not name is kept (it lists by sort order).
                                  ...(CAROUSEL_SOURCES.includes(s.source)
                                    ? []
                                    : [{ value: s.source, label: s.source }]),
                                ]}
                              />
                              <TextArea
                                path={`${sk}.categories`}
                                kind="l"
                                label={ct("stores.f.carouselCategories")}
                                hint={ct("stores.f.carouselCategoriesHint")}
                                value={s.categories}
                                rows={2}
                                ltr
                              />
                              <TextField
                                path={`${sk}.layout`}
                                label={ct("stores.f.carouselLayout")}
                                value={s.layout}
                                ltr
                              />
                              <TextField
                                path={`${sk}.rows`}
                                kind="n"
                                label={ct("stores.f.carouselRows")}
                                value={s.rows}
                              />
                              <TextField
                                path={`${sk}.limit`}
                                kind="n"
                                label={ct("stores.f.carouselLimit")}
                                value={s.limit}
                              />
                            </Grid>
                          )}
                          {s.type === "slider" &&
                            [...s.slides, undefined].map((slide, n) => {
                              const lk = `${sk}.slides.${n}`;
                              return (
                                <fieldset key={n} className="grid gap-3 border-t border-gray-200 pt-3 sm:grid-cols-2">
                                  <legend className="text-sm font-medium">
                                    {slide ? ct("stores.pages.slideN", { n: n + 1 }) : ct("stores.rows.new")}
                                  </legend>
                                  <TextField
                                    path={`${lk}.imageFull`}
                                    label={ct("stores.f.slideImage")}
                                    value={slide?.imageFull}
                                    ltr
                                  />
                                  <TextField
                                    path={`${lk}.imageClassic`}
                                    kind="o"
                                    label={ct("stores.f.slideImageClassic")}
                                    value={slide?.imageClassic}
                                    ltr
                                  />
                                  <TextField
                                    path={`${lk}.imageMobile`}
                                    kind="o"
                                    label={ct("stores.f.slideImageMobile")}
                                    value={slide?.imageMobile}
                                    ltr
                                  />
                                  <TextField
                                    path={`${lk}.title`}
                                    kind="o"
                                    label={ct("stores.f.slideTitle")}
                                    value={slide?.title}
                                  />
                                  <TextField
                                    path={`${lk}.text`}
                                    kind="o"
                                    label={ct("stores.f.slideText")}
                                    value={slide?.text}
                                  />
                                  <TextField
                                    path={`${lk}.action.text`}
                                    label={ct("stores.f.slideActionText")}
                                    value={slide?.action?.text}
                                  />
                                  <TextField
                                    path={`${lk}.action.link`}
                                    label={ct("stores.f.slideActionLink")}
                                    value={slide?.action?.link}
                                    ltr
                                  />
                                  {slide && <RemoveRow path={lk} label={ct("stores.rows.remove")} />}
                                </fieldset>
                              );
                            })}
                        </fieldset>
                      </li>
                    );
                  })}
                </ol>
                <div className="flex flex-wrap gap-2">
                  {(["html", "slider", "productsCarousel"] as const).map((type) => (
                    <button
                      key={type}
                      type="submit"
                      name="intent"
                      value={`add:${k}.sections:${type}`}
                      className={addCls}
                    >
                      {ct("stores.pages.addSection", { type: ct(`stores.section.${type}`), name: page.name })}
                    </button>
                  ))}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="submit" name="intent" value="add:contentManagement" className={addCls}>
        {ct("stores.pages.add")}
      </button>
    </>
  );
}

function SubmenuFields({
  path,
  submenu,
}: {
  path: string;
  submenu: StoreData["contentManagement"][number]["submenu"];
}) {
  const ct = useConsoleText();
  return (
    <fieldset className="space-y-3 rounded-md border border-gray-300 p-3">
      <legend className="px-1 font-medium">{ct("stores.f.submenu")}</legend>
      <SelectField
        path={`${path}.type`}
        label={ct("stores.f.submenuType")}
        value={submenu?.type ?? ""}
        options={[
          { value: "", label: ct("stores.f.submenuNone") },
          { value: "menu", label: ct("stores.f.submenuMenu") },
          { value: "megamenu", label: ct("stores.f.submenuMega") },
        ]}
      />
      <RowList
        legend={ct("stores.f.submenuItems")}
        items={submenu?.menu ?? []}
        render={(item, i, isNew) => (
          <>
            <TextField path={`${path}.menu.${i}.title`} label={ct("stores.f.linkText")} value={item?.title} />
            <TextField path={`${path}.menu.${i}.url`} label={ct("stores.f.linkUrl")} value={item?.url} ltr />
            <TextArea
              path={`${path}.menu.${i}.children`}
              kind="p"
              label={ct("stores.f.submenuChildren")}
              hint={ct("stores.f.submenuChildrenHint")}
              value={(item?.children ?? []).map((c) => `${c.title} | ${c.url}`)}
              rows={2}
            />
            {!isNew && <RemoveRow path={`${path}.menu.${i}`} label={ct("stores.rows.remove")} />}
          </>
        )}
      />
    </fieldset>
  );
}

function LinkColumn({ which, doc }: PartProps & { which: "footerSectionFirst" | "footerSectionSecond" }) {
  const ct = useConsoleText();
  const column = doc.footerManagement[which];
  const k = `footerManagement.${which}`;
  return (
    <fieldset className="space-y-3 rounded-md border border-gray-400 p-4">
      <legend className="px-1 font-semibold">{ct(`stores.f.${which}`)}</legend>
      <TextField path={`${k}.title`} label={ct("stores.f.columnTitle")} value={column?.title} />
      <RowList
        legend={ct("stores.f.links")}
        items={column?.items ?? []}
        render={(item, i, isNew) => (
          <>
            <TextField path={`${k}.items.${i}.text`} label={ct("stores.f.linkText")} value={item?.text} />
            <TextField path={`${k}.items.${i}.link`} label={ct("stores.f.linkUrl")} value={item?.link} ltr />
            {!isNew && <RemoveRow path={`${k}.items.${i}`} label={ct("stores.rows.remove")} />}
          </>
        )}
      />
    </fieldset>
  );
}

function FooterPart({ doc }: PartProps) {
  const ct = useConsoleText();
  const c = doc.footerManagement.footerCopyrightSection;
  const k = "footerManagement.footerCopyrightSection";
  const fields = [
    ["footerLogo", "stores.f.footerLogo", true],
    ["copyRightCompanyLink", "stores.f.companyLink", true],
    ["copyRightCompanyAddress", "stores.f.companyAddress", false],
    ["copyRightCompanyEmail", "stores.f.companyEmail", true],
    ["copyRightCompanyPhone", "stores.f.companyPhone", true],
    ["copyRightCompanyOpenHours", "stores.f.companyHours", false],
  ] as const;
  return (
    <>
      <fieldset className="rounded-md border border-gray-400 p-4">
        <legend className="px-1 font-semibold">{ct("stores.f.copyright")}</legend>
        <Grid>
          {fields.map(([key, label, ltr]) => (
            <TextField key={key} path={`${k}.${key}`} kind="o" label={ct(label)} value={c[key]} ltr={ltr} />
          ))}
        </Grid>
      </fieldset>
      <LinkColumn which="footerSectionFirst" doc={doc} />
      <LinkColumn which="footerSectionSecond" doc={doc} />
    </>
  );
}

function StatusPart({ doc }: PartProps) {
  const ct = useConsoleText();
  const w = doc.storeWindow as { opensAt?: string; closesAt?: string; timeZone?: string } | undefined;
  const zone = w?.timeZone ?? "UTC";
  const local = (value: string | undefined) =>
    value && /[+-]\d\d:\d\d$|Z$/.test(value) ? offsetIsoToZoned(value, zone) : (value ?? "");
  return (
    <>
      <fieldset className="space-y-3 rounded-md border border-gray-400 p-4">
        <legend className="px-1 font-semibold">{ct("stores.f.closedLegend")}</legend>
        <CheckField
          path="storeMessage.active"
          label={ct("stores.f.messageActive")}
          hint={ct("stores.f.messageActiveHint")}
          value={doc.storeMessage.active}
        />
        <TextArea
          path="storeMessage.closedMessage"
          label={ct("stores.f.closedMessage")}
          value={doc.storeMessage.closedMessage}
        />
      </fieldset>
      <fieldset className="space-y-3 rounded-md border border-gray-400 p-4">
        <legend className="px-1 font-semibold">{ct("stores.f.windowLegend")}</legend>
        <p className="text-sm text-gray-700">{ct("stores.f.windowHint")}</p>
        <Grid>
          <TextField
            path="storeWindow.opensAt"
            type="datetime-local"
            label={ct("stores.f.opensAt")}
            value={local(w?.opensAt)}
            ltr
          />
          <TextField
            path="storeWindow.closesAt"
            type="datetime-local"
            label={ct("stores.f.closesAt")}
            value={local(w?.closesAt)}
            ltr
          />
          <TextField
            path="storeWindow.timeZone"
            label={ct("stores.f.timeZone")}
            hint={ct("stores.f.timeZoneHint")}
            value={zone}
            ltr
          />
        </Grid>
      </fieldset>
    </>
  );
}

function TaxPart({ doc }: PartProps) {
  const ct = useConsoleText();
  const t = doc.taxManagement;
  return (
    <>
      <TextField
        path="taxManagement.tax"
        kind="n"
        label={ct("stores.f.tax")}
        hint={ct("stores.f.percentHint")}
        value={t.tax}
      />
      <RowList
        legend={ct("stores.f.stateTaxes")}
        items={t.stateTaxes}
        render={(item, i, isNew) => (
          <>
            <TextField
              path={`taxManagement.stateTaxes.${i}.state`}
              label={ct("stores.f.state")}
              value={item?.state}
              ltr
            />
            <TextField
              path={`taxManagement.stateTaxes.${i}.tax`}
              kind="n"
              label={ct("stores.f.tax")}
              value={item?.tax}
            />
            {!isNew && <RemoveRow path={`taxManagement.stateTaxes.${i}`} label={ct("stores.rows.remove")} />}
          </>
        )}
      />
    </>
  );
}

function ShippingPart({ doc }: PartProps) {
  const ct = useConsoleText();
  const s = doc.shippingMethods;
  const k = "shippingMethods";
  return (
    <>
      <CheckField
        path={`${k}.shippingCompanies.pickUp`}
        label={ct("stores.f.pickUp")}
        value={s.shippingCompanies.pickUp}
      />
      <CheckField
        path={`${k}.shippingCompanies.groupPickUp`}
        label={ct("stores.f.groupPickUp")}
        value={s.shippingCompanies.groupPickUp}
      />
      <RowList
        legend={ct("stores.f.serviceTypes")}
        items={s.shippingCompanies.shipStation.serviceTypes}
        render={(item, i, isNew) => {
          const r = `${k}.shippingCompanies.shipStation.serviceTypes.${i}`;
          return (
            <>
              <TextField path={`${r}.name`} label={ct("stores.f.serviceName")} value={item?.name} />
              <TextField path={`${r}.carrierCode`} label={ct("stores.f.carrierCode")} value={item?.carrierCode} ltr />
              <TextField path={`${r}.serviceCode`} label={ct("stores.f.serviceCode")} value={item?.serviceCode} ltr />
              <TextField path={`${r}.flatRate`} kind="n" label={ct("stores.f.flatRate")} value={item?.flatRate} />
              <TextField path={`${r}.perLbRate`} kind="n" label={ct("stores.f.perLbRate")} value={item?.perLbRate} />
              <CheckField path={`${r}.walleted`} label={ct("stores.f.walleted")} value={item?.walleted} />
              {!isNew && <RemoveRow path={r} label={ct("stores.rows.remove")} />}
            </>
          );
        }}
      />
      <RowList
        legend={ct("stores.f.addresses")}
        items={s.shippingAddresses}
        render={(item, i, isNew) => {
          const r = `${k}.shippingAddresses.${i}`;
          return (
            <>
              <TextField path={`${r}.name`} label={ct("stores.f.addressName")} value={item?.name} />
              <SelectField
                path={`${r}.type`}
                label={ct("stores.f.addressType")}
                value={item?.type}
                blank={isNew}
                options={[
                  { value: "pickUp", label: ct("stores.f.pickUp") },
                  { value: "groupPickUp", label: ct("stores.f.groupPickUp") },
                ]}
              />
              <TextField path={`${r}.address1`} label={ct("stores.f.address1")} value={item?.address1} />
              <TextField path={`${r}.address2`} kind="o" label={ct("stores.f.address2")} value={item?.address2} />
              <TextField path={`${r}.city`} label={ct("stores.f.city")} value={item?.city} />
              <TextField path={`${r}.state`} label={ct("stores.f.state")} value={item?.state} />
              <TextField path={`${r}.zip`} label={ct("stores.f.zip")} value={item?.zip} ltr />
              <TextField
                path={`${r}.description`}
                kind="o"
                label={ct("stores.f.description")}
                value={item?.description}
              />
              {!isNew && <RemoveRow path={r} label={ct("stores.rows.remove")} />}
            </>
          );
        }}
      />
    </>
  );
}

function PersonalizationPart({ doc }: PartProps) {
  const ct = useConsoleText();
  return (
    <RowList
      legend={ct("stores.f.personalization")}
      hint={ct("stores.f.personalizationHint")}
      items={doc.personalizationManagement}
      render={(item, i, isNew) => (
        <>
          <TextField
            path={`personalizationManagement.${i}.name`}
            label={ct("stores.f.personalizationName")}
            value={item?.name}
          />
          <TextField
            path={`personalizationManagement.${i}.price`}
            kind="n"
            label={ct("stores.f.price")}
            value={item?.price}
          />
          {!isNew && <RemoveRow path={`personalizationManagement.${i}`} label={ct("stores.rows.remove")} />}
        </>
      )}
    />
  );
}

function FundraiserPart({ doc }: PartProps) {
  const ct = useConsoleText();
  const f = doc.fundraiser;
  return (
    <>
      <CheckField path="fundraiser.isEnabled" label={ct("stores.f.fundraiserEnabled")} value={f.isEnabled} />
      <Grid>
        <TextField
          path="fundraiser.amountPerItem"
          kind="n"
          label={ct("stores.f.amountPerItem")}
          value={f.amountPerItem}
        />
        <TextField
          path="fundraiser.amountPerOrder"
          kind="n"
          label={ct("stores.f.amountPerOrder")}
          value={f.amountPerOrder}
        />
        <TextField
          path="fundraiser.percentage"
          kind="n"
          label={ct("stores.f.percentage")}
          hint={ct("stores.f.percentHint")}
          value={f.percentage}
        />
        <TextField
          path="fundraiser.goalAmount"
          kind="n"
          label={ct("stores.f.goalAmount")}
          hint={ct("stores.f.goalHint")}
          value={f.goalAmount}
        />
      </Grid>
    </>
  );
}

function QuantityPart({ doc }: PartProps) {
  const ct = useConsoleText();
  const q = doc.storeSpecificFeatures;
  const k = "storeSpecificFeatures";
  return (
    <>
      <Grid>
        <TextField
          path={`${k}.minumumQuantity`}
          kind="n"
          label={ct("stores.f.minQuantity")}
          hint={ct("stores.f.zeroNoLimit")}
          value={q.minumumQuantity}
          inputMode="numeric"
        />
        <TextField
          path={`${k}.maximumQuantity`}
          kind="n"
          label={ct("stores.f.maxQuantity")}
          hint={ct("stores.f.zeroNoLimit")}
          value={q.maximumQuantity}
          inputMode="numeric"
        />
        <SelectField
          path={`${k}.outOfStockShopping`}
          label={ct("stores.f.outOfStockShopping")}
          value={q.outOfStockShopping}
          options={[
            { value: "Allow out of stock shopping", label: ct("stores.f.allowOutOfStock") },
            { value: "Block out of stock shopping", label: ct("stores.f.blockOutOfStock") },
          ]}
        />
        <TextField path={`${k}.swCustomerID`} kind="o" label={ct("stores.f.swCustomerID")} value={q.swCustomerID} ltr />
      </Grid>
      <CheckField path={`${k}.hideQuantity`} label={ct("stores.f.hideQuantity")} value={q.hideQuantity} />
      <CheckField
        path={`${k}.hideCatalogFilter`}
        label={ct("stores.f.hideCatalogFilter")}
        value={q.hideCatalogFilter}
      />
      <CheckField path={`${k}.outOfStock`} label={ct("stores.f.outOfStock")} value={q.outOfStock} />
      <TextArea
        path={`${k}.paymentMethods`}
        kind="l"
        label={ct("stores.f.paymentMethods")}
        hint={ct("stores.f.onePerLine")}
        value={q.paymentMethods}
        rows={2}
      />
    </>
  );
}
