// Composes the whole HTTP surface (ARCHITECTURE §1). No socket here: main.ts listens, tests call app.request().
import path from "node:path";
import { getHeapStatistics } from "node:v8";
import { systemClock } from "~server/clock";
import { Hono, type Context } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { createRequestHandler } from "react-router";
import { toPublicStore, type AppDeps, type AppEnv, type WebLoadContext } from "./context";
import { createErrorHandler } from "./http/error-handler";
import { notFound } from "./http/errors";
import { renderNoStorePage } from "./http/no-store-page";
import { requestLog } from "./http/request-log";
import { paymentOriginsOf, securityHeaders, STRIPE_JS_URL } from "./http/security-headers";
import { requestDomain, resolveTenant } from "./http/tenant";
import { pendingMigrations } from "./db/migrate";
import { createAdminRoutes } from "./modules/admin/admin.routes";
import { createCatalogRoutes } from "./modules/catalog/catalog.routes";
import { createMediaRoutes } from "./modules/media/media.routes";
import { createApiApp, type ApiRoutesDeps } from "./http/openapi";
import { createPlatformRoutes } from "./modules/platform/platform.routes";
import { createQuoteRoutes } from "./modules/pricing/quote.routes";
import { createStoreAccessRoutes } from "./modules/store-access/store-access.routes";
import { createEstimateRoutes } from "./modules/estimates/estimates.routes";
import { createGiftCodeAdminRoutes, createGiftCodeRoutes } from "./modules/gift-codes/gift-codes.routes";
import { createOrderRoutes } from "./modules/orders/orders.routes";
import { createOrderAdminRoutes } from "./modules/orders/order-admin.routes";
import { orderShipmentsFromEnv } from "./modules/orders/order-shipments.service";
import { createPaymentGatewayRoutes } from "./modules/payments/payments.routes";
import { createStripeWebhookRoutes } from "./modules/payments/stripe-webhook.routes";
import { createStripeClient } from "./providers/stripe";
import { createStoreCatalog, freezeSharedViews } from "./modules/catalog/catalog.service";
import type { StoreCatalog } from "./modules/catalog/catalog.types";
import { isLocale } from "~core/i18n/locale";
import { isDataRequest, isProtectedPath, LOGIN_PATH } from "./http/private-store";
import { limitRequestBodies } from "./http/body-limits";
import { isImportPath, limitImportBodies } from "./http/import-body";
import { storableTextOnly } from "./http/text-input";
import { cachePolicy } from "./http/cache-policy";
import { compileTrustProxy, resolveClientAddress } from "./http/client-address";
import { isStoreUnlocked, resolveStoreAccess } from "./modules/store-access/require-store-access";
import { toLockedStore } from "./modules/store-access/store-access.service";
import { isTestPayments } from "./providers/providers";
import { loadFundraiserProgress } from "./modules/store-windows/store-window.service";
import { createNotifyMeRoutes } from "./modules/notify-me/notify-me.routes";
import { choiceCookie, displayStorage, requestDisplay } from "./http/request-display";
import { loadRateTable } from "./currency-rates";
import { cacheSizes } from "./memory-caches";
import { CURRENCY_COOKIE, LOCALE_COOKIE } from "~core/i18n/locale";
import {
  CONSOLE_FORM_BODY_BYTES,
  CONSOLE_SIGNED_OUT_BODY_BYTES,
  consoleHost,
  isConsolePath,
} from "./modules/operators/console-http";

const IMMUTABLE = "public, max-age=31536000, immutable";

export function createApp(deps: AppDeps) {
  const { database, env, logger } = deps;
  const rates = deps.rates ?? loadRateTable();
  const development = env.NODE_ENV === "development";
  freezeSharedViews(env.NODE_ENV !== "production");
  const now = deps.now ?? systemClock;
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(requestLog(logger));
  app.use(
    securityHeaders({
      development,
      payment: env.PAYMENT_PROVIDER === "stripe" ? paymentOriginsOf(env.STRIPE_JS_URL) : undefined,
    }),
  );
  // gzip/deflate for HTML, JSON, scripts, styles and SVG (hono skips small bodies and binary images).
  app.use(compress());
  app.onError(createErrorHandler(logger));
  app.use(cachePolicy());
  // The catalogue import's own limit first: its routes take files larger than other calls' bodies.
  app.use(limitImportBodies());
  // The operator console limits its bodies itself, after its session and CSRF checks (console-http.ts).
  const onOperatorHost = (c: Context<AppEnv>) => requestDomain(c) === env.OPERATOR_HOST;
  app.use(
    limitRequestBodies({
      imageBytes: Math.round(env.ADMIN_IMAGE_MAX_MB * 1024 * 1024),
      skip: onOperatorHost,
    }),
  );
  app.use(resolveClientAddress(env.TRUST_PROXY.length > 0 ? compileTrustProxy(env.TRUST_PROXY) : undefined));
  // The catalogue import scans its own bytes as they arrive (NUL and bad UTF-8 included, decision 0072).
  app.use(storableTextOnly({ skip: onOperatorHost, skipBody: (c) => isImportPath(c.req.path) }));

  // heapLimit: the most V8 may use for its heap (`npm start` sets it, decision 0057).
  const memoryMb = () =>
    Object.fromEntries(
      Object.entries({ ...process.memoryUsage(), heapLimit: getHeapStatistics().heap_size_limit }).map(([k, v]) => [
        k,
        Math.round(v / 2 ** 20),
      ]),
    );
  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    try {
      const pending = await pendingMigrations(database.db);
      if (pending.length > 0) return c.json({ status: "migrating", pendingMigrations: pending }, 503);
      // Estimated bytes held by each per-store cache against its budget (memory-caches.ts), and the
      // process's memory in MB (V8 heap and its limit, memory outside it, resident set) to compare them with.
      return c.json({ status: "ready", database: database.dialect, caches: cacheSizes(), memory: memoryMb() });
    } catch (err) {
      logger.warn({ err }, "readiness check failed");
      return c.json({ status: "unavailable", message: "Database is not reachable" }, 503);
    }
  });

  const mediaDir = path.join(env.DATA_DIR, "media");
  const imageMaxBytes = Math.round(env.ADMIN_IMAGE_MAX_MB * 1024 * 1024);
  app.route(
    "/api/admin",
    createAdminRoutes({
      db: database.db,
      adminApiKey: env.ADMIN_API_KEY,
      mediaDir,
      imageMaxBytes,
      now,
    }),
  );

  // Static files: built client assets (hashed names, cached for a year) and demo media.
  if (deps.clientAssetsDir) {
    app.use(
      "/assets/*",
      serveStatic({ root: deps.clientAssetsDir, onFound: (_path, c) => c.header("Cache-Control", IMMUTABLE) }),
    );
  }
  if (deps.demoMediaDir) {
    const root = deps.demoMediaDir;
    app.use(
      "/media/demo/*",
      serveStatic({
        root,
        rewriteRequestPath: (path) => path.replace(/^\/media\/demo/, ""),
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=86400"),
      }),
    );
  }
  // Images operators uploaded (product images and each store's media library, modules/media).
  app.route("/", createMediaRoutes(mediaDir));
  app.get("/media/placeholder-700.svg", (c) => {
    c.header("Content-Type", "image/svg+xml");
    c.header("Cache-Control", IMMUTABLE);
    return c.body(PLACEHOLDER_SVG);
  });

  // The built-in test card gateway (ARCHITECTURE §7): its own script and token endpoint, no store needed.
  app.route("/", createPaymentGatewayRoutes({ db: database.db, now: deps.now }));
  // Stripe's webhook (PAYMENT_PROVIDER=stripe): one route for every store, before the tenant is resolved.
  if (env.PAYMENT_PROVIDER === "stripe" && env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    app.route(
      "/",
      createStripeWebhookRoutes({
        stripe: createStripeClient({
          secretKey: env.STRIPE_SECRET_KEY,
          timeoutMs: env.PROVIDER_TIMEOUT_MS,
          apiUrl: env.STRIPE_API_URL,
        }),
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        orders: {
          db: database.db,
          sessionSecret: deps.sessionSecret,
          providers: deps.providers,
          logger,
          now,
          claimLeaseMs: env.ORDER_CLAIM_LEASE_SECONDS * 1_000,
        },
      }),
    );
  }

  const handleDocument = deps.webBuild
    ? createRequestHandler(deps.webBuild, development ? "development" : "production")
    : undefined;

  // The operator console (docs/decisions/0034): its host is never a store.
  const consoleAnswer = consoleHost({
    db: database.db,
    sessionSecret: deps.sessionSecret,
    now,
    sessionHours: env.OPERATOR_SESSION_HOURS,
    hashCost: deps.operatorHashCost,
    orderWorkflow: { providers: deps.providers, logger },
    orderShipments: orderShipmentsFromEnv(env, { db: database.db, now, logger, payments: deps.providers.payments }),
    media: { dir: mediaDir, imageMaxBytes },
    bodyLimits: {
      signedOutBytes: CONSOLE_SIGNED_OUT_BODY_BYTES,
      formBytes: CONSOLE_FORM_BODY_BYTES,
      importBytes: Math.round(env.ADMIN_IMPORT_MAX_MB * 1024 * 1024),
      imageBytes: imageMaxBytes,
    },
    async render(c, consoleContext) {
      if (!handleDocument) throw notFound("This server has no web app loaded");
      const url = new URL(c.req.url);
      const display = requestDisplay(url, c.req.header("cookie"), rates);
      const context = storelessContext({
        nonce: c.get("secureHeadersNonce") ?? "",
        requestId: c.get("requestId"),
        testMode: isTestPayments(deps.providers.payments),
        now: now(),
        console: consoleContext,
        ...display,
      });
      const response = await displayStorage.run(display, () => handleDocument(c.req.raw, context));
      if (url.searchParams.has("lang"))
        response.headers.append("Set-Cookie", choiceCookie(LOCALE_COOKIE, display.locale));
      return response;
    },
  });
  app.use("*", async (c, next) => (requestDomain(c) === env.OPERATOR_HOST ? consoleAnswer(c, next) : next()));

  app.use("*", resolveTenant(database.db));
  // The one access rule of a private store: every API route, page and data request asks its answer.
  app.use("*", resolveStoreAccess({ db: database.db, sessionSecret: deps.sessionSecret, now }));

  // The platform API of spec §7: one OpenAPI document for every route, at /api/openapi.json.
  const apiDeps: ApiRoutesDeps = {
    db: database.db,
    sessionSecret: deps.sessionSecret,
    adminApiKey: env.ADMIN_API_KEY,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_HOURS * 3600,
    now,
  };
  const api = createApiApp();
  for (const routes of [createPlatformRoutes, createStoreAccessRoutes, createCatalogRoutes, createQuoteRoutes]) {
    api.route("/", routes(apiDeps));
  }
  api.route("/", createNotifyMeRoutes(apiDeps));
  const checkoutDeps = {
    db: database.db,
    sessionSecret: deps.sessionSecret,
    adminApiKey: env.ADMIN_API_KEY,
    providers: deps.providers,
    logger,
    reservationMinutes: env.GIFT_RESERVATION_MINUTES,
    claimLeaseMs: env.ORDER_CLAIM_LEASE_SECONDS * 1_000,
    faultAt: deps.faultAt,
    now,
  };
  for (const routes of [
    createEstimateRoutes,
    createGiftCodeRoutes,
    createGiftCodeAdminRoutes,
    createOrderRoutes,
    createOrderAdminRoutes,
  ]) {
    api.route("/", routes(checkoutDeps));
  }
  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Apparel Storefront platform API",
      version: "1",
      description: "The store front's public contract (spec §7). The store is chosen by the Host header.",
    },
  });
  app.route("/api", api);

  app.all("/api/*", (c) => {
    if (!c.get("store")) throw notFound(`No store at this address (${requestDomain(c)})`);
    throw notFound(`No API route ${c.req.method} ${c.req.path}`);
  });

  app.all("*", async (c) => {
    const store = c.get("store");
    if (!store) return c.html(renderNoStorePage(requestDomain(c)), 404);
    if (!handleDocument) throw notFound("This server has no web app loaded");
    // The console lives on the operator host only: on a store its paths are the store's "not found".
    const consolePath = isConsolePath(c.req.path);
    if (consolePath && (isDataRequest(c.req.path) || c.req.method !== "GET")) {
      throw notFound(`No page ${c.req.path} in this store`);
    }
    const unlocked = isStoreUnlocked(c);
    // A locked private store never renders a shop or account page, however the path is spelt: documents
    // redirect to the password page, data requests get React Router's redirect answer (a 204 naming
    // the page), so a client-side navigation lands there too.
    if (!unlocked && isProtectedPath(c.req.path)) {
      // The page's language goes along: a visitor who asked for Russian is asked for the password in it.
      const lang = c.req.query("lang");
      if (!isDataRequest(c.req.path))
        return c.redirect(lang !== undefined && isLocale(lang) ? `${LOGIN_PATH}?lang=${lang}` : LOGIN_PATH, 302);
      return c.body(null, 204, { "X-Remix-Redirect": LOGIN_PATH, "X-Remix-Status": "302" });
    }
    const url = new URL(c.req.url);
    const display = requestDisplay(url, c.req.header("cookie"), rates);
    const context: WebLoadContext = {
      // Before unlock a page gets only what the password page shows (name, logo, colours, closed message).
      store: toPublicStore(unlocked ? store : toLockedStore(store)),
      nonce: c.get("secureHeadersNonce") ?? "",
      requestId: c.get("requestId"),
      unlocked,
      testMode: isTestPayments(deps.providers.payments),
      stripe:
        env.PAYMENT_PROVIDER === "stripe" && env.STRIPE_PUBLISHABLE_KEY
          ? { publishableKey: env.STRIPE_PUBLISHABLE_KEY, jsUrl: env.STRIPE_JS_URL ?? STRIPE_JS_URL }
          : undefined,
      catalog: unlocked ? createStoreCatalog(database.db, store.id, store.version) : lockedCatalog,
      now: now(),
      fundraiserProgress: async () => (unlocked ? loadFundraiserProgress(database.db, store) : null),
      console: null,
      ...display,
    };
    const request = consolePath ? new Request(new URL("/error-404", url), { headers: c.req.raw.headers }) : c.req.raw;
    const rendered = await displayStorage.run(display, () => handleDocument(request, context));
    const response = consolePath ? new Response(rendered.body, { status: 404, headers: rendered.headers }) : rendered;
    // Said here, the compress middleware finds it said: adding it itself (c.header after the handler)
    // makes Hono re-wrap the finished document as a web stream, read back in chunks to be written.
    response.headers.append("Vary", "Accept-Encoding");
    // A language or currency chosen in the address (?dir=rtl, ?lang=, ?currency=) is remembered.
    if (url.searchParams.has("dir") || url.searchParams.has("lang"))
      response.headers.append("Set-Cookie", choiceCookie(LOCALE_COOKIE, display.locale));
    if (url.searchParams.has("currency"))
      response.headers.append("Set-Cookie", choiceCookie(CURRENCY_COOKIE, display.currency));
    return response;
  });

  return app;
}

/**
 * The load context of a console request: no store. Store pages never run on the operator host (it
 * answers 404 outside /console), so reading a store field there is a bug and throws.
 */
function storelessContext(
  base: Omit<WebLoadContext, "store" | "unlocked" | "catalog" | "fundraiserProgress">,
): WebLoadContext {
  const context = { ...base } as WebLoadContext;
  for (const name of ["store", "unlocked", "catalog", "fundraiserProgress"] as const) {
    Object.defineProperty(context, name, {
      get() {
        throw new Error(`context.${name} was read on the operator console, which has no store`);
      },
    });
  }
  return context;
}

const toLogin = (): never => {
  throw new Response(null, { status: 302, headers: { Location: LOGIN_PATH } });
};

/** What loaders get on a locked private store: every call redirects to the password page. */
const lockedCatalog: StoreCatalog = {
  listProducts: async () => toLogin(),
  listProductCards: async () => toLogin(),
  findProductBySlug: async () => toLogin(),
  findProductById: async () => toLogin(),
  getFilters: async () => toLogin(),
  getCategories: async () => toLogin(),
  // A locked store's views (its home page without products, its shell) are computed for each request.
  remember: (_key, compute) => compute(),
};

const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="700" viewBox="0 0 700 700" role="img" aria-label="No image available"><title>No image available</title><rect width="700" height="700" fill="#eef0f3"/><path d="M262 250h176l-22 42h-132z" fill="#c5cad3"/><rect x="250" y="300" width="200" height="170" rx="12" fill="#c5cad3"/><text x="350" y="540" font-family="system-ui,sans-serif" font-size="28" text-anchor="middle" fill="#5f6672">No image</text></svg>`;
