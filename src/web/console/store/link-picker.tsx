// A link of a menu, submenu or footer column chosen, not typed (issue 45): first what it links to (a
// category or page of this store, a product, a web address), then the target from this store's lists.
// The form posts the kind (lk:path) and each kind's field (store-form.ts LINK_FIELD); the action writes
// the one stored value the store front reads (~core/stores/store-links). Without JavaScript every field
// is shown and the kind decides; with it, only the chosen kind's field. A typed value stays possible as
// "Advanced". After a refused save every field shows what was chosen or typed.
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { isLinkKind, LINK_KINDS, readLink, type LinkKind, type LinkTargets } from "~core/stores/store-links";
import { fieldId, LINK_FIELD } from "../store-form";
import { useFieldError, useTyped } from "../store-fields";
import { useConsoleText } from "../ui";

export const LinkTargetsContext = createContext<LinkTargets>({ categories: [], pages: [], products: [] });

const inputCls = (error?: string) =>
  `w-full rounded-md border bg-white px-3 py-2 ${error ? "border-red-700" : "border-gray-500"}`;

function PickerPart(props: { hidden: boolean; id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div hidden={props.hidden}>
      <label htmlFor={props.id} className="mb-1 block text-sm font-medium">
        {props.label}
      </label>
      {props.children}
      {props.hint && (
        <p id={`${props.id}-hint`} className="mt-1 text-sm text-gray-700">
          {props.hint}
        </p>
      )}
    </div>
  );
}

export function LinkPicker({ path, label, value }: { path: string; label: string; value: unknown }) {
  const ct = useConsoleText();
  const targets = useContext(LinkTargetsContext);
  const stored = readLink(typeof value === "string" ? value : "", targets);
  const typedKind = useTyped(`lk:${path}`);
  const [kind, setKind] = useState<LinkKind>(typedKind && isLinkKind(typedKind) ? typedKind : stored.kind);
  // Set once hydrated: from then on only the chosen kind's field is shown.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const error = useFieldError(path, label);
  const id = fieldId(path);
  const typed = {
    category: useTyped(`${LINK_FIELD.category}:${path}`),
    page: useTyped(`${LINK_FIELD.page}:${path}`),
    product: useTyped(`${LINK_FIELD.product}:${path}`),
    external: useTyped(`${LINK_FIELD.external}:${path}`),
    advanced: useTyped(`${LINK_FIELD.advanced}:${path}`),
  };
  const initial = (k: LinkKind) => typed[k] ?? (stored.kind === k ? stored.target : "");
  const part = (k: LinkKind) => ({ hidden: live && kind !== k, id: `${id}-${k}`, name: `${LINK_FIELD[k]}:${path}` });
  const errorId = error ? `${id}-error` : undefined;
  // A page or category the list no longer names is still offered, so a refused save keeps it.
  const option = (list: { value: string; label: string }[], current: string) =>
    current && !list.some((o) => o.value === current) ? [...list, { value: current, label: current }] : list;
  const categories = option(
    targets.categories.map((c) => ({ value: c.id, label: `${c.name} (${c.id})` })),
    initial("category"),
  );
  const pages = option(
    targets.pages.map((p) => ({ value: p.url, label: `${p.name} (${p.url})` })),
    initial("page"),
  );
  const described = (k: LinkKind, hint: boolean) =>
    [errorId, hint ? `${part(k).id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className="space-y-3 rounded-md border border-gray-300 p-3 sm:col-span-2" data-link-picker={path}>
      <legend className="px-1 text-sm font-medium">{label}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={id} className="mb-1 block text-sm font-medium">
            {ct("stores.link.kind")}
          </label>
          <select
            id={id}
            name={`lk:${path}`}
            value={kind}
            onChange={(e) => setKind(isLinkKind(e.target.value) ? e.target.value : "advanced")}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            className={inputCls(error)}
          >
            {LINK_KINDS.map((k) => (
              <option key={k} value={k}>
                {ct(`stores.link.kind.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <PickerPart hidden={part("category").hidden} id={part("category").id} label={ct("stores.link.category")}>
          <select
            {...part("category")}
            hidden={undefined}
            defaultValue={initial("category")}
            aria-describedby={errorId}
            className={inputCls(error)}
          >
            <option value="">{ct("stores.link.choose")}</option>
            {categories.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </PickerPart>
        <PickerPart hidden={part("page").hidden} id={part("page").id} label={ct("stores.link.page")}>
          <select
            {...part("page")}
            hidden={undefined}
            defaultValue={initial("page")}
            aria-describedby={errorId}
            className={inputCls(error)}
          >
            <option value="">{ct("stores.link.choose")}</option>
            {pages.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </PickerPart>
        <PickerPart
          hidden={part("product").hidden}
          id={part("product").id}
          label={ct("stores.link.product")}
          hint={ct("stores.link.productHint")}
        >
          <input
            {...part("product")}
            hidden={undefined}
            defaultValue={initial("product")}
            list={`${id}-products`}
            dir="ltr"
            aria-describedby={described("product", true)}
            className={inputCls(error)}
          />
          <datalist id={`${id}-products`}>
            {targets.products.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.name}
              </option>
            ))}
          </datalist>
        </PickerPart>
        <PickerPart
          hidden={part("external").hidden}
          id={part("external").id}
          label={ct("stores.link.external")}
          hint={ct("stores.link.externalHint")}
        >
          <input
            {...part("external")}
            hidden={undefined}
            type="url"
            defaultValue={initial("external")}
            dir="ltr"
            aria-describedby={described("external", true)}
            className={inputCls(error)}
          />
        </PickerPart>
        <PickerPart
          hidden={part("advanced").hidden}
          id={part("advanced").id}
          label={ct("stores.link.advanced")}
          hint={ct("stores.link.advancedHint")}
        >
          <input
            {...part("advanced")}
            hidden={undefined}
            defaultValue={initial("advanced")}
            dir="ltr"
            aria-describedby={described("advanced", true)}
            className={inputCls(error)}
          />
        </PickerPart>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
