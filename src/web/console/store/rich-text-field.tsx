// An html section's text (issue 45): a rich-text editor (Tiptap, decision 0106) once the page is
// hydrated, the HTML textarea under "Advanced (HTML)". Without JavaScript, or before the editor's chunk
// has loaded, the textarea is the field. The editor is a lazy chunk of the console only: no store-front
// bundle carries it. What is saved is cleaned on the server by the store front's own allow-list
// (html-sections.server.ts); a text using elements the editor would not keep (tables, images…) opens
// as HTML only, so editing never drops them.
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { fieldId } from "../store-form";
import { useFieldError, useTyped } from "../store-fields";
import { useConsoleText } from "../ui";

const RichTextEditor = lazy(() => import("./rich-text-editor"));

/** Elements the editor's schema does not keep: such a text is edited as HTML only. */
const NOT_KEPT = /<(table|img|figure|figcaption|caption|div|span|small|iframe|video|thead|tbody|tr|td|th)\b/i;

export function RichTextField({ path, label, value }: { path: string; label: string; value: unknown }) {
  const ct = useConsoleText();
  const typed = useTyped(path);
  const [html, setHtml] = useState(() => typed ?? (typeof value === "string" ? value : ""));
  // Whether the editor can keep this text, decided once: a table typed later under "Advanced" does not
  // take the field away from under the cursor.
  const [keepable] = useState(() => !NOT_KEPT.test(html));
  const [live, setLive] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    // What was typed in the textarea before hydration is what the editor starts from.
    if (area.current && area.current.value !== html) setHtml(area.current.value);
    setLive(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Bumped when the HTML is typed by hand, so the editor takes the new text.
  const [typedAt, setTypedAt] = useState(0);
  const error = useFieldError(path, label);
  const id = fieldId(path);
  const labelId = useId();
  const rich = live && keepable;
  const fromEditor = (next: string) => {
    setHtml(next);
    if (area.current) area.current.value = next;
  };
  const textarea = (
    <textarea
      ref={area}
      id={id}
      name={path}
      rows={6}
      dir="ltr"
      defaultValue={html}
      onChange={(e) => {
        setHtml(e.target.value);
        setTypedAt((n) => n + 1);
      }}
      aria-invalid={error ? true : undefined}
      aria-describedby={[error ? `${id}-error` : "", rich ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined}
      className={`w-full rounded-md border bg-white px-3 py-2 font-mono text-sm ${error ? "border-red-700" : "border-gray-500"}`}
    />
  );
  return (
    <div data-rich-text={path}>
      {rich ? (
        <>
          <p id={labelId} className="mb-1 block text-sm font-medium">
            {label}
          </p>
          <Suspense fallback={<p className="text-sm text-gray-700">{ct("stores.rich.loading")}</p>}>
            <RichTextEditor html={html} version={typedAt} labelledBy={labelId} onChange={fromEditor} />
          </Suspense>
          <details className="mt-2">
            <summary className="cursor-pointer text-sm font-medium">{ct("stores.rich.advanced")}</summary>
            <label htmlFor={id} className="mt-2 mb-1 block text-sm font-medium">
              {ct("stores.rich.htmlLabel", { label })}
            </label>
            {textarea}
            <p id={`${id}-hint`} className="mt-1 text-sm text-gray-700">
              {ct("stores.rich.advancedHint")}
            </p>
          </details>
        </>
      ) : (
        <>
          <label htmlFor={id} className="mb-1 block text-sm font-medium">
            {label}
          </label>
          {textarea}
        </>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
