// Requests to the test app as a browser on a store's host would send them, and the access token a
// private store's shopper holds after the password.
import type { Database } from "~server/db/connect";
import { issueAccessToken } from "~server/modules/store-access/access-token";
import { findStoreByDomain } from "~server/modules/stores/stores.service";
import { createTestApp, TEST_SESSION_SECRET, type TestAppOptions } from "./test-app";

export { TEST_ADMIN_KEY } from "./test-app";

/** The whole app (createApp) of a test; see createTestApp for the options. */
export function createTestApi(database: Database, options: TestAppOptions = {}) {
  return createTestApp(database, options).app;
}

/** A request as a browser on `host` would send it; `client` plays the socket's address. */
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

/** A valid access token of the store at `domain` (signed with the test secret, of its current password). */
export async function accessTokenFor(database: Database, domain: string, nowMs = Date.now()): Promise<string> {
  const store = await findStoreByDomain(database.db, domain);
  if (!store) throw new Error(`No store at ${domain}`);
  return issueAccessToken(TEST_SESSION_SECRET, store, Math.floor(nowMs / 1000), 3600);
}
