import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../context";
import { securityHeaders, STRIPE_ORIGINS } from "./security-headers";

describe("securityHeaders", () => {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders({ development: false }));
  app.get("/", (c) => c.text(c.get("secureHeadersNonce") ?? ""));

  it("names the request's own nonce in script-src, a new one for each request", async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await app.request("http://store.localhost/");
      const nonce = await res.text();
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(res.headers.get("content-security-policy")).toContain(`script-src 'self' 'nonce-${nonce}';`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it("sends no policy in development", async () => {
    const dev = new Hono<AppEnv>();
    dev.use(securityHeaders({ development: true }));
    dev.get("/", (c) => c.text("ok"));
    const res = await dev.request("http://store.localhost/");
    expect(res.headers.get("content-security-policy")).toBeNull();
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("allows exactly Stripe's documented origins on the checkout page only, when Stripe takes the cards", async () => {
    const stripe = new Hono<AppEnv>();
    stripe.use(securityHeaders({ development: false, payment: STRIPE_ORIGINS }));
    stripe.get("*", (c) => c.text("ok"));
    const checkout = (await stripe.request("http://store.localhost/shop/checkout")).headers.get(
      "content-security-policy",
    );
    expect(checkout).toMatch(
      /script-src 'self' 'nonce-[^']+' https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com;/,
    );
    expect(checkout).toContain("connect-src 'self' https://api.stripe.com;");
    expect(checkout).toContain("frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com;");
    for (const path of ["/", "/shop", "/shop/checkout/success", "/shop/cart"]) {
      const other = (await stripe.request(`http://store.localhost${path}`)).headers.get("content-security-policy");
      expect(other).not.toContain("stripe");
      expect(other).toContain("connect-src 'self';");
    }
    const plain = (await app.request("http://store.localhost/shop/checkout")).headers.get("content-security-policy");
    expect(plain).not.toContain("stripe");
  });
});
