import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findProductById } from "~server/modules/products/products.repository";
import { inventoryFor } from "~core/catalog/badges";
import { listOutbox } from "~server/modules/mail/outbox.repository";
import { findPaymentToken } from "~server/modules/payments/payments.repository";
import { providerUnavailable, SHIPPING_UNAVAILABLE } from "~server/providers/providers";
import { testDialects } from "~server/testing/test-db";
import {
  ADMIN_KEY,
  buildClientOrder,
  call,
  cardToken,
  createCheckoutTestbed,
  TEE,
  type Testbed,
} from "~server/testing/checkout-testbed";
import { cents } from "~core/money";

type Answer = { data: { success: boolean; message: string; orderNumber: string; receiptToken: string } };

describe.each(testDialects({ postgres: "concurrency" }))("orders API on %s", (dialect) => {
  let bed: Testbed;
  beforeEach(async () => {
    bed = await createCheckoutTestbed(dialect, { stores: ["demo", "private", "closed"] });
  });
  afterEach(async () => {
    await bed.close();
  });

  const place = (order: unknown, headers: Record<string, string> = {}, host?: string) =>
    call(bed.app, "POST", "/api/promo/ecommerce/orders", { order, mailHtml: "<p>client html</p>" }, headers, host);
  const count = async (table: "orders" | "payments" | "mail_outbox") =>
    Number(
      (
        await bed.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("places an order: repriced, charged once, stored as Processing, mailed from the stored order, readable by receipt", async () => {
    const order = await buildClientOrder(bed, [
      TEE,
      { ...TEE, size: "M", quantity: 1, personalization: [{ name: "Name", value: "ADA" }] },
    ]);
    const res = await place(order, { "Idempotency-Key": "order-1" });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as Answer;
    expect(data).toMatchObject({ success: true, message: "Your order has been placed." });
    expect(data.orderNumber).toMatch(/^LE-1\d{5}$/);

    const stored = await bed.db.selectFrom("orders").selectAll().executeTakeFirstOrThrow();
    expect(stored.status).toBe("Processing");
    expect(stored.total_cents).toBe(Math.round(order.grandTotal * 100));
    const doc = JSON.parse(stored.data) as { payment: string; shippingCarrier: string; orderFundraiser: number };
    expect(doc.payment).toBe("Credit Card");
    expect(doc.shippingCarrier).toBe(order.shippingCarrier);
    expect(doc.orderFundraiser).toBeGreaterThan(0);

    const payments = await bed.db.selectFrom("payments").selectAll().execute();
    expect(payments).toEqual([
      expect.objectContaining({ amount_cents: stored.total_cents, status: "captured", provider: "test" }),
    ]);

    const [mail] = await listOutbox(bed.db);
    expect(mail).toMatchObject({ to_address: "ada@example.com", status: "pending" });
    expect(mail?.subject).toContain(data.orderNumber);
    expect(mail?.html).toContain("Thank you");
    expect(mail?.html).toContain("Heavyweight Cotton Tee");
    expect(mail?.html).toContain("M-1: Name ADA");
    expect(mail?.html).not.toContain("client html");

    const receipt = await call(
      bed.app,
      "GET",
      `/api/promo/ecommerce/orders/${data.orderNumber}?receipt=${data.receiptToken}`,
    );
    expect(receipt.status).toBe(200);
    const receiptBody = (await receipt.json()) as { data: { order: { orderNumber: string; grandTotal: number } } };
    expect(receiptBody.data.order).toMatchObject({ orderNumber: data.orderNumber, grandTotal: order.grandTotal });
    const forged = await call(
      bed.app,
      "GET",
      `/api/promo/ecommerce/orders/${data.orderNumber}?receipt=${"A".repeat(43)}`,
    );
    expect(forged.status).toBe(404);
    const otherStore = await call(
      bed.app,
      "GET",
      `/api/promo/ecommerce/orders/${data.orderNumber}?receipt=${data.receiptToken}`,
      undefined,
      {},
      "closed.localhost",
    );
    expect(otherStore.status).toBe(404);

    // The store blocks out-of-stock shopping, so the order took its units off the inventory.
    const product = await findProductById(bed.db, "demo", "demo-001");
    expect(inventoryFor(product!.data, { color: "Gold", size: "S" })).toBe(165);
  });

  it("keeps each unit's names together when the same product, colour and size comes in two lines", async () => {
    const order = await buildClientOrder(bed, [
      {
        ...TEE,
        personalization: [
          { name: "Name", value: "ALEX" },
          { name: "Number", value: "7" },
          { name: "Name", value: "SAM" },
          { name: "Number", value: "12" },
        ],
      },
    ]);
    // As two adds of the product page arrive from a cart saved before units were numbered: each
    // line's only unit is S-1. Line totals are left out; the order's totals stay the client's.
    const whole = order.lines[0]!;
    const half = (entries: typeof whole.personalization) => ({
      productId: whole.productId,
      color: whole.color,
      sizes: whole.sizes.map((s) => ({ ...s, quantity: 1 })),
      personalization: entries.map((e) => ({ ...e, groupId: "S-1" })),
    });
    const split = {
      ...order,
      lines: [half(whole.personalization.slice(0, 2)), half(whole.personalization.slice(2))],
    };
    const res = await place(split, { "Idempotency-Key": "two-lines" });
    expect(res.status, await res.clone().text()).toBe(200);

    const stored = await bed.db.selectFrom("orders").select("data").executeTakeFirstOrThrow();
    const doc = JSON.parse(stored.data) as {
      lines: { quantity: number; personalization: { groupId: string; name: string; value: string }[] }[];
    };
    expect(doc.lines).toHaveLength(1);
    expect(doc.lines[0]?.quantity).toBe(2);
    expect(doc.lines[0]?.personalization.map((e) => `${e.groupId} ${e.name} ${e.value}`)).toEqual([
      "S-1 Name ALEX",
      "S-1 Number 7",
      "S-2 Name SAM",
      "S-2 Number 12",
    ]);
    const [mail] = await listOutbox(bed.db);
    expect(mail?.html).toContain("S-1: Name ALEX, Number 7; S-2: Name SAM, Number 12");
  });

  it("accepts two lines of the same product and colour, each with its own totals (no false 'Prices changed')", async () => {
    const order = await buildClientOrder(bed, [TEE, { ...TEE, size: "M", quantity: 1 }]);
    const whole = order.lines[0]!;
    const split = {
      ...order,
      lines: whole.sizes.map((size) => ({
        productId: whole.productId,
        color: whole.color,
        sizes: [size],
        quantity: size.quantity,
        price: size.unitPrice,
        totalPrice: Math.round(size.unitPrice * size.quantity * 100) / 100,
        totalFee: 0,
        personalization: [],
      })),
    };
    expect(split.lines).toHaveLength(2);
    const res = await place(split, { "Idempotency-Key": "same-colour-lines" });
    expect(res.status, await res.clone().text()).toBe(200);
    const wrong = {
      ...split,
      lines: [{ ...split.lines[0]!, totalPrice: split.lines[0]!.totalPrice + 1 }, split.lines[1]!],
    };
    const refused = await place(wrong, { "Idempotency-Key": "same-colour-lines-wrong" });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe("Prices changed. Please review your order.");
    const inRussian = await place(wrong, { "Idempotency-Key": "same-colour-lines-ru", Cookie: "lang=ru" });
    expect(await inRussian.json()).toMatchObject({
      code: "order.pricesChanged",
      message: "Цены изменились. Проверьте заказ.",
    });
  });

  it("refuses personalization the store does not list, or on a product that has it turned off (422, with codes)", async () => {
    const order = await buildClientOrder(bed, [TEE]);
    const withField = (name: string) => ({
      ...order,
      lines: order.lines.map((l) => ({ ...l, personalization: [{ name, value: "ACE", size: "S", groupId: "S-1" }] })),
    });
    for (const name of ["Nickname", "N\u0430me"]) {
      const res = await place(withField(name));
      expect(res.status).toBe(422);
      expect(((await res.json()) as { issues: { code: string }[] }).issues.map((i) => i.code)).toEqual([
        "unknown_personalization_field",
      ]);
    }
    // The line's message is worded in the shopper's language; its code stays the same.
    const arabic = (await (await place(withField("Nickname"), { Cookie: "lang=ar" })).json()) as {
      message: string;
      issues: { code: string; message: string }[];
    };
    expect(arabic.message).toBe("Heavyweight Cotton Tee: «Nickname» ليس حقل تخصيص في هذا المتجر.");
    expect(arabic.issues[0]).toMatchObject({ code: "unknown_personalization_field", message: arabic.message });
    expect(await count("orders")).toBe(0);
    expect(await count("payments")).toBe(0);
  });

  it("writes the confirmation e-mail in the language the shopper browses in (the lang cookie)", async () => {
    const order = await buildClientOrder(bed, [TEE]);
    const res = await place(order, { "Idempotency-Key": "arabic-mail", Cookie: "lang=ar; currency=EUR" });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as Answer;
    expect(data).toMatchObject({ success: true, message: "تم تقديم طلبك." });
    const [mail] = await listOutbox(bed.db);
    expect(mail?.subject).toBe(`طلبك ${data.orderNumber} من Lakeside Eagles Team Store`);
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.html).toContain("شكرًا لك");
    expect(mail?.html).not.toContain("Thank you");
    // What was charged stays in US dollars, in Arabic notation.
    expect(mail?.html).toMatch(/US\$/);
  });

  it("answers the same key 10 times in a row and 20 times at once with one order, one capture, one e-mail", async () => {
    const order = await buildClientOrder(bed, [TEE]);
    const first = (await (await place(order, { "Idempotency-Key": "same-key" })).json()) as Answer;
    for (let i = 0; i < 9; i++) {
      const again = await place(order, { "Idempotency-Key": "same-key" });
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual(first);
    }
    const second = await buildClientOrder(bed, [TEE]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => place(second, { "Idempotency-Key": "burst-key" })),
    );
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(await count("orders")).toBe(2);
    expect(await count("payments")).toBe(2);
    expect(await count("mail_outbox")).toBe(2);
  });

  it("replays the first answer when a retry of the same order carries a new card token", async () => {
    const order = await buildClientOrder(bed, [TEE]);
    const first = await place(order, { "Idempotency-Key": "retry-key" });
    expect(first.status).toBe(200);
    const retry = { ...order, orderTransaction: { ...order.orderTransaction, tokenId: await cardToken(bed.app) } };
    const again = await place(retry, { "Idempotency-Key": "retry-key" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(await count("orders")).toBe(1);
    expect(await count("payments")).toBe(1);
  });

  it("uses the order key as idempotency key and refuses it for a different order (422)", async () => {
    const order = await buildClientOrder(bed, [TEE], { tokenId: undefined });
    const keyed = { ...order, orderKey: "3f0e3a1c-0000-4000-8000-000000000001" };
    expect((await place(keyed)).status).toBe(200);
    const other = await buildClientOrder(bed, [{ ...TEE, quantity: 3 }]);
    const res = await place({ ...other, orderKey: keyed.orderKey });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      success: false,
      message: "This idempotency key was already used for a different order.",
    });
  });

  it("refuses a changed client price with 409 and the current prices, and charges nothing", async () => {
    const order = await buildClientOrder(bed, [TEE]);
    const tampered = {
      ...order,
      lines: order.lines.map((l) => ({
        ...l,
        price: 1,
        totalPrice: 2,
        sizes: l.sizes.map((s) => ({ ...s, unitPrice: 1 })),
      })),
    };
    const res = await place(tampered, { "Idempotency-Key": "tamper" });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { message: string; data: { lines: { price: number }[] } };
    expect(body.message).toBe("Prices changed. Please review your order.");
    expect(body.data.lines[0]?.price).toBe(order.lines[0]?.price);
    expect(await count("orders")).toBe(0);
    const token = await findPaymentToken(bed.db, order.orderTransaction.tokenId!);
    expect(token?.status).toBe("unused");
    // The key was given back: the corrected order goes through with it.
    expect((await place(order, { "Idempotency-Key": "tamper" })).status).toBe(200);
  });

  it("refuses a changed shipping amount, tax or total with 409", async () => {
    const order = await buildClientOrder(bed, [TEE]);
    for (const [change, message] of [
      [{ shippingAmount: order.shippingAmount + 1 }, "Shipping changed. Please review your order."],
      [{ shippingService: "Teleport" }, "The shipping method you chose is no longer available. Please choose another."],
      [{ totalTax: 0 }, "Tax changed. Please review your order."],
      [
        { grandTotal: 1, orderTransaction: { ...order.orderTransaction, paymentAmount: 1 } },
        "Your order total changed. Please review your order.",
      ],
    ] as const) {
      const res = await place({ ...order, ...change });
      expect(res.status).toBe(409);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    }
    expect(await count("payments")).toBe(0);
  });

  it("refuses a body holding a card number anywhere (400)", async () => {
    const order = await buildClientOrder(bed, [TEE]);
    for (const sneaky of [
      { ...order, note: "card 4242 4242 4242 4242" },
      { ...order, extra: { pan: 4000000000000002 } },
    ]) {
      const res = await place(sneaky);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        success: false,
        code: "payment.cardNumberRefused",
        message: "Card numbers must not be sent to the store.",
      });
    }
  });

  it("refuses a declined card (422), stores nothing and keeps the gift hold for a retry", async () => {
    const apply = await call(bed.app, "POST", "/api/promo/ecommerce/gift-code/apply", {
      code: "GIFT-25",
      orderAmount: 25,
    });
    const { orderKey } = ((await apply.json()) as { data: { orderKey: string } }).data;
    // The checkout's gift session (decision 0098): only it sees the hold.
    const session = apply.headers.get("set-cookie")?.split(";")[0] ?? "";
    const declined = await buildClientOrder(bed, [TEE], {
      orderKey,
      giftReserved: cents(2500),
      giftBalance: cents(2500),
      tokenId: await cardToken(bed.app, "4000 0000 0000 0002"),
    });
    const res = await place(declined);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ success: false, code: "payment.declined", message: "Your card was declined." });
    const again = {
      ...declined,
      orderTransaction: { ...declined.orderTransaction, tokenId: await cardToken(bed.app, "4000 0000 0000 0002") },
    };
    const inRussian = await place(again, { "Idempotency-Key": "declined-ru", Cookie: "lang=ru" });
    expect(await inRussian.json()).toMatchObject({ code: "payment.declined", message: "Ваша карта отклонена." });
    expect(await count("orders")).toBe(0);
    const hold = await call(bed.app, "GET", `/api/promo/ecommerce/gift-code/${orderKey}`, undefined, {
      Cookie: session,
    });
    expect(((await hold.json()) as { data: { blockedParts: unknown[] } }).data.blockedParts).toHaveLength(1);

    const retry = await buildClientOrder(bed, [TEE], { orderKey, giftReserved: cents(2500), giftBalance: cents(2500) });
    expect((await place(retry)).status).toBe(200);
    const code = await bed.db
      .selectFrom("gift_codes")
      .select("balance_cents")
      .where("code", "=", "GIFT-25")
      .executeTakeFirstOrThrow();
    expect(code.balance_cents).toBe(0);
    const payment = await bed.db.selectFrom("payments").select("amount_cents").executeTakeFirstOrThrow();
    expect(payment.amount_cents).toBe(Math.round(retry.grandTotal * 100));
  });

  it("places an order paid in full by gift card without a token", async () => {
    const apply = await call(bed.app, "POST", "/api/promo/ecommerce/gift-code/apply", {
      code: "GIFT-500",
      orderAmount: 500,
    });
    const { orderKey } = ((await apply.json()) as { data: { orderKey: string } }).data;
    const order = await buildClientOrder(bed, [TEE], {
      orderKey,
      giftReserved: cents(50000),
      giftBalance: cents(50000),
      tokenId: null,
    });
    expect(order.grandTotal).toBe(0);
    expect((await place(order)).status).toBe(200);
    expect(await count("payments")).toBe(0);
    const code = await bed.db
      .selectFrom("gift_codes")
      .select("balance_cents")
      .where("code", "=", "GIFT-500")
      .executeTakeFirstOrThrow();
    expect(code.balance_cents).toBe(50000 - Math.round(order.giftCodeBalance * 100));
  });

  it("places a pick-up order without a shipping address", async () => {
    const order = await buildClientOrder(bed, [TEE], { delivery: "pickup" });
    expect(order.shippingCarrier).toMatch(/Pick Up/);
    const { shippingAddress: _omitted, ...pickup } = order;
    expect((await place(pickup)).status).toBe(200);
  });

  it("refuses a closed store (409), a locked private store (401), bad quantities and sold-out sizes (422, with codes)", async () => {
    const order = await buildClientOrder(bed, [TEE]);
    const closed = await place(order, {}, "closed.localhost");
    expect(closed.status).toBe(409);
    // The store's own closed message (decision 0093).
    expect(((await closed.json()) as { message: string }).message).toBe(
      "Store is closed: Our spring team order window has closed. Thank you for supporting the Wildcats!",
    );
    expect((await place(order, {}, "private.localhost")).status).toBe(401);

    const tooMany = {
      ...order,
      lines: order.lines.map((l) => ({ ...l, sizes: l.sizes.map((s) => ({ ...s, quantity: 501 })) })),
    };
    const bounds = await place(tooMany);
    expect(bounds.status).toBe(422);
    const boundsBody = (await bounds.json()) as { issues: { code: string; message: string }[] };
    expect(boundsBody.issues).toContainEqual({
      path: "lines[0]",
      code: "quantity_out_of_bounds",
      message: "*Please, select quantity between 1 and 500!",
    });

    const soldOut = {
      ...order,
      lines: order.lines.map((l) => ({ ...l, sizes: l.sizes.map((s) => ({ ...s, size: "L" })) })),
    };
    const stock = await place(soldOut);
    expect(stock.status).toBe(422);
    expect(await stock.json()).toMatchObject({
      message: "Heavyweight Cotton Tee in Gold L is sold out.",
      issues: [{ path: "lines[0]", code: "sold_out", message: "Heavyweight Cotton Tee in Gold L is sold out." }],
    });
    expect(await count("payments")).toBe(0);
  });

  it("answers 503 with a clear message when shipping rates fail, and charges nothing", async () => {
    const order = await buildClientOrder(bed, [TEE]);
    bed.providers.shipping = {
      name: "broken",
      carrierRates: async () => {
        throw providerUnavailable(SHIPPING_UNAVAILABLE);
      },
    };
    const res = await place(order);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      success: false,
      code: "provider.shippingUnavailable",
      message: "Shipping rates are unavailable right now. Please try again.",
    });
    expect(await count("payments")).toBe(0);
  });

  it("tracks an order by its number and e-mail address, and limits failed lookups", async () => {
    const order = await buildClientOrder(bed, [TEE]);
    const placed = (await (await place(order)).json()) as Answer;
    const track = (body: unknown) => call(bed.app, "POST", "/api/promo/ecommerce/order-tracking", body);
    const found = await track({ orderNumber: placed.data.orderNumber.toLowerCase(), email: "ADA@example.com" });
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({
      data: { orderNumber: placed.data.orderNumber, status: "Processing", total: order.grandTotal, items: 2 },
    });
    const wrong = await track({ orderNumber: placed.data.orderNumber, email: "someone@example.com" });
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toEqual({
      success: false,
      code: "order.trackNotFound",
      message: "We could not find an order with this number and e-mail address.",
    });
    expect((await track({ orderNumber: "LE-1", email: "not-an-email" })).status).toBe(400);
    for (let i = 0; i < 19; i++) await track({ orderNumber: `LE-${i}`, email: "x@example.com" });
    const limited = await track({ orderNumber: placed.data.orderNumber, email: "ada@example.com" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("lists orders and transactions for the admin key only", async () => {
    const order = await buildClientOrder(bed, [TEE]);
    const placed = (await (await place(order)).json()) as Answer;
    const auth = { Authorization: `Bearer ${ADMIN_KEY}` };
    expect((await call(bed.app, "GET", "/api/orders")).status).toBe(401);
    const list = await call(bed.app, "GET", "/api/orders?storeId=demo&page=1&limit=10", undefined, auth);
    const listed = (await list.json()) as {
      data: { items: { id: string; orderNumber: string }[]; totalCount: number };
    };
    expect(listed.data.totalCount).toBe(1);
    expect(listed.data.items[0]?.orderNumber).toBe(placed.data.orderNumber);
    const one = await call(bed.app, "GET", `/api/orders/${listed.data.items[0]?.id}`, undefined, auth);
    expect(one.status).toBe(200);
    expect((await call(bed.app, "GET", "/api/orders/nope", undefined, auth)).status).toBe(404);
    const future = await call(bed.app, "GET", "/api/orders?from=2999-01-01", undefined, auth);
    expect(((await future.json()) as { data: { totalCount: number } }).data.totalCount).toBe(0);
    const tx = await call(bed.app, "GET", "/api/transactions?storeId=demo", undefined, auth);
    const txBody = (await tx.json()) as { data: { items: { amount: number; orderNumber: string }[] } };
    expect(txBody.data.items).toEqual([
      expect.objectContaining({ amount: order.grandTotal, orderNumber: placed.data.orderNumber }),
    ]);
    expect((await call(bed.app, "GET", "/api/orders?limit=0", undefined, auth)).status).toBe(400);
  });

  it("answers malformed order bodies with a 4xx naming the problem, never a 5xx", async () => {
    const order = await buildClientOrder(bed, [TEE]);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record({ order: fc.anything() }),
          fc.record({
            order: fc.record(
              { ...Object.fromEntries(Object.keys(order).map((k) => [k, fc.anything()])) },
              { requiredKeys: [] },
            ),
          }),
          fc.constantFrom("not json", "{", "[]", "null"),
        ),
        async (body) => {
          const res = await call(bed.app, "POST", "/api/promo/ecommerce/orders", body as unknown);
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          const json = (await res.json()) as { message: string };
          expect(json.message.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 60 },
    );
    expect(await count("orders")).toBe(0);
  });
});
