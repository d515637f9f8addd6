// Fields of the store editor (issue 21): each is named by its document path with the reading prefix
// of store-form.ts, labelled, and shows the schema's message for its path next to it.
import { createContext, useContext, type ReactNode } from "react";
import { fieldId } from "./store-form";
import type { ConsoleTextKey } from "./i18n/en";
import { useConsoleText } from "./ui";

/** The failed save's errors by document path, for the fields below. */
export const StoreErrorsContext = createContext<Record<string, string>>({});

/** The message for a path; with `nested`, also the first one about a part of it ("xValues.2"). */
function useFieldError(path: string, nested = false): string | undefined {
  const errors = useContext(StoreErrorsContext);
  const ct = useConsoleText();
  const code =
    errors[path] ?? (nested ? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1] : undefined);
  return code ? ct(`stores.err.${code}` as ConsoleTextKey) : undefined;
}

const inputClass = (error: string | undefined) =>
  `w-full rounded-md border bg-white px-3 py-2 ${error ? "border-red-700" : "border-gray-500"}`;

function FieldShell({
  path,
  label,
  hint,
  error,
  children,
}: {
  path: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  const id = fieldId(path);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children}
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

function describedBy(path: string, hint?: string, error?: string) {
  const id = fieldId(path);
  return [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
}

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
}: {
  path: string;
  label: string;
  value: unknown;
  /** "" text, "o" optional text, "n" number, "nl" a list of numbers. */
  kind?: "" | "o" | "n" | "nl";
  hint?: string;
  type?: string;
  ltr?: boolean;
  /** Where the schema reports this field's problem, when not its own path. */
  errorPath?: string;
  inputMode?: "decimal" | "numeric";
  /** Also show the message about an item of this field's list ("xValues.2"). */
  nested?: boolean;
}) {
  const error = useFieldError(errorPath ?? path, nested);
  return (
    <FieldShell path={path} label={label} hint={hint} error={error}>
      <input
        id={fieldId(path)}
        name={kind ? `${kind}:${path}` : path}
        type={type}
        inputMode={inputMode ?? (kind === "n" ? "decimal" : undefined)}
        dir={ltr ? "ltr" : type === "text" ? "auto" : undefined}
        defaultValue={value === undefined || value === null ? "" : String(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(path, hint, error)}
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
  const error = useFieldError(path);
  const text = Array.isArray(value) ? value.join("\n") : value === undefined || value === null ? "" : String(value);
  return (
    <FieldShell path={path} label={label} hint={hint} error={error}>
      <textarea
        id={fieldId(path)}
        name={kind ? `${kind}:${path}` : path}
        rows={rows}
        dir={ltr ? "ltr" : "auto"}
        defaultValue={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(path, hint, error)}
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
  const error = useFieldError(path);
  return (
    <FieldShell path={path} label={label} error={error}>
      <select
        id={fieldId(path)}
        name={path}
        defaultValue={typeof value === "string" ? value : ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(path, undefined, error)}
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
  const error = useFieldError(path);
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
          defaultChecked={value === true}
          aria-describedby={describedBy(path, hint, error)}
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
  return (
    <label className="inline-flex items-center gap-2 text-sm">
      <input type="checkbox" name={`x:${path}`} value="true" className="h-4 w-4" />
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
        <li className="grid gap-3 sm:grid-cols-2" aria-label={ct("stores.rows.new")}>
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
  const error = useFieldError(path);
  const id = fieldId(path);
  return (
    <>
      <input
        id={id}
        name={kind ? `${kind}:${path}` : path}
        type="text"
        dir="ltr"
        aria-label={label}
        defaultValue={value === undefined || value === null ? "" : String(value)}
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
