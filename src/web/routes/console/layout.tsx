// The console's frame (docs/decisions/0034): its texts in the page's language, the CSRF token, the
// signed-in operator and the navigation they may use. Signed out, only the page itself is shown
// (the sign-in page); signed in, the shell with its navigation.
import { useEffect, useRef } from "react";
import {
  Form,
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/layout";
import { directionOf, LOCALES } from "~core/i18n/locale";
import { can } from "~core/operators/permissions";
import { CONSOLE_CATALOGS } from "../../console/i18n";
import { CONSOLE_NAV } from "../../console/nav";
import { requireConsole } from "../../console/console.server";
import { CsrfField, useConsoleLayout, useConsoleText, type ConsoleLayoutData } from "../../console/ui";

export function loader({ context }: Route.LoaderArgs): ConsoleLayoutData {
  const console = requireConsole(context);
  const actor = console.actor;
  return {
    locale: context.locale,
    dir: directionOf(context.locale),
    texts: CONSOLE_CATALOGS[context.locale],
    csrfToken: console.csrfToken,
    actor: actor && { email: actor.email, role: actor.role },
    nav: actor ? CONSOLE_NAV.filter((entry) => can(actor, entry.action)).map(({ to, text }) => ({ to, text })) : [],
  };
}

const LANGUAGE_NAMES = { en: "English", ru: "Русский", ar: "العربية" } as const;

function LanguageLinks() {
  const ct = useConsoleText();
  const { locale } = useConsoleLayout();
  const { pathname, search } = useLocation();
  // The page's own query (a search, the sign-in page's `next`) is kept; only the language changes.
  const hrefFor = (code: string) => {
    const params = new URLSearchParams(search);
    params.set("lang", code);
    return `${pathname}?${params.toString()}`;
  };
  return (
    <nav aria-label={ct("console.language")}>
      <ul className="flex gap-3 text-sm">
        {LOCALES.map((code) => (
          <li key={code}>
            {/* A document load: the texts come with the layout's data in the chosen language. */}
            <a
              href={hrefFor(code)}
              lang={code}
              hrefLang={code}
              aria-current={code === locale ? "true" : undefined}
              className="underline aria-[current]:font-semibold aria-[current]:no-underline"
            >
              {LANGUAGE_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SkipLink() {
  const ct = useConsoleText();
  return (
    <a
      href="#console-main"
      className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 focus:text-black"
    >
      {ct("console.skip")}
    </a>
  );
}

/**
 * After a client-side navigation to another page (a new path; not a filter or page change of the same
 * list), focus moves to the new page's heading, as a full page load would start a screen reader and a
 * Tab key at the top: without this, focus stayed on the link just used (or was lost with its page).
 */
function useFocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    document.querySelector<HTMLElement>("#console-main h1")?.focus({ preventScroll: false });
  }, [pathname]);
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  useFocusHeadingOnNavigation();
  const ct = useConsoleText();
  const { actor, nav } = loaderData;
  if (!actor) {
    return (
      <>
        <SkipLink />
        <header className="border-b border-gray-300 bg-gray-50">
          <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
            <p className="font-semibold">{ct("console.title")}</p>
            <LanguageLinks />
          </div>
        </header>
        <main id="console-main" tabIndex={-1} className="mx-auto w-full max-w-md flex-1 px-4 py-10 focus:outline-none">
          <Outlet />
        </main>
      </>
    );
  }
  return (
    <>
      <SkipLink />
      <header className="border-b border-gray-300 bg-gray-50">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link to="/console" className="font-semibold">
            {ct("console.title")}
          </Link>
          <div className="flex flex-wrap items-center gap-4 text-sm">
            {/* The address is isolated (FSI…PDI) so an Arabic sentence keeps it whole and in order, and a
                long one breaks anywhere rather than widening a narrow screen. */}
            <p className="[overflow-wrap:anywhere]">
              {ct("console.signedInAs", { email: `\u2068${actor.email}\u2069` })} · {ct(`role.${actor.role}`)}
            </p>
            <LanguageLinks />
            <Link to="/console/password" className="underline">
              {ct("nav.password")}
            </Link>
            <Form method="post" action="/console/sign-out">
              <CsrfField />
              <button type="submit" className="rounded-md border border-gray-500 px-3 py-1 font-medium">
                {ct("nav.signOut")}
              </button>
            </Form>
          </div>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 md:flex-row">
        <nav aria-label={ct("nav.label")} className="md:w-48 md:shrink-0">
          <ul className="flex flex-wrap gap-2 md:flex-col">
            {nav.map((entry) => (
              <li key={entry.to}>
                <NavLink
                  to={entry.to}
                  className="block rounded-md px-3 py-2 hover:bg-gray-100 aria-[current=page]:bg-gray-200 aria-[current=page]:font-semibold"
                >
                  {ct(entry.text)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="console-main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <Outlet />
        </main>
      </div>
    </>
  );
}

/** The heading and text of the console's error page for `status`. */
function errorTexts(texts: ConsoleLayoutData["texts"], status: number): [string, string] {
  if (status === 403) return [texts["error.forbiddenTitle"], texts["error.forbidden"]];
  if (status === 404) return [texts["error.notFoundTitle"], texts["error.notFound"]];
  return [texts["error.genericTitle"], texts["error.generic"]];
}

/**
 * The document's title when the console's error page stands in for a page (each page names its own
 * otherwise): the error's heading, then the console's name (axe's document-title, decision 0104).
 */
export function meta({ data, error }: Route.MetaArgs) {
  const texts = data?.texts ?? CONSOLE_CATALOGS.en;
  if (!error) return [{ title: texts["console.title"] }];
  const [title] = errorTexts(texts, isRouteErrorResponse(error) ? error.status : 500);
  return [{ title: `${title} · ${texts["console.title"]}` }];
}

/** A console page's refusal (403), a missing record (404) or a failure, inside the console. */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData("console") as ConsoleLayoutData | undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const texts = data?.texts ?? CONSOLE_CATALOGS.en;
  const [title, text] = errorTexts(texts, status);
  return (
    <main id="console-main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-4">{text}</p>
      <a href="/console" className="mt-6 inline-block underline">
        {texts["error.back"]}
      </a>
    </main>
  );
}
