// The confirmation e-mail says when the order was paid through the built-in test gateway.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildClientOrder, call, createCheckoutTestbed, TEE, type Testbed } from "~server/testing/checkout-testbed";
import { testDialects } from "~server/testing/test-db";

describe.each(testDialects())("order confirmation e-mail on %s", (dialect) => {
  let bed: Testbed;
  beforeEach(async () => {
    bed = await createCheckoutTestbed(dialect);
  });
  afterEach(async () => {
    await bed.close();
  });

  it("tells the shopper that no card was charged while the store takes test payments", async () => {
    const order = await buildClientOrder(bed, [TEE]);
    const res = await call(bed.app, "POST", "/api/promo/ecommerce/orders", { order }, { "Idempotency-Key": "mail-1" });
    expect(res.status).toBe(200);
    const mail = await bed.db.selectFrom("mail_outbox").select("html").executeTakeFirstOrThrow();
    expect(mail.html).toContain("Test mode — no real charges");
  });
});
