// The platform API as the lead mounts it, for route tests: tenant middleware, the one error handler,
// and every route factory under /api, called through app.request (no socket).
import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "~server/context";
import type { Database } from "~server/db/connect";
import { createErrorHandler } from "~server/http/error-handler";
import { resolveTenant } from "~server/http/tenant";
import { createCatalogRoutes } from "~server/modules/catalog/catalog.routes";
import { createQuoteRoutes } from "~server/modules/pricing/quote.routes";
import { resolveStoreAccess } from "~server/modules/store-access/require-store-access";
import { createStoreAccessRoutes } from "~server/modules/store-access/store-access.routes";
import { issueAccessToken } from "~server/modules/store-access/access-token";
import { findStoreByDomain } from "~server/modules/stores/stores.service";
import { createPlatformRoutes } from "~server/modules/platform/platform.routes";
import type { ApiRoutesDeps } from "~server/http/openapi";

export const TEST_SECRET = "test-session-secret-0123456789abcdef";
export const TEST_ADMIN_KEY = "test-admin-key-0123456789";

// An unexpected 500 is logged through console.error, which fails the test (tests/setup).
const logger = { error: (obj: object, msg?: string) => console.error(msg, obj) };

export function createTestApi(database: Database, overrides: Partial<ApiRoutesDeps> = {}) {
  const deps: ApiRoutesDeps = {
    db: database.db,
    sessionSecret: TEST_SECRET,
    adminApiKey: TEST_ADMIN_KEY,
    ...overrides,
  };
  const app = new OpenAPIHono<AppEnv>();
  app.onError(createErrorHandler(logger));
  app.use("*", resolveTenant(database.db));
  app.use("*", resolveStoreAccess({ db: database.db, sessionSecret: deps.sessionSecret, now: deps.now }));
  for (const routes of [createPlatformRoutes, createStoreAccessRoutes, createCatalogRoutes, createQuoteRoutes]) {
    app.route("/api", routes(deps));
  }
  return app;
}

/** A GET or POST as a browser on `host` would send it; `client` plays the socket's address. */
export function requestOn(
  app: ReturnType<typeof createTestApi>,
  host: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown; client?: string; url?: string } = {},
) {
  const headers: Record<string, string> = { host, ...init.headers };
  if (init.body !== undefined) headers["content-type"] ??= "application/json";
  const env = init.client ? { incoming: { socket: { remoteAddress: init.client } } } : undefined;
  return app.request(
    `${init.url ?? "http://" + host}${path}`,
    {
      method: init.method ?? "GET",
      headers,
      body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
    },
    env,
  );
}

/** A valid access token of the store at `domain` (signed with TEST_SECRET, of its current password). */
export async function accessTokenFor(database: Database, domain: string, nowMs = Date.now()): Promise<string> {
  const store = await findStoreByDomain(database.db, domain);
  if (!store) throw new Error(`No store at ${domain}`);
  return issueAccessToken(TEST_SECRET, store, Math.floor(nowMs / 1000), 3600);
}
