// Before anything that could build a zod schema in the browser (see the module).
import "./lib/zod-jitless";
import { lazy, memo, Suspense, useEffect, useState } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import { PageAnnouncer } from "./components/page-announcer";
import { ToastArea } from "./components/toast-area";
import { AccountActions } from "./features/access/account-actions";
import { LockedStorePanel } from "./features/access/locked-store-panel";
import { ScrollToTop } from "./features/shell/scroll-to-top";
import { SiteFooter } from "./features/shell/site-footer";
import { SiteHeader } from "./features/shell/site-header";
import { setClientDisplay } from "./i18n/display";
import { MESSAGES_SCRIPT_ID, registerLoadedMessages, t } from "./i18n/t";
import { messagesAsset } from "./i18n/catalogs.server";
import { rehydrateClientState, useClientState } from "./lib/client-state";
import { keepMoneyPatterns, pageMoneyPatterns } from "./lib/format";
import { unpackView } from "./lib/packed-view";
import { loadShell, type ShellData } from "./lib/shell.server";
import { ShellContext } from "./lib/use-shell";
import { NavigateBridge } from "./lib/navigate";
import { TestModeNotice } from "./components/test-mode-notice";
import { loadStoreWindow } from "./features/store-window/store-window.server";
import { noteStoreWindow, StoreWindowBoundary, storeWindowExpired } from "./features/store-window/window-boundary";
import { directionOf } from "~core/i18n/locale";
import "./app.css";

// Only inactive stores need it, so it is its own chunk.
const ClosedStoreDialog = lazy(() => import("./components/closed-store-dialog"));
// Only stores with an opening and closing window (a pop-up store) show these, so they are chunks of their own.
const CountdownBanner = lazy(() =>
  import("./features/store-window/countdown-banner").then((module) => ({ default: module.CountdownBanner })),
);
const WindowNotice = lazy(() =>
  import("./features/store-window/window-notice").then((module) => ({ default: module.WindowNotice })),
);
// Loaded the first time a shopper asks for a quick view.
const QuickViewHost = lazy(() =>
  import("./features/product/quick-view-host").then((module) => ({ default: module.QuickViewHost })),
);

export async function loader({ context, request }: Route.LoaderArgs) {
  // The operator console (routes/console/*, only on OPERATOR_HOST) draws its own page: the root gives
  // it the document's language and direction, and nothing of a store.
  if (context.console)
    return { console: { locale: context.locale, dir: directionOf(context.locale) }, nonce: context.nonce };
  return {
    shell: await loadShell(context, request),
    nonce: context.nonce,
    display: { locale: context.locale, currency: context.currency, rates: context.rates },
    moneyPatterns: pageMoneyPatterns(context.locale, context.currency),
    // The page's texts come in a script of their own, cached across pages (no bundle carries them).
    messagesUrl: messagesAsset(context.locale).url,
    testMode: context.testMode,
    // Decided by the server's clock at each document load (pop-up store windows).
    storeWindow: loadStoreWindow(context, request),
  };
}

// The shell changes only when the store's access, language or currency changes, and those reload
// the page (or carry ?dir= / ?lang= / ?currency=). The store window's view changes at its boundary:
// past it, the root loads again (window-boundary.ts).
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (storeWindowExpired()) return true;
  const choice = (url: URL) => ["dir", "lang", "currency"].map((name) => url.searchParams.get(name)).join("|");
  return choice(currentUrl) !== choice(nextUrl) ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const loaded = useRouteLoaderData<typeof loader>("root");
  const consolePage = loaded && "console" in loaded ? loaded.console : undefined;
  const data = loaded && !("console" in loaded) ? loaded : undefined;
  const shell: ShellData | undefined = data && unpackView(data.shell);
  const nonce = loaded?.nonce || undefined;
  // Before anything below renders: the page's language, currency and texts (set by the messages
  // script, which entry.client waits for before hydrating).
  if (data && typeof document !== "undefined") {
    registerLoadedMessages();
    setClientDisplay(data.display);
    keepMoneyPatterns(data.display.locale, data.moneyPatterns);
  }
  return (
    <html lang={shell?.locale ?? consolePage?.locale ?? "en"} dir={shell?.dir ?? consolePage?.dir ?? "ltr"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {data && <script id={MESSAGES_SCRIPT_ID} defer src={data.messagesUrl} nonce={nonce} />}
        <Links />
        {shell && <style nonce={nonce}>{shell.themeCss}</style>}
      </head>
      <body className="flex min-h-screen flex-col bg-white">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return "console" in loaderData ? <ConsoleApp /> : <StoreApp loaderData={loaderData} />;
}

/** The console's pages; like the store's, `data-hydrated` on <html> says the page is interactive. */
function ConsoleApp() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

/**
 * The store's chrome around the page. Memoized on the root's loader data, which keeps its identity
 * until the root revalidates: React Router re-renders every route component on any change of its
 * state (such as the routes lazy discovery patches in after hydration), and without this the whole
 * page (about 900 elements on home) was rendered and committed again in one long task. The page
 * itself still updates through <Outlet />, and hooks below subscribe on their own.
 */
const StoreApp = memo(function StoreApp({
  loaderData,
}: {
  loaderData: Exclude<Route.ComponentProps["loaderData"], { console: unknown }>;
}) {
  const shell = unpackView(loaderData.shell);
  useEffect(rehydrateClientState, []);
  // The texts loaded with the document are one language's; a navigation inside the app that changed
  // the language (a link carrying ?lang=) loads the document again to get the other language's.
  const { locale } = loaderData.display;
  useEffect(() => {
    const loaded = registerLoadedMessages();
    if (loaded !== null && loaded !== locale) window.location.reload();
  }, [locale]);
  const quickViewAsked = useClientState((state) => state.quickView !== null);
  const [quickViewUsed, setQuickViewUsed] = useState(false);
  if (quickViewAsked && !quickViewUsed) setQuickViewUsed(true);
  // Escape right after Quick view (its 350 ms wait, or while its code loads) cancels it; once the
  // dialog is open, the dialog's own Escape closes it and returns focus.
  const closeQuickView = useClientState((state) => state.closeQuickView);
  useEffect(() => {
    if (!quickViewAsked) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !document.querySelector('[role="dialog"]')) closeQuickView();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [quickViewAsked, closeQuickView]);
  const { storeWindow } = loaderData;
  noteStoreWindow(storeWindow);
  const { pathname } = useLocation();
  return (
    <ShellContext value={shell}>
      <StoreWindowBoundary view={storeWindow} />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 focus:text-black"
      >
        {t("shell.skipToContent")}
      </a>
      {loaderData.testMode && <TestModeNotice locale={locale} />}
      {storeWindow.msLeft !== null && (
        <Suspense fallback={null}>
          <CountdownBanner msLeft={storeWindow.msLeft} />
        </Suspense>
      )}
      {((!storeWindow.open && storeWindow.notice !== null) ||
        storeWindow.notifyMe ||
        storeWindow.notifyOutcome !== null) && (
        <Suspense fallback={null}>
          <WindowNotice view={storeWindow} />
        </Suspense>
      )}
      <SiteHeader shell={shell} account={<AccountActions isPrivate={shell.isPrivate} unlocked={shell.unlocked} />} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none">
        {shell.isPrivate && !shell.unlocked && pathname !== "/account/login" && (
          <LockedStorePanel storeName={shell.storeName} logoUrl={shell.logoUrl} contentLang={shell.contentLang} />
        )}
        <Outlet />
      </main>
      <SiteFooter shell={shell} />
      <ScrollToTop />
      <ToastArea dir={shell.dir} />
      <PageAnnouncer />
      <NavigateBridge />
      {quickViewUsed && (
        <Suspense fallback={null}>
          <QuickViewHost pricing={shell.pricing} unlocked={shell.unlocked} />
        </Suspense>
      )}
      {(!shell.isActive || !loaderData.storeWindow.open) && (
        <Suspense fallback={null}>
          <ClosedStoreDialog
            notYetOpen={shell.isActive && loaderData.storeWindow.phase === "before"}
            message={
              shell.isActive && loaderData.storeWindow.phase === "before"
                ? shell.notYetOpenMessage
                : shell.closedMessage
            }
            detail={loaderData.storeWindow.notice}
          />
        </Suspense>
      )}
    </ShellContext>
  );
});

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{notFound ? t("error404.title") : t("error.title")}</h1>
      <p className="mt-4">{notFound ? t("error404.text") : t("error.text")}</p>
      <a href="/" className="mt-6 inline-block underline">
        {t("error404.goHome")}
      </a>
    </main>
  );
}
