// The console's small UI pieces: its texts (ct), the CSRF field every form carries, labelled fields
// with their messages, and the page title. Store-front components (Button…) are used as they are.
import type { InputHTMLAttributes, ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import type { ConsoleTextKey, ConsoleTexts } from "./i18n/en";

/** What the console layout's loader gives every console page (route id "console"). */
export interface ConsoleLayoutData {
  locale: string;
  dir: "ltr" | "rtl";
  texts: ConsoleTexts;
  csrfToken: string;
  actor: { email: string; role: "owner" | "staff" | "organiser" } | null;
  nav: { to: string; text: ConsoleTextKey }[];
}

export function useConsoleLayout(): ConsoleLayoutData {
  const data = useRouteLoaderData("console") as ConsoleLayoutData | undefined;
  if (!data) throw new Error("useConsoleLayout is for pages under the console layout");
  return data;
}

export function fillText(texts: ConsoleTexts, key: ConsoleTextKey, params?: Record<string, string | number>): string {
  const text = texts[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The console's text lookup: ct("stores.title"), ct("accounts.created", { email }). */
export function useConsoleText() {
  const { texts } = useConsoleLayout();
  return (key: ConsoleTextKey, params?: Record<string, string | number>) => fillText(texts, key, params);
}

/** The hidden CSRF field: put it in every console <Form method="post">. */
export function CsrfField() {
  const { csrfToken } = useConsoleLayout();
  return <input type="hidden" name="_csrf" value={csrfToken} />;
}

/** A console error code ("emailTaken") in the page's language. */
export function useErrorText() {
  const ct = useConsoleText();
  return (code: string | undefined) => (code ? ct(`error.${code}` as ConsoleTextKey) : undefined);
}

export function ConsoleField({
  id,
  label,
  error,
  hint,
  inputProps,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
}) {
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`w-full rounded-md border bg-white px-3 py-2 ${error ? "border-red-700" : "border-gray-500"}`}
        {...inputProps}
      />
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

/** A message after a form was sent: role=status for success, role=alert for a refusal. */
export function FormNotice({ tone, children }: { tone: "success" | "error"; children: ReactNode }) {
  return tone === "success" ? (
    <p role="status" className="my-4 rounded-md border border-green-700 bg-green-50 p-3 text-green-900">
      {children}
    </p>
  ) : (
    <p role="alert" className="my-4 rounded-md border border-red-700 bg-red-50 p-3 text-red-900">
      {children}
    </p>
  );
}

export function ConsolePageTitle({ children }: { children: ReactNode }) {
  return <h1 className="mb-6 text-2xl font-semibold">{children}</h1>;
}

/** The document title of a console page: "Stores · Operator console". */
export function consoleTitle(matches: readonly unknown[], key: ConsoleTextKey): { title: string }[] {
  const layout = matches.find(
    (match): match is { id: string; data: ConsoleLayoutData } =>
      typeof match === "object" && match !== null && (match as { id?: string }).id === "console",
  );
  if (!layout?.data) return [{ title: "Operator console" }];
  return [{ title: `${fillText(layout.data.texts, key)} · ${fillText(layout.data.texts, "console.title")}` }];
}
