// The console's small UI pieces: its texts (ct), the CSRF field every form carries, labelled fields
// with their messages, the page title, and the list pages' filter form and table. Store-front
// components (Button…) are used as they are.
import {
  Children,
  useEffect,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from "react";
import { Form, useLocation, useRouteLoaderData } from "react-router";
import type { Locale } from "~core/i18n/locale";
import type { AccountProblem } from "~server/modules/operators/operators.service";
import { fillTemplate } from "~core/i18n/message";
import { Button } from "../components/button";
import type { ConsoleTextKey, ConsoleTexts } from "./i18n/en";

/** What the console layout's loader gives every console page (route id "console"). */
export interface ConsoleLayoutData {
  locale: Locale;
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

/**
 * A console text in `locale`: a plural text ({ one, few, many, other… }) takes the form
 * Intl.PluralRules chooses for params.count; numbers are written with Intl.NumberFormat.
 */
export function fillText(
  texts: ConsoleTexts,
  key: ConsoleTextKey,
  params?: Record<string, string | number>,
  locale: Locale = "en",
): string {
  return fillTemplate(texts[key] ?? key, locale, params);
}

/** The console's text lookup: ct("stores.title"), ct("accounts.created", { email }), ct("orders.count", { count }). */
export function useConsoleText() {
  const { texts, locale } = useConsoleLayout();
  return (key: ConsoleTextKey, params?: Record<string, string | number>) => fillText(texts, key, params, locale);
}

/** The hidden CSRF field: put it in every console <Form method="post">. */
export function CsrfField() {
  const { csrfToken } = useConsoleLayout();
  return <input type="hidden" name="_csrf" value={csrfToken} />;
}

/**
 * The action of a console upload form (multipart): this page's address with the CSRF token in its query,
 * which the server checks before it reads any of the file (decision 0070). Keep <CsrfField /> too.
 */
export function useUploadAction(): string {
  const { csrfToken } = useConsoleLayout();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  search.set("_csrf", csrfToken);
  return `${location.pathname}?${search.toString()}`;
}

/** The console text of each account form's code: a new code without its text fails the type check. */
const ACCOUNT_ERROR_TEXT = {
  emailInvalid: "error.emailInvalid",
  emailTaken: "error.emailTaken",
  passwordTooShort: "error.passwordTooShort",
  passwordTooLong: "error.passwordTooLong",
  roleInvalid: "error.roleInvalid",
  storesRequired: "error.storesRequired",
  storeUnknown: "error.storeUnknown",
  currentPasswordWrong: "error.currentPasswordWrong",
  cannotDisableSelf: "error.cannotDisableSelf",
  accountUnknown: "error.accountUnknown",
  lastOwner: "error.lastOwner",
} as const satisfies Record<AccountProblem, ConsoleTextKey>;

/** An account form's error code ("emailTaken") in the page's language. */
export function useErrorText() {
  const ct = useConsoleText();
  return (code: AccountProblem | undefined) => (code ? ct(ACCOUNT_ERROR_TEXT[code]) : undefined);
}

/** The ids a field's control is described by: its message first, then its hint (none: undefined). */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
}

/**
 * The console's one labelled field: its label, the control (`children`, with id `id`), its hint
 * (`${id}-hint`) and its message (`${id}-error`) under it. Tie the control to them with describedBy.
 */
export function FieldShell({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
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
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`w-full rounded-md border bg-white px-3 py-2 ${error ? "border-red-700" : "border-gray-500"}`}
        {...inputProps}
      />
    </FieldShell>
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
  // Focusable by script only: the layout moves focus here after a client-side navigation.
  return (
    <h1 tabIndex={-1} className="mb-6 text-2xl font-semibold">
      {children}
    </h1>
  );
}

/** The document title of a console page: "Stores · Operator console". */
export function consoleTitle(matches: readonly unknown[], key: ConsoleTextKey): { title: string }[] {
  const layout = matches.find(
    (match): match is { id: string; data: ConsoleLayoutData } =>
      typeof match === "object" && match !== null && (match as { id?: string }).id === "console",
  );
  if (!layout?.data) return [{ title: "Operator console" }];
  const { texts, locale } = layout.data;
  return [
    { title: `${fillText(texts, key, undefined, locale)} · ${fillText(texts, "console.title", undefined, locale)}` },
  ];
}

// ---- List pages (orders, stores, audit, accounts): the filter form and the table -----------------

const filterInputClass = (error: string | undefined) =>
  `rounded-md border bg-white px-3 py-2 ${error ? "border-red-700" : "border-gray-500"}`;

/**
 * A list page's filters: a GET form (role=search, named by `label`) laying out its fields in a row,
 * with the submit button last. Put FilterInput / FilterSelect fields inside.
 */
export function ConsoleFilters({
  label,
  submit,
  children,
}: {
  label: string;
  /** The submit button's text. */
  submit: string;
  children: ReactNode;
}) {
  return (
    <Form method="get" role="search" aria-label={label} className="mb-4 flex flex-wrap items-start gap-3">
      {children}
      {/* Aligned with the fields' inputs, under their labels. */}
      <Button type="submit" className="mt-6">
        {submit}
      </Button>
    </Form>
  );
}

/** A labelled filter input; `error` (a worded problem) is shown under it and tied to it. */
export function FilterInput({
  id,
  label,
  error,
  className = "",
  ...input
}: { id: string; label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell id={id} label={label} error={error} className="max-w-xs">
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        className={`${filterInputClass(error)} ${className}`.trim()}
        {...input}
      />
    </FieldShell>
  );
}

/** A labelled filter select of `options` (value and text); `error` as for FilterInput. */
export function FilterSelect({
  id,
  label,
  error,
  options,
  ...select
}: {
  id: string;
  label: string;
  error?: string;
  options: readonly { value: string; text: string }[];
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldShell id={id} label={label} error={error} className="max-w-xs">
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        className={filterInputClass(error)}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** The live count line over a list ("12 orders found"). */
export function ConsoleCount({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mb-2 text-sm text-gray-700">
      {children}
    </p>
  );
}

export interface ConsoleColumn {
  /** The column header's text. */
  label: string;
  /** "end" for numbers and amounts. */
  align?: "start" | "end";
  /** Shown to screen readers only (a column of buttons or links whose header would be noise). */
  srOnly?: boolean;
}

/**
 * A table: scrolls sideways on a narrow screen, a caption (for screen readers, or shown with
 * `showCaption`), a header row of `columns` (th scope=col), `children` as its rows (ConsoleRow)
 * and an optional `footer` (rows of a tfoot: totals). With no rows it shows `empty` instead.
 */
/** Whether the element's content is wider than it (it scrolls sideways), followed as its size changes. */
function useScrollsSideways(ref: { current: HTMLElement | null }): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

export function ConsoleTable({
  caption,
  showCaption = false,
  columns,
  empty,
  footer,
  className = "w-full",
  children,
}: {
  caption: string;
  showCaption?: boolean;
  columns: readonly ConsoleColumn[];
  empty?: ReactNode;
  footer?: ReactNode;
  /** The table's width ("w-full" unless told, e.g. "w-full max-w-xl"). */
  className?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(box);
  if (empty !== undefined && Children.count(children) === 0) return <p>{empty}</p>;
  return (
    // While the table is wider than its box (a narrow window), the box is a named region in the Tab
    // order, so the keyboard can scroll it; otherwise it is no extra Tab stop.
    <div
      ref={box}
      className="overflow-x-auto"
      tabIndex={scrolls ? 0 : undefined}
      role={scrolls ? "region" : undefined}
      aria-label={scrolls ? caption : undefined}
    >
      <table className={`${className} border-collapse text-start text-sm`}>
        <caption className={showCaption ? "mb-2 text-start font-semibold" : "sr-only"}>{caption}</caption>
        <thead>
          <tr className="border-b border-gray-400">
            {columns.map((column, index) => (
              <th
                key={`${index}-${column.label}`}
                scope="col"
                className={`p-2 ${column.align === "end" ? "text-end" : "text-start"}`}
              >
                {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {footer && <tfoot className="border-t-2 border-gray-400 font-semibold">{footer}</tfoot>}
      </table>
    </div>
  );
}

/** A row of a ConsoleTable; `top` aligns its cells to the top (rows of uneven height). */
export function ConsoleRow({ top = false, children }: { top?: boolean; children: ReactNode }) {
  return <tr className={`border-b border-gray-200 ${top ? "align-top" : ""}`.trim()}>{children}</tr>;
}

/**
 * A cell of a ConsoleRow: `header` makes it the row's header (th scope=row, medium weight unless
 * `weight` says normal), `end` aligns a number or amount to the end.
 */
export function ConsoleCell({
  header = false,
  end = false,
  weight = "medium",
  className = "",
  children,
  ...rest
}: {
  header?: boolean;
  end?: boolean;
  weight?: "normal" | "medium";
  className?: string;
  children?: ReactNode;
  colSpan?: number;
  dir?: "ltr" | "rtl";
}) {
  const classes = [
    "p-2",
    end ? "text-end tabular-nums" : "text-start",
    header ? (weight === "normal" ? "font-normal" : "font-medium") : "",
    className,
  ]
    .filter(Boolean)
    .join(" ");
  return header ? (
    <th scope="row" className={classes} {...rest}>
      {children}
    </th>
  ) : (
    <td className={classes} {...rest}>
      {children}
    </td>
  );
}
