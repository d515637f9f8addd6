// What the product editor's pickers share (decision 0105): the "Advanced" notation field that posts
// the column (the pickers write it; typing in it redraws them), the live region that says what a
// button did, a label with the row it belongs to for screen readers, and whether the page has
// hydrated (before that, and without JavaScript, the pickers are disabled and the notation is the way).
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { useConsoleText } from "../ui";

const noSubscribe = () => () => {};
/** False in the server's HTML and during hydration, true once the pickers' scripts run. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

export const pickerButton =
  "inline-flex min-h-9 min-w-9 items-center justify-center rounded-md border border-gray-500 bg-white px-2 py-1 text-sm hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-60";
export const pickerInput = "rounded-md border bg-white px-2 py-1";

/** Rows with a key that stays with the row as it moves, so focus and typed text move with it. */
export function useKeys() {
  const next = useRef(0);
  return () => ++next.current;
}

/** After a change, moves focus to the element with the id given (a new row's field, the next button). */
export function useFocusAfter(): (id: string) => void {
  const [target, setTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (target) document.getElementById(target.id)?.focus();
  }, [target]);
  return (id: string) => setTarget({ id });
}

/** A short visible label, with the row it belongs to for screen readers: "Name (Colour 2)". */
export function RowLabel({ htmlFor, text, row }: { htmlFor: string; text: string; row: string }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-xs font-medium">
      {text}
      <span className="sr-only"> ({row})</span>
    </label>
  );
}

/**
 * A polite live region that reads the last thing a picker's button did (no role "status": the page's
 * own notice is its status message).
 */
export function Said({ text }: { text: string }) {
  return (
    <p aria-live="polite" data-said="" className="sr-only">
      {text}
    </p>
  );
}

/**
 * A picker: its title and hint, its controls (disabled until hydrated), the column's message, and the
 * "Advanced" notation field, which is what the form posts under `name`.
 */
export function Picker({
  id,
  name,
  title,
  hint,
  error,
  text,
  onText,
  notationHint,
  advancedHint,
  rows,
  children,
}: {
  id: string;
  name: string;
  title: string;
  hint?: string;
  error: string | undefined;
  text: string;
  onText: (text: string) => void;
  /** How the notation is written (the catalogue file's hint for the column). */
  notationHint: string;
  /** What the notation is and that it and the pickers change each other (the catalogue's by default). */
  advancedHint?: string;
  /** A notation of one entry per line: a text area of this many rows. */
  rows?: number;
  children: ReactNode;
}) {
  const ct = useConsoleText();
  const hydrated = useHydrated();
  const errorId = error ? `${id}-error` : undefined;
  const notation = {
    id: `${id}-notation`,
    name,
    dir: "ltr",
    value: text,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [`${id}-notation-hint`, errorId ?? ""].filter(Boolean).join(" "),
    className: `w-full ${pickerInput} py-2 ${error ? "border-red-700" : "border-gray-500"}`,
    onChange: (event: { target: { value: string } }) => onText(event.target.value),
  } as const;
  const describedBy = [hint ? `${id}-hint` : "", errorId ?? ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-2" data-picker={name}>
      <fieldset
        disabled={!hydrated}
        aria-describedby={describedBy}
        className={`grid gap-3 rounded-md border p-3 ${error ? "border-red-700" : "border-gray-300"}`}
      >
        <legend className="px-1 text-sm font-semibold">{title}</legend>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-gray-700">
            {hint}
          </p>
        )}
        {children}
      </fieldset>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <details open={error ? true : undefined} className="text-sm">
        <summary className="cursor-pointer py-1 font-medium underline">
          {ct("pickers.advanced", { field: title })}
        </summary>
        <div className="mt-2">
          <label htmlFor={`${id}-notation`} className="mb-1 block text-sm font-medium">
            {title}
          </label>
          {rows ? <textarea {...notation} rows={rows} /> : <input {...notation} type="text" />}
          <p id={`${id}-notation-hint`} className="mt-1 text-sm text-gray-700">
            {notationHint} {advancedHint ?? ct("pickers.advancedHint")}
          </p>
        </div>
      </details>
    </div>
  );
}
