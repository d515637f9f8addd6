// Private stores (spec §4, ARCHITECTURE §6): the server, not the browser's marker, decides access.
// Shop and account pages of a locked private store redirect to /account/login before anything renders.
import type { TenantStore } from "../context";
import { readAccessToken, verifyAccessToken } from "../modules/store-access/access-token";

export const LOGIN_PATH = "/account/login";

/** Demo layouts with a fixed sample product are not login-protected (spec §2). */
const OPEN_SHOP_PATHS = new Set(["/shop/product-standard", "/shop/product-columnar", "/shop/product-sidebar"]);

export function isProtectedPath(pathname: string): boolean {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  if (path === LOGIN_PATH || OPEN_SHOP_PATHS.has(path)) return false;
  return path === "/shop" || path.startsWith("/shop/") || path === "/account" || path.startsWith("/account/");
}

export function isUnlocked(
  store: TenantStore,
  secret: string,
  headers: { authorization?: string; cookie?: string },
  nowSeconds: number,
): boolean {
  if (!store.isPrivate) return true;
  return verifyAccessToken(secret, store.id, readAccessToken(headers.authorization, headers.cookie), nowSeconds);
}
