// A link of a menu, submenu or footer column chosen, not typed (issue 45): first what it links to (a
// category or page of this store, a product, a web address), then the target from this store's lists.
// The form posts the kind (lk:path) and each kind's field (store-form.ts LINK_FIELD); the action writes
// the one stored value the store front reads (~core/stores/store-links). Without JavaScript every field
// is shown and the kind decides; with it, only the chosen kind's field. A typed value stays possible as
// "Advanced". After a refused save every field shows what was chosen or typed.
// LinkChooser is the same fields without form names, for a row of a picker that writes the link into its
// notation (the submenu's sub-entries, decision 0115).
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { isLinkKind, LINK_KINDS, linkValue, readLink, type LinkKind, type LinkTargets } from "~core/stores/store-links";
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

/** A field's form name and first value (a posted picker), or its value and change (a row of a picker). */
interface FieldControl {
  name?: string;
  defaultValue?: string;
  value?: string;
  onChange?: (event: { target: { value: string } }) => void;
}

/**
 * The kind select and each kind's field. `only`: only the chosen kind's field shows (once hydrated); the
 * others are hidden, still posted and kept when switching back.
 */
function LinkFields({
  id,
  legend,
  kind,
  kindName,
  onKind,
  only,
  target,
  control,
  error,
  marker,
}: {
  id: string;
  legend: ReactNode;
  kind: LinkKind;
  kindName?: string;
  onKind: (kind: LinkKind) => void;
  only: boolean;
  /** Each kind's current target: a page or category the lists no longer name is still offered. */
  target: (kind: LinkKind) => string;
  control: (kind: LinkKind) => FieldControl;
  error?: string;
  marker?: string;
}) {
  const ct = useConsoleText();
  const targets = useContext(LinkTargetsContext);
  const errorId = error ? `${id}-error` : undefined;
  const part = (k: LinkKind) => ({ hidden: only && kind !== k, id: `${id}-${k}` });
  const option = (list: { value: string; label: string }[], current: string) =>
    current && !list.some((o) => o.value === current) ? [...list, { value: current, label: current }] : list;
  const categories = option(
    targets.categories.map((c) => ({ value: c.id, label: `${c.name} (${c.id})` })),
    target("category"),
  );
  const pages = option(
    targets.pages.map((p) => ({ value: p.url, label: `${p.name} (${p.url})` })),
    target("page"),
  );
  const described = (k: LinkKind, hint: boolean) =>
    [errorId, hint ? `${part(k).id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  const field = (k: LinkKind, hint: boolean) => ({
    ...control(k),
    id: part(k).id,
    "aria-describedby": described(k, hint),
    className: inputCls(error),
  });
  return (
    <fieldset className="space-y-3 rounded-md border border-gray-300 p-3 sm:col-span-2" data-link-picker={marker}>
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={id} className="mb-1 block text-sm font-medium">
            {ct("stores.link.kind")}
          </label>
          <select
            id={id}
            name={kindName}
            value={kind}
            onChange={(e) => onKind(isLinkKind(e.target.value) ? e.target.value : "advanced")}
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
        <PickerPart {...part("category")} label={ct("stores.link.category")}>
          <select {...field("category", false)}>
            <option value="">{ct("stores.link.choose")}</option>
            {categories.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </PickerPart>
        <PickerPart {...part("page")} label={ct("stores.link.page")}>
          <select {...field("page", false)}>
            <option value="">{ct("stores.link.choose")}</option>
            {pages.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </PickerPart>
        <PickerPart {...part("product")} label={ct("stores.link.product")} hint={ct("stores.link.productHint")}>
          <input {...field("product", true)} list={`${id}-products`} dir="ltr" />
          <datalist id={`${id}-products`}>
            {targets.products.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.name}
              </option>
            ))}
          </datalist>
        </PickerPart>
        <PickerPart {...part("external")} label={ct("stores.link.external")} hint={ct("stores.link.externalHint")}>
          <input {...field("external", true)} type="url" dir="ltr" />
        </PickerPart>
        <PickerPart {...part("advanced")} label={ct("stores.link.advanced")} hint={ct("stores.link.advancedHint")}>
          <input {...field("advanced", true)} dir="ltr" />
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

export function LinkPicker({ path, label, value }: { path: string; label: string; value: unknown }) {
  const targets = useContext(LinkTargetsContext);
  const stored = readLink(typeof value === "string" ? value : "", targets);
  const typedKind = useTyped(`lk:${path}`);
  const [kind, setKind] = useState<LinkKind>(typedKind && isLinkKind(typedKind) ? typedKind : stored.kind);
  // Set once hydrated: from then on only the chosen kind's field is shown.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const error = useFieldError(path, label);
  const typed = {
    category: useTyped(`${LINK_FIELD.category}:${path}`),
    page: useTyped(`${LINK_FIELD.page}:${path}`),
    product: useTyped(`${LINK_FIELD.product}:${path}`),
    external: useTyped(`${LINK_FIELD.external}:${path}`),
    advanced: useTyped(`${LINK_FIELD.advanced}:${path}`),
  };
  const initial = (k: LinkKind) => typed[k] ?? (stored.kind === k ? stored.target : "");
  return (
    <LinkFields
      id={fieldId(path)}
      legend={label}
      kind={kind}
      kindName={`lk:${path}`}
      onKind={setKind}
      only={live}
      target={initial}
      control={(k) => ({ name: `${LINK_FIELD[k]}:${path}`, defaultValue: initial(k) })}
      error={error}
      marker={path}
    />
  );
}

const NO_TARGET: Record<LinkKind, string> = { category: "", page: "", product: "", external: "", advanced: "" };

/**
 * A link chosen the same way, without form fields of its own: each change gives the stored value to
 * `onChange` (a picker's row writes it into its notation). Only the chosen kind's field shows; each
 * kind's target is kept while another is chosen.
 */
export function LinkChooser({
  id,
  legend,
  value,
  onChange,
}: {
  id: string;
  legend: ReactNode;
  value: string;
  onChange: (value: string) => void;
}) {
  const targets = useContext(LinkTargetsContext);
  const [state, setState] = useState(() => {
    const read = readLink(value, targets);
    return { kind: read.kind, targets: { ...NO_TARGET, [read.kind]: read.target } };
  });
  const update = (next: typeof state) => {
    setState(next);
    onChange(linkValue({ kind: next.kind, target: next.targets[next.kind] }));
  };
  return (
    <LinkFields
      id={id}
      legend={legend}
      kind={state.kind}
      onKind={(kind) => update({ ...state, kind })}
      only
      target={(k) => state.targets[k]}
      control={(k) => ({
        value: state.targets[k],
        onChange: (event) => update({ ...state, targets: { ...state.targets, [k]: event.target.value } }),
      })}
    />
  );
}
