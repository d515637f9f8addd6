// The real app behind a store-front test in happy-dom: the page's API calls go to createApp's Hono
// app as the browser on the store's host would send them.
import { vi } from "vitest";

/** Sends the page's API calls to a real app (createApp's Hono app) as the browser on `host` would. */
export function serveApiFrom(
  app: { request: (url: string, init: RequestInit) => Response | Promise<Response> },
  host: string,
) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
      const url = new URL(String(input), `http://${host}`);
      const headers = new Headers(init.headers);
      headers.set("host", host);
      return app.request(url.toString(), { method: init.method, headers, body: init.body });
    }),
  );
}
