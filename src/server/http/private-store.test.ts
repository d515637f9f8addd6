import { describe, expect, it } from "vitest";
import { StoreDataSchema } from "~core/entities/store.schema";
import type { TenantStore } from "../context";
import { issueAccessToken } from "../modules/store-access/access-token";
import { isProtectedPath, isUnlocked } from "./private-store";

const secret = "k".repeat(64);
const now = 1_800_000_000;
const store = (id: string, isPrivate: boolean): TenantStore => ({
  id,
  isPrivate,
  isActive: true,
  passwordHash: null,
  data: StoreDataSchema.parse({ primaryInformation: { storeURL: "", storeName: id, privateStore: isPrivate } }),
});

describe("private store pages", () => {
  it.each([
    ["/shop", true],
    ["/shop/", true],
    ["/shop/tops", true],
    ["/shop/products/heavyweight-tee", true],
    ["/shop/cart.data", true],
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

  it("lets everyone into a public store", () => {
    expect(isUnlocked(store("demo", false), secret, {}, now)).toBe(true);
  });

  it("opens a private store only with its own valid token, by bearer header or cookie", () => {
    const acme = store("acme", true);
    const token = issueAccessToken(secret, "acme", now);
    expect(isUnlocked(acme, secret, {}, now)).toBe(false);
    expect(isUnlocked(acme, secret, { authorization: `Bearer ${token}` }, now)).toBe(true);
    expect(isUnlocked(acme, secret, { cookie: `store_access=${token}` }, now)).toBe(true);
    expect(isUnlocked(acme, secret, { cookie: `store_access=${issueAccessToken(secret, "other", now)}` }, now)).toBe(
      false,
    );
  });
});

describe("request log", () => {
  it("never writes the store password of the validate call", async () => {
    const { redactSecrets } = await import("./request-log");
    expect(redactSecrets("/api/promo/store/validate/letmein")).toBe("/api/promo/store/validate/[redacted]");
    expect(redactSecrets("/shop")).toBe("/shop");
  });
});
