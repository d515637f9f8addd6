// Private stores (spec §4, ARCHITECTURE §6): the server, not the browser's marker, decides access.
// Shop and account pages of a locked private store redirect to /account/login before anything renders.
// Paths are compared the way the router matches them: case-insensitively, with or without a trailing
// slash or the `.data` suffix of React Router's data requests (decision 0028).

export const LOGIN_PATH = "/account/login";

/** Demo layouts with a fixed sample product are not login-protected (spec §2). */
const OPEN_SHOP_PATHS = new Set(["/shop/product-standard", "/shop/product-columnar", "/shop/product-sidebar"]);

/** A React Router data request (`/shop/cart.data`, `/_root.data`, `/shop/_.data` for `/shop/`). */
export function isDataRequest(pathname: string): boolean {
  return pathname.toLowerCase().endsWith(".data");
}

export function isProtectedPath(pathname: string): boolean {
  const path =
    pathname
      .toLowerCase()
      .replace(/\/{2,}/g, "/")
      .replace(/\.data$/, "")
      .replace(/\/_$/, "")
      .replace(/\/+$/, "") || "/";
  if (path === LOGIN_PATH || OPEN_SHOP_PATHS.has(path)) return false;
  return path === "/shop" || path.startsWith("/shop/") || path === "/account" || path.startsWith("/account/");
}
