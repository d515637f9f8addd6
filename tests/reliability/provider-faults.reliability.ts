// Provider faults (QUALITY.md): ShipStation and TaxJar that answer 500 or never answer, and an SMTP
// server that refuses mail. The shopper gets the clear "unavailable" message, nothing is charged or
// stored half-way, the same order goes through once the provider is back (same idempotency key, one
// order), and an order whose e-mail could not be sent is kept and mailed from the outbox on retry.
// Payments go through the built-in test gateway in the server's own database, which has no network
// leg to fail; its refusal (a declined card) is covered here too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~server/db/connect";
import { TEE } from "~server/testing/checkout-testbed";
import {
  eventually,
  exchange,
  fakeJsonApi,
  fakeSmtp,
  openDatabase,
  shopperOf,
  startServer,
  type ServerProcess,
} from "./harness";

// The spec's words for a provider that fails (the shopper's message in English: no lang cookie here).
const SHIPPING_UNAVAILABLE = "Shipping rates are unavailable right now. Please try again.";
const TAX_UNAVAILABLE = "Tax cannot be calculated right now. Please try again.";

const ADDRESS = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "5551234567",
  address1: "1 Main St",
  city: "Springfield",
  state: "IL",
  zip: "62701",
};

describe("provider faults", () => {
  let server: ServerProcess;
  let database: Database;
  let shipStation: Awaited<ReturnType<typeof fakeJsonApi>>;
  let taxJar: Awaited<ReturnType<typeof fakeJsonApi>>;
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  let shopper: ReturnType<typeof shopperOf>;
  let keys = 0;

  const count = async (table: "orders" | "payments") =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const place = (order: unknown, key: string) =>
    exchange(server.port, "POST", "/api/promo/ecommerce/orders", {
      body: { order },
      headers: { "Idempotency-Key": key },
    });
  const message = (answer: { body: unknown }) => (answer.body as { message?: string }).message;

  beforeAll(async () => {
    shipStation = await fakeJsonApi(() =>
      ["ups_ground", "ups_2nd_day_air", "usps_priority_mail"].map((serviceCode, index) => ({
        serviceName: serviceCode,
        serviceCode,
        shipmentCost: 9 + index * 5,
        otherCost: 0.5,
      })),
    );
    taxJar = await fakeJsonApi(() => ({ tax: { amount_to_collect: 1.25, rate: 0.05 } }));
    smtp = await fakeSmtp();
    server = await startServer({
      SHIPSTATION_API_KEY: "fake-key",
      SHIPSTATION_API_SECRET: "fake-secret",
      SHIPSTATION_BASE_URL: shipStation.url,
      TAXJAR_API_KEY: "fake-token",
      TAXJAR_BASE_URL: taxJar.url,
      SMTP_URL: smtp.url,
      PROVIDER_TIMEOUT_MS: "1500",
      MAIL_RETRY_BASE_SECONDS: "2",
    });
    database = await openDatabase(server);
    shopper = shopperOf(server.port, database);
  });

  afterAll(async () => {
    await database?.close();
    await server?.stop();
    await Promise.all([shipStation?.close(), taxJar?.close(), smtp?.close()]);
  });

  it("places an order through the fake providers and mails it", async () => {
    const answer = await place(await shopper.order([TEE]), `ok-${++keys}`);
    expect(answer.status).toBe(200);
    expect(shipStation.calls()).toBeGreaterThan(0);
    expect(taxJar.calls()).toBeGreaterThan(0);
    // Counted by its order number: the demo pop-up store's organiser reminders go through the same SMTP.
    const { orderNumber } = (answer.body as { data: { orderNumber: string } }).data;
    const confirmations = () => smtp.messages.filter((message) => message.includes(orderNumber)).length;
    await eventually(async () => confirmations() === 1, 20_000, "the confirmation e-mail is delivered");
  });

  for (const mode of ["error", "hang"] as const) {
    it(`shipping rates that ${mode === "error" ? "answer 500" : "never answer"}: a clear message, nothing charged, the same order goes through once they are back`, async () => {
      const order = await shopper.order([TEE]);
      const [orders, payments] = [await count("orders"), await count("payments")];
      shipStation.set(mode);
      const estimate = await exchange(server.port, "PUT", "/api/promo/shipping-estimate", {
        body: { lines: order.lines, shippingAddress: ADDRESS },
      });
      expect(estimate.status).toBe(503);
      expect(message(estimate)).toBe(SHIPPING_UNAVAILABLE);
      const key = `shipping-${mode}-${++keys}`;
      const refused = await place(order, key);
      expect(refused.status).toBe(503);
      expect(message(refused)).toBe(SHIPPING_UNAVAILABLE);
      expect([await count("orders"), await count("payments")]).toEqual([orders, payments]);

      shipStation.set("ok");
      const placed = await place(order, key);
      expect(placed.status).toBe(200);
      expect(await place(order, key)).toMatchObject({ status: 200, body: placed.body });
      expect([await count("orders"), await count("payments")]).toEqual([orders + 1, payments + 1]);
    });

    it(`tax that ${mode === "error" ? "answers 500" : "never answers"}: a clear message, nothing charged, the same order goes through once it is back`, async () => {
      const order = await shopper.order([TEE]);
      const [orders, payments] = [await count("orders"), await count("payments")];
      taxJar.set(mode);
      const estimate = await exchange(server.port, "PUT", "/api/promo/tax-estimate", {
        body: { lines: order.lines, shippingAddress: ADDRESS, shippingAmount: order.shippingAmount },
      });
      expect(estimate.status).toBe(503);
      expect(message(estimate)).toBe(TAX_UNAVAILABLE);
      const key = `tax-${mode}-${++keys}`;
      const refused = await place(order, key);
      expect(refused.status).toBe(503);
      expect(message(refused)).toBe(TAX_UNAVAILABLE);
      expect([await count("orders"), await count("payments")]).toEqual([orders, payments]);

      taxJar.set("ok");
      expect((await place(order, key)).status).toBe(200);
      expect([await count("orders"), await count("payments")]).toEqual([orders + 1, payments + 1]);
    });
  }

  it("mail that cannot be delivered: the order is kept, and the e-mail goes out on a retry", async () => {
    const unsent = async () =>
      Number(
        (
          await database.db
            .selectFrom("mail_outbox")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("status", "<>", "sent")
            .executeTakeFirstOrThrow()
        ).n,
      );
    await eventually(async () => (await unsent()) === 0, 20_000, "the earlier orders' e-mails are delivered");
    const delivered = smtp.messages.length;
    smtp.set("error");
    const answer = await place(await shopper.order([TEE]), `mail-${++keys}`);
    expect(answer.status).toBe(200);
    const { orderNumber } = (answer.body as { data: { orderNumber: string } }).data;
    const order = await database.db
      .selectFrom("orders")
      .select("id")
      .where("order_number", "=", orderNumber)
      .executeTakeFirstOrThrow();
    const mailRow = () =>
      database.db.selectFrom("mail_outbox").selectAll().where("order_id", "=", order.id).executeTakeFirstOrThrow();
    await eventually(async () => (await mailRow()).attempts >= 1, 20_000, "a first delivery attempt fails");
    expect(await mailRow()).toMatchObject({ status: "pending" });
    expect((await mailRow()).last_error).toBeTruthy();
    expect(smtp.messages.length).toBe(delivered);

    smtp.set("ok");
    await eventually(async () => (await mailRow()).status === "sent", 30_000, "the e-mail is sent on a retry");
    expect(smtp.messages.length).toBe(delivered + 1);
    expect(smtp.messages.at(-1)).toContain(orderNumber);
  });

  it("a declined card: the gateway's message, nothing stored", async () => {
    const orders = await count("orders");
    const token = await exchange(server.port, "POST", "/payments/test/tokens", {
      body: { number: "4000 0000 0000 0002", expMonth: "12", expYear: "39", cvc: "123" },
    });
    const order = await shopper.order([TEE], { tokenId: (token.body as { tokenId: string }).tokenId });
    const answer = await place(order, `declined-${++keys}`);
    expect(answer.status).toBe(422);
    expect(message(answer)).toBe("Your card was declined.");
    expect(await count("orders")).toBe(orders);
  });
});
