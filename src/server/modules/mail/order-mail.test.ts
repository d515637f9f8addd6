// The confirmation e-mail says when the order was paid through the built-in test gateway, and keeps
// left-to-right data whole in Arabic.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findStoreByDomain } from "~server/modules/stores/stores.repository";
import type { StoredOrder } from "~server/modules/orders/stored-order";
import { renderOrderConfirmation } from "./order-mail";
import { buildClientOrder, call, createCheckoutTestbed, TEE, type Testbed } from "~server/testing/checkout-testbed";
import { testDialects } from "~server/testing/test-db";
import { cents } from "~core/money";

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

  it("isolates personalization lines, addresses and phone numbers left to right in an Arabic e-mail", async () => {
    const draft = await buildClientOrder(bed, [TEE]);
    const res = await call(
      bed.app,
      "POST",
      "/api/promo/ecommerce/orders",
      { order: draft },
      { "Idempotency-Key": "mail-2" },
    );
    expect(res.status).toBe(200);
    const row = await bed.db.selectFrom("orders").select("data").executeTakeFirstOrThrow();
    const order = JSON.parse(row.data) as StoredOrder;
    const unit = { label: "Name", size: "S", price: cents(500) };
    order.lines[0]!.personalization = [
      { ...unit, groupId: "S-1", name: "Name", value: "ALEX" },
      { ...unit, groupId: "S-1", label: "Number", name: "Number", value: "7" },
    ];
    const store = await findStoreByDomain(bed.db, "demo.localhost");
    const { html } = renderOrderConfirmation(store!.data, order, "ar");
    const ltr = '<span dir="ltr" style="unicode-bidi:isolate">';
    expect(html).toContain(`${ltr}S-1: Name ALEX, Number 7</span>`);
    expect(html).toContain(`${ltr}${order.billingAddress.address1}</span>`);
    expect(html).toContain(`${ltr}${order.billingAddress.phone}</span>`);
  });
});
