import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env";

describe("environment validation", () => {
  it("gives the embedded defaults when nothing is set", () => {
    expect(loadEnv({})).toMatchObject({ PORT: 3000, DATA_DIR: ".data", NODE_ENV: "production", SEED_DEMO: true });
    expect(loadEnv({}).DATABASE_URL).toBeUndefined();
  });

  it("treats empty values as unset", () => {
    expect(loadEnv({ DATABASE_URL: "", ADMIN_API_KEY: " " })).toMatchObject({
      DATABASE_URL: undefined,
      ADMIN_API_KEY: undefined,
    });
  });

  it("stops with a readable list naming every wrong setting", () => {
    let error: unknown;
    try {
      loadEnv({ PORT: "abc", DATABASE_URL: "mysql://db/shop", ADMIN_API_KEY: "short", LOG_LEVEL: "loud" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems;
    expect(problems).toContain("PORT must be a whole number");
    expect(problems).toContain(
      "DATABASE_URL must be a postgres:// URL (leave it unset for the embedded SQLite database)",
    );
    expect(problems).toContain("ADMIN_API_KEY must be at least 16 characters");
    expect(problems.some((p) => p.startsWith("LOG_LEVEL"))).toBe(true);
    expect((error as EnvError).message).toMatch(/^Invalid configuration:\n {2}- /);
  });

  it("reads the pop-up sweep interval, the operator's address and the tests' clock file", () => {
    const env = loadEnv({});
    expect([env.POPUP_SWEEP_SECONDS, env.OPERATOR_EMAIL, env.TEST_CLOCK_FILE]).toEqual([60, undefined, undefined]);
    expect(loadEnv({ POPUP_SWEEP_SECONDS: "1" }).POPUP_SWEEP_SECONDS).toBe(1);
    expect(() => loadEnv({ POPUP_SWEEP_SECONDS: "0" })).toThrow(/POPUP_SWEEP_SECONDS must be at least 1 second/);
    expect(loadEnv({ OPERATOR_EMAIL: "ops@example.com" }).OPERATOR_EMAIL).toBe("ops@example.com");
    expect(() => loadEnv({ OPERATOR_EMAIL: "ops" })).toThrow(/OPERATOR_EMAIL must be an e-mail address/);
  });

  it("rejects a port outside 1–65535", () => {
    expect(() => loadEnv({ PORT: "70000" })).toThrow("PORT must be between 1 and 65535");
  });

  it("requires SESSION_SECRET when PostgreSQL is used, so all processes sign alike", () => {
    expect(() => loadEnv({ DATABASE_URL: "postgres://127.0.0.1/shop" })).toThrow(/SESSION_SECRET is required/);
    expect(loadEnv({ DATABASE_URL: "postgres://127.0.0.1/shop", SESSION_SECRET: "x".repeat(32) }).DATABASE_URL).toBe(
      "postgres://127.0.0.1/shop",
    );
  });

  it("reads TRUST_PROXY as a list of addresses or CIDRs, and names a wrong entry", () => {
    expect(loadEnv({}).TRUST_PROXY).toEqual([]);
    expect(loadEnv({ TRUST_PROXY: "10.0.0.0/8, 192.0.2.1" }).TRUST_PROXY).toEqual(["10.0.0.0/8", "192.0.2.1"]);
    expect(() => loadEnv({ TRUST_PROXY: "10.0.0.0/8,proxy.local" })).toThrow(/TRUST_PROXY must be addresses or CIDRs/);
  });

  it("reads the access token lifetime, the admin import limit and the payment provider", () => {
    expect(loadEnv({})).toMatchObject({
      ACCESS_TOKEN_TTL_HOURS: 720,
      ADMIN_IMPORT_MAX_MB: 50,
      PAYMENT_PROVIDER: "test",
    });
    expect(loadEnv({ ACCESS_TOKEN_TTL_HOURS: "12" }).ACCESS_TOKEN_TTL_HOURS).toBe(12);
    expect(() => loadEnv({ ACCESS_TOKEN_TTL_HOURS: "0" })).toThrow(/ACCESS_TOKEN_TTL_HOURS must be at least 1 hour/);
    expect(() => loadEnv({ PAYMENT_PROVIDER: "paypal" })).toThrow(/PAYMENT_PROVIDER must be test .* or stripe/);
  });

  it("requires Stripe's three keys with PAYMENT_PROVIDER=stripe, well formed and of one mode", () => {
    const keys = {
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_live_abc123",
      STRIPE_PUBLISHABLE_KEY: "pk_live_abc123",
      STRIPE_WEBHOOK_SECRET: "whsec_abc123",
    };
    expect(loadEnv(keys)).toMatchObject(keys);
    expect(() => loadEnv({ PAYMENT_PROVIDER: "stripe" })).toThrow(
      /STRIPE_SECRET_KEY is required[\s\S]*STRIPE_PUBLISHABLE_KEY is required[\s\S]*STRIPE_WEBHOOK_SECRET is required/,
    );
    expect(() => loadEnv({ ...keys, STRIPE_PUBLISHABLE_KEY: "pk_test_abc123" })).toThrow(
      /STRIPE_PUBLISHABLE_KEY must be of the same mode/,
    );
    expect(() => loadEnv({ ...keys, STRIPE_SECRET_KEY: "pk_live_abc123" })).toThrow(
      /STRIPE_SECRET_KEY must be a Stripe secret key/,
    );
    expect(() => loadEnv({ ...keys, STRIPE_WEBHOOK_SECRET: "secret" })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be a Stripe webhook/,
    );
  });
});
