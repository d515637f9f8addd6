import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { StoreDataSchema } from "~core/entities/store.schema";
import type { AppEnv, TenantStore } from "~server/context";
import { cachePolicy } from "./cache-policy";

const store = (isPrivate: boolean): TenantStore => ({
  id: isPrivate ? "acme" : "demo",
  isPrivate,
  isActive: true,
  passwordHash: null,
  data: StoreDataSchema.parse({ primaryInformation: { storeURL: "", storeName: "S", privateStore: isPrivate } }),
});

/** The Cache-Control and Vary a page or call of a public or private store is answered with. */
async function policyOf(path: string, options: { isPrivate?: boolean; method?: string; setsCookie?: boolean } = {}) {
  const app = new Hono<AppEnv>();
  app.use(cachePolicy());
  app.use(async (c, next) => {
    c.set("store", store(options.isPrivate ?? false));
    await next();
  });
  app.all("*", (c) => {
    if (options.setsCookie) c.header("Set-Cookie", "lang=ar; Path=/");
    return c.text("ok");
  });
  const res = await app.request(`http://shop.test${path}`, { method: options.method ?? "GET" });
  return { cacheControl: res.headers.get("cache-control"), vary: res.headers.get("vary") };
}

describe("cache policy", () => {
  it("lets shared caches keep a public store's catalogue pages and calls, revalidating, per cookie for pages", async () => {
    expect(await policyOf("/shop")).toEqual({ cacheControl: "public, no-cache", vary: "Cookie" });
    expect(await policyOf("/api/promo/store/products-store")).toEqual({ cacheControl: "public, no-cache", vary: null });
  });

  it("keeps everything involving a cookie, a token or personal data private and unstored", async () => {
    const privateCases: [string, Parameters<typeof policyOf>[1]][] = [
      ["/shop", { isPrivate: true }],
      ["/api/promo/store/products-store", { isPrivate: true }],
      ["/?lang=ar", { setsCookie: true }],
      ["/account/orders", {}],
      ["/shop/checkout/success", {}],
      ["/shop/track-order", {}],
      ["/api/promo/ecommerce/orders/LE-100001", {}],
      ["/api/promo/store/validate/secret", {}],
      ["/api/promo/ecommerce/order-tracking", { method: "POST" }],
    ];
    for (const [path, options] of privateCases) {
      expect((await policyOf(path, options)).cacheControl, path).toBe("private, no-store");
    }
  });
});
