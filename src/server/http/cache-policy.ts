// Who may keep a copy of an answer (decision 0028). Anything that involves a cookie, a token or
// personal data — a private store's pages and calls, the password answer, receipts, order lookups,
// estimates, gift cards, any answer that sets a cookie — is `private, no-store`. The public catalogue
// of a public store (its pages and catalogue calls) may be kept by shared caches, which revalidate it.
// Answers that chose their own policy (static files, the gateway script) keep it.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "~server/context";

export const PRIVATE_NO_STORE = "private, no-store";
export const PUBLIC_REVALIDATE = "public, no-cache";

/** API calls that read the public catalogue; every other API call is private. */
const PUBLIC_API = [
  "/api/promo/store/products",
  "/api/promo/store/filter-products",
  "/api/promo/stores/domainsource",
  "/api/config/portalconfig",
  "/api/openapi.json",
];

/** Pages that hold a shopper's own data even on a public store. */
const PERSONAL_PAGES = ["/account", "/shop/checkout", "/shop/track-order"];

function isPublicAnswer(path: string, method: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  const lower = path.toLowerCase();
  if (lower.startsWith("/api/")) return PUBLIC_API.some((prefix) => lower.startsWith(prefix));
  return !PERSONAL_PAGES.some(
    (prefix) => lower === prefix || lower.startsWith(`${prefix}/`) || lower.startsWith(`${prefix}.`),
  );
}

export function cachePolicy(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.headers.has("Cache-Control")) return;
    const store = c.get("store");
    const shared =
      store !== null &&
      store !== undefined &&
      !store.isPrivate &&
      !c.res.headers.has("Set-Cookie") &&
      isPublicAnswer(c.req.path, c.req.method);
    c.res.headers.set("Cache-Control", shared ? PUBLIC_REVALIDATE : PRIVATE_NO_STORE);
    // A page is rendered in the language and currency of the shopper's cookies.
    if (shared && !c.req.path.startsWith("/api/")) c.res.headers.append("Vary", "Cookie");
  };
}
