// Fields of the store editor (issue 21): each is named by its document path with the reading prefix
// of store-form.ts, labelled, and shows the schema's message for its path next to it.
// After a refused save each field shows exactly the text that was typed in it (TypedContext, by field
// name), not the document read from it: a number that could not be read stays as typed.
import { createContext, useContext, type ReactNode } from "react";
import { writeNumberInput } from "~core/i18n/number-input";
import type { StoreSaveProblem } from "~server/modules/stores/stores.console";
import { fieldId } from "./store-form";
import type { ConsoleTextKey } from "./i18n/en";
import { describedBy, FieldShell, useConsoleLayout, useConsoleText } from "./ui";

/** The failed save's errors by document path, for the fields below. */
export const StoreErrorsContext = createContext<Record<string, StoreSaveProblem>>({});

/** What was typed in each field of a refused save, by field name ("m:fundraiser.goalAmount"). */
export const TypedContext = createContext<Record<string, string> | undefined>(undefined);

/** The text typed in a field before a refused save, if any. */
export function useTyped(name: string): string | undefined {
  return useContext(TypedContext)?.[name];
}

/**
 * The message for a path, naming the field ("Goal: write the amount like 1,500.50."); with `nested`,
 * also the first one about a part of it ("xValues.2").
 */
export function useFieldError(path: string, label: string, nested = false): string | undefined {
  const errors = useContext(StoreErrorsContext);
  const ct = useConsoleText();
  const code =
    errors[path] ?? (nested ? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1] : undefined);
  return code ? ct("stores.err.named", { field: label, message: ct(storeErrorKey(code)) }) : undefined;
}

/**
 * The console text of each code a store form answers (stores.console.ts, store-form.ts): a new code
 * without its text here fails the type check.
 */
const STORE_ERROR_TEXT = {
  required: "stores.err.required",
  id: "stores.err.id",
  idTaken: "stores.err.idTaken",
  domain: "stores.err.domain",
  domainRequired: "stores.err.domainRequired",
  domainTaken: "stores.err.domainTaken",
  source: "stores.err.source",
  colour: "stores.err.colour",
  timeZone: "stores.err.timeZone",
  windowOrder: "stores.err.windowOrder",
  dateTime: "stores.err.dateTime",
  language: "stores.err.language",
  tooSmall: "stores.err.tooSmall",
  tooBig: "stores.err.tooBig",
  tooLong: "stores.err.tooLong",
  number: "stores.err.number",
  invalid: "stores.err.invalid",
  privateNeedsPassword: "stores.err.privateNeedsPassword",
  categoryId: "stores.err.categoryId",
  categoryTaken: "stores.err.categoryTaken",
  categoryParent: "stores.err.categoryParent",
  formula: "stores.err.formula",
  ascending: "stores.err.ascending",
  email: "stores.err.email",
  sizeTaken: "stores.err.sizeTaken",
  imageAddress: "stores.err.imageAddress",
  imageOtherStore: "stores.err.imageOtherStore",
  numberInvalid: "number.numberInvalid",
  numberAmbiguous: "number.numberAmbiguous",
  numberTooPrecise: "number.numberTooPrecise",
  numberNegative: "number.numberNegative",
  stale: "stores.edit.stale",
} as const satisfies Record<StoreSaveProblem, ConsoleTextKey>;

/** The console text key of a store form's error code. */
export const storeErrorKey = (code: StoreSaveProblem): ConsoleTextKey => STORE_ERROR_TEXT[code];

type NumberKind = "n" | "m" | "i" | "c";
const isNumberKind = (kind: string): kind is NumberKind => ["n", "m", "i", "c"].includes(kind);

/** A stored value as its field shows it: numbers in the console's language (money with two decimals). */
function useShown(value: unknown, kind: string): string {
  const { locale } = useConsoleLayout();
  if (value === undefined || value === null) return "";
  if (typeof value === "number" && isNumberKind(kind))
    return writeNumberInput(value, locale, kind === "m" ? 2 : undefined);
  return String(value);
}

const inputClass = (error: string | undefined) =>
  `w-full rounded-md border bg-white px-3 py-2 ${error ? "border-red-700" : "border-gray-500"}`;

/** A store field's control described by its message and hint (ids from its document path). */
const describedByPath = (path: string, hint?: string, error?: string) => describedBy(fieldId(path), hint, error);

export function TextField({
  path,
  label,
  value,
  kind = "",
  hint,
  type = "text",
  ltr,
  errorPath,
  inputMode,
  nested,
  list,
  autoComplete,
}: {
  path: string;
  label: string;
  value: unknown;
  /** "" text, "o" optional text, "n" number, "m" money, "i" whole number, "nl" a list of numbers. */
  kind?: "" | "o" | "n" | "m" | "i" | "nl";
  hint?: string;
  type?: string;
  ltr?: boolean;
  /** Where the schema reports this field's problem, when not its own path. */
  errorPath?: string;
  inputMode?: "decimal" | "numeric";
  /** Also show the message about an item of this field's list ("xValues.2"). */
  nested?: boolean;
  /** The id of a <datalist> of suggestions. */
  list?: string;
  autoComplete?: string;
}) {
  const error = useFieldError(errorPath ?? path, label, nested);
  const name = kind ? `${kind}:${path}` : path;
  const shown = useShown(value, kind);
  const typed = useTyped(name);
  return (
    <FieldShell id={fieldId(path)} label={label} hint={hint} error={error}>
      <input
        id={fieldId(path)}
        name={name}
        type={type}
        inputMode={inputMode ?? (kind === "i" ? "numeric" : kind === "n" || kind === "m" ? "decimal" : undefined)}
        dir={ltr || isNumberKind(kind) ? "ltr" : type === "text" ? "auto" : undefined}
        defaultValue={typed ?? shown}
        list={list}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByPath(path, hint, error)}
        className={inputClass(error)}
      />
    </FieldShell>
  );
}

export function TextArea({
  path,
  label,
  value,
  kind = "",
  hint,
  rows = 4,
  ltr,
}: {
  path: string;
  label: string;
  value: unknown;
  kind?: "" | "o" | "l" | "p";
  hint?: string;
  rows?: number;
  ltr?: boolean;
}) {
  const error = useFieldError(path, label);
  const name = kind ? `${kind}:${path}` : path;
  const typed = useTyped(name);
  const text = Array.isArray(value) ? value.join("\n") : value === undefined || value === null ? "" : String(value);
  return (
    <FieldShell id={fieldId(path)} label={label} hint={hint} error={error}>
      <textarea
        id={fieldId(path)}
        name={name}
        rows={rows}
        dir={ltr ? "ltr" : "auto"}
        defaultValue={typed ?? text}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByPath(path, hint, error)}
        className={inputClass(error)}
      />
    </FieldShell>
  );
}

export function SelectField({
  path,
  label,
  value,
  options,
  blank,
}: {
  path: string;
  label: string;
  value: unknown;
  options: { value: string; label: string }[];
  /** An empty first choice (the blank row of a list). */
  blank?: boolean;
}) {
  const error = useFieldError(path, label);
  const typed = useTyped(path);
  return (
    <FieldShell id={fieldId(path)} label={label} error={error}>
      <select
        id={fieldId(path)}
        name={path}
        defaultValue={typed ?? (typeof value === "string" ? value : "")}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByPath(path, undefined, error)}
        className={inputClass(error)}
      >
        {blank && <option value="">—</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A yes/no field: a hidden "false" and the box's "true" (the last value wins), so unticking saves. */
export function CheckField({
  path,
  label,
  value,
  hint,
}: {
  path: string;
  label: string;
  value: unknown;
  hint?: string;
}) {
  const error = useFieldError(path, label);
  const typed = useTyped(`b:${path}`);
  const id = fieldId(path);
  return (
    <div>
      <input type="hidden" name={`b:${path}`} value="false" />
      <label htmlFor={id} className="inline-flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          name={`b:${path}`}
          value="true"
          defaultChecked={typed === undefined ? value === true : typed === "true"}
          aria-describedby={describedByPath(path, hint, error)}
          className="h-4 w-4"
        />
        <span className="text-sm font-medium">{label}</span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-gray-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The "remove this row" box of a list row. */
export function RemoveRow({ path, label }: { path: string; label: string }) {
  const typed = useTyped(`x:${path}`);
  return (
    <label className="inline-flex items-center gap-2 text-sm">
      <input type="checkbox" name={`x:${path}`} value="true" defaultChecked={typed === "true"} className="h-4 w-4" />
      {label}
    </label>
  );
}

/** A list's rows, then one blank row to add another (left empty, it is not saved). */
export function RowList<T>({
  legend,
  items,
  render,
  hint,
}: {
  legend: string;
  items: T[];
  render: (item: T | undefined, index: number, isNew: boolean) => ReactNode;
  hint?: string;
}) {
  const ct = useConsoleText();
  return (
    <fieldset className="rounded-md border border-gray-400 p-4">
      <legend className="px-1 font-semibold">{legend}</legend>
      {hint && <p className="mb-2 text-sm text-gray-700">{hint}</p>}
      <ol className="space-y-4">
        {items.map((item, index) => (
          <li key={index} className="grid gap-3 border-b border-gray-200 pb-4 sm:grid-cols-2">
            {render(item, index, false)}
          </li>
        ))}
        {/* Keyed by its place: after a refused save the row typed in becomes a listed row and the new row
          starts empty again (it kept its typed text in the page, and the next save sent it twice). */}
        <li key={`new-${items.length}`} className="grid gap-3 sm:grid-cols-2" aria-label={ct("stores.rows.new")}>
          <p className="text-sm text-gray-700 sm:col-span-2">{ct("stores.rows.newHint")}</p>
          {render(undefined, items.length, true)}
        </li>
      </ol>
    </fieldset>
  );
}

/**
 * One cell of a price table: an input labelled by its row and column (aria-label, since the table's
 * headers are what a sighted operator reads), with its message below it.
 */
export function CellField({
  path,
  label,
  value,
  kind = "",
}: {
  path: string;
  label: string;
  value: unknown;
  kind?: "" | "c" | "n";
}) {
  const error = useFieldError(path, label);
  const name = kind ? `${kind}:${path}` : path;
  const shown = useShown(value, kind);
  const typed = useTyped(name);
  const id = fieldId(path);
  return (
    <>
      <input
        id={id}
        name={name}
        type="text"
        dir="ltr"
        aria-label={label}
        defaultValue={typed ?? shown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`w-28 rounded-md border bg-white px-2 py-1 ${error ? "border-red-700" : "border-gray-500"}`}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
