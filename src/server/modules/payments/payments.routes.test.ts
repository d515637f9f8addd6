import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "~server/testing/test-db";
import { call, cardToken, createCheckoutTestbed, type Testbed } from "~server/testing/checkout-testbed";
import { containsCardNumber, luhnValid } from "./card-number";
import { cents } from "~core/money";

describe("card numbers", () => {
  it("checks Luhn and finds card-shaped numbers anywhere in a JSON value", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(containsCardNumber({ a: [{ b: "pay with 4242-4242-4242-4242" }] })).toBe(true);
    expect(containsCardNumber({ n: 4000000000000002 })).toBe(true);
    expect(containsCardNumber({ phone: "5551234567", zip: "62701", key: "3f0e3a1c-0000-4000-8000-000000000001" })).toBe(
      false,
    );
    // An order key whose leading digit groups happen to pass Luhn is an identifier, not a card.
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(containsCardNumber({ orderKey: "42424242-4242-4242-a242-4242abcdef01" })).toBe(false);
    expect(containsCardNumber({ orderKey: "b1c2d3e4-4242-4242-4242-424242424242" })).toBe(false);
    expect(containsCardNumber({ note: "4242 4242 4242 4242" })).toBe(true);
    expect(containsCardNumber({ note: "card:4242424242424242." })).toBe(true);
  });
});

describe.each(testDialects({ postgres: "concurrency" }))("test card gateway on %s", (dialect) => {
  let bed: Testbed;
  beforeEach(async () => {
    bed = await createCheckoutTestbed(dialect);
  });
  afterEach(async () => {
    await bed.close();
  });

  it("serves the browser script that exposes TestPay.createToken", async () => {
    const res = await call(bed.app, "GET", "/payments/test/v1.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("javascript");
    const script = await res.text();
    expect(script).toContain("window.TestPay");
    expect(script).toContain("/payments/test/tokens");
  });

  it("tokenises a card keeping only brand and last 4, and refuses a number failing Luhn", async () => {
    const res = await call(bed.app, "POST", "/payments/test/tokens", {
      number: "4242 4242 4242 4242",
      expMonth: "12",
      expYear: "39",
      cvc: "123",
    });
    expect(res.status).toBe(201);
    const token = (await res.json()) as { tokenId: string; brand: string; last4: string };
    expect(token).toMatchObject({ brand: "Visa", last4: "4242" });
    expect(token.tokenId).toMatch(/^tok_[A-Za-z]+$/);
    const row = await bed.db
      .selectFrom("payment_tokens" as never)
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain("4242424242424242");
    const bad = await call(bed.app, "POST", "/payments/test/tokens", {
      number: "4242 4242 4242 4241",
      expMonth: "12",
      expYear: "39",
      cvc: "123",
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe("number: Your card number is invalid.");
    // The script sends the page's language: the refusal is worded in it.
    const russian = await call(bed.app, "POST", "/payments/test/tokens?lang=ru", {
      number: "4242 4242 4242 4241",
      expMonth: "12",
      expYear: "39",
      cvc: "123",
    });
    expect(await russian.json()).toMatchObject({
      code: "payment.numberInvalid",
      message: "number: Неверный номер карты.",
    });
  });

  it("authorises an approving token once, repeats the answer for the same key, and declines the declining card", async () => {
    const gateway = bed.providers.payments;
    const token = await cardToken(bed.app);
    const first = await gateway.authorize(token, cents(1000), "key-1");
    expect(first).toMatchObject({
      status: "approved",
      payment: { last4: "4242", amountCents: 1000, status: "authorized" },
    });
    expect(await gateway.authorize(token, cents(1000), "key-1")).toEqual(first);
    expect(await gateway.authorize(token, cents(1000), "key-2")).toMatchObject({
      status: "declined",
      reason: "invalid_token",
    });
    const declining = await cardToken(bed.app, "4000 0000 0000 0002");
    expect(await gateway.authorize(declining, cents(1000), "key-3")).toMatchObject({
      status: "declined",
      reason: "declined",
      message: "Your card was declined.",
    });
    expect(await gateway.authorize("tok_unknown", cents(1000), "key-4")).toMatchObject({
      status: "declined",
      reason: "invalid_token",
    });
  });

  it("never holds two live payments for one key: a retry with a new token gets the first payment back", async () => {
    const gateway = bed.providers.payments;
    const first = await gateway.authorize(await cardToken(bed.app), cents(1000), "key-1");
    const second = await cardToken(bed.app);
    expect(await gateway.authorize(second, cents(1000), "key-1")).toEqual(first);
    // Two new tokens at once for a fresh key: one payment between them.
    const [a, b] = await Promise.all([
      gateway.authorize(await cardToken(bed.app), cents(1000), "key-2"),
      gateway.authorize(await cardToken(bed.app), cents(1000), "key-2"),
    ]);
    expect(a).toEqual(b);
    const live = await bed.db
      .selectFrom("payment_tokens")
      .select("capture_key")
      .where("status", "in", ["authorized", "captured"])
      .execute();
    expect(live.map((t) => t.capture_key).sort()).toEqual(["key-1", "key-2"]);
    expect(
      (await bed.db.selectFrom("payment_tokens").selectAll().where("id", "=", second).executeTakeFirst())?.status,
    ).toBe("unused");
  });

  it("captures, voids and refunds, and finds the payment of a key", async () => {
    const gateway = bed.providers.payments;
    const held = await gateway.authorize(await cardToken(bed.app), cents(1000), "key-1");
    if (held.status !== "approved") throw new Error("not approved");
    await gateway.capture(held.payment.paymentId);
    await gateway.capture(held.payment.paymentId);
    expect(await gateway.findByIdempotencyKey("key-1")).toMatchObject({ status: "captured", amountCents: 1000 });
    await gateway.refund(held.payment.paymentId);
    expect(await gateway.findByIdempotencyKey("key-1")).toMatchObject({ status: "refunded" });
    // Once given back, the key may pay again (the shopper corrected the order and retried).
    const again = await gateway.authorize(await cardToken(bed.app), cents(1000), "key-1");
    expect(again).toMatchObject({ status: "approved" });
    if (again.status !== "approved") throw new Error("not approved");
    await gateway.void(again.payment.paymentId);
    // No live payment is left for the key: both were given back.
    expect(["voided", "refunded"]).toContain((await gateway.findByIdempotencyKey("key-1"))?.status);
    expect(await gateway.findByIdempotencyKey("key-never")).toBeUndefined();
  });
});
