import { describe, expect, it } from "vitest";
import { isDataRequest, isProtectedPath } from "./private-store";

describe("private store pages", () => {
  it.each([
    ["/shop", true],
    ["/shop/", true],
    ["/shop/tops", true],
    ["/shop/products/heavyweight-tee", true],
    ["/shop/cart.data", true],
    // The router matches paths case-insensitively and with a trailing slash: so does the lock.
    ["/SHOP/checkout", true],
    ["/Shop/cart", true],
    ["/ACCOUNT/dashboard", true],
    ["/shop/checkout.data", true],
    ["/SHOP/CHECKOUT.DATA", true],
    ["/shop/_.data", true],
    ["//shop//cart", true],
    ["/ACCOUNT/LOGIN", false],
    ["/Shop/Product-Standard", false],
    ["/_root.data", false],
    ["/account", true],
    ["/account/orders", true],
    ["/account/login", false],
    ["/shop/product-standard", false],
    ["/shop/product-columnar", false],
    ["/shop/product-sidebar", false],
    ["/", false],
    ["/about", false],
    ["/shopping-guide", false],
  ])("%s is protected: %s", (path, expected) => {
    expect(isProtectedPath(path)).toBe(expected);
  });

  it("tells React Router's data requests from documents, whatever their case", () => {
    expect(isDataRequest("/shop/checkout.data")).toBe(true);
    expect(isDataRequest("/SHOP/CHECKOUT.DATA")).toBe(true);
    expect(isDataRequest("/shop/checkout")).toBe(false);
  });
});

describe("request log", () => {
  it("never writes the store password of the validate call", async () => {
    const { redactSecrets } = await import("./request-log");
    expect(redactSecrets("/api/promo/store/validate/letmein")).toBe("/api/promo/store/validate/[redacted]");
    expect(redactSecrets("/shop")).toBe("/shop");
  });
});
