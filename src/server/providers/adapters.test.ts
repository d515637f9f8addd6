import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { buildStoreData } from "~server/testing/fixtures/store-fixtures";
import { AppError } from "~server/http/errors";
import { createRateTableShipping, createRateTableTax } from "./rate-table";
import { createShipStationShipping } from "./shipstation";
import { createTaxJarTax } from "./taxjar";
import { cents } from "~core/money";

const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

const store = buildStoreData("Adapters", {
  taxManagement: { tax: 7, stateTaxes: [{ state: "IL", tax: 6.25 }] },
  shippingMethods: {
    shippingCompanies: {
      shipStation: {
        serviceTypes: [
          { carrierCode: "ups", serviceCode: "ups_ground", name: "UPS Ground", flatRate: 8.95, perLbRate: 0.65 },
          {
            carrierCode: "usps",
            serviceCode: "usps_priority_mail",
            name: "USPS Priority Mail",
            flatRate: 9.5,
            perLbRate: 0.85,
          },
        ],
      },
    },
    shippingAddresses: [
      { name: "Office", type: "pickUp", address1: "1 Lake Dr", city: "Lakeside", state: "IL", zip: "60044" },
    ],
  },
});
const shipTo = { address1: "1 Main St", city: "Springfield", state: "IL", zip: "62701", country: "US" };

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let server: Server | undefined;

/** A fake provider on loopback (port 0) answering with the handler. */
async function fakeProvider(handler: Handler): Promise<string> {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => handler(req, body, res));
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
}

async function stopServer() {
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
}

afterEach(stopServer);

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
};

const SHIPPING_UNAVAILABLE = "Shipping rates are unavailable right now. Please try again.";
const TAX_UNAVAILABLE = "Tax cannot be calculated right now. Please try again.";

async function expectUnavailable(promise: Promise<unknown>, message: string) {
  const err = await promise.catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  expect(err).toMatchObject({ code: "unavailable", message });
}

describe("rate tables", () => {
  it("prices each service type as flat rate plus rate per pound", async () => {
    const options = await createRateTableShipping().carrierRates({ store, shipTo, weightLb: 2.5 });
    expect(options).toEqual([
      {
        shippingCompany: "ups",
        shippingMethod: "UPS Ground",
        shippingAmount: 10.58,
        shippingDescription: "ups_ground",
        success: true,
      },
      {
        shippingCompany: "usps",
        shippingMethod: "USPS Priority Mail",
        shippingAmount: 11.63,
        shippingDescription: "usps_priority_mail",
        success: true,
      },
    ]);
  });

  it("taxes merchandise and personalization at the state's override, not shipping", async () => {
    const quote = await createRateTableTax().estimate({
      store,
      shipTo,
      subtotal: cents(10000),
      personalization: cents(1000),
      shipping: cents(2000),
      lines: [],
    });
    expect(quote.tax).toBe(688);
    const elsewhere = await createRateTableTax().estimate({
      store,
      shipTo: { ...shipTo, state: "CA" },
      subtotal: cents(10000),
      personalization: cents(0),
      shipping: cents(0),
      lines: [],
    });
    expect(elsewhere.tax).toBe(700);
  });
});

describe("ShipStation adapter", () => {
  it("asks getrates per carrier with Basic auth and offers the store's services at shipment + other cost", async () => {
    const seen: { auth?: string; body: Record<string, unknown> }[] = [];
    const base = await fakeProvider((req, body, res) => {
      expect(req.method).toBe("POST");
      expect(req.url).toBe("/shipments/getrates");
      seen.push({ auth: req.headers.authorization, body: JSON.parse(body) as Record<string, unknown> });
      const carrier = (JSON.parse(body) as { carrierCode: string }).carrierCode;
      json(
        res,
        200,
        carrier === "ups"
          ? [
              { serviceName: "UPS® Ground", serviceCode: "ups_ground", shipmentCost: 12.34, otherCost: 0.66 },
              { serviceName: "UPS Next Day", serviceCode: "ups_next_day_air", shipmentCost: 50, otherCost: 0 },
            ]
          : [],
      );
    });
    const provider = createShipStationShipping({
      apiKey: "key",
      apiSecret: "secret",
      baseUrl: base,
      timeoutMs: 2000,
      logger,
    });
    const options = await provider.carrierRates({ store, shipTo, weightLb: 3 });
    expect(options).toEqual([
      {
        shippingCompany: "ups",
        shippingMethod: "UPS Ground",
        shippingAmount: 13,
        shippingDescription: "ups_ground",
        success: true,
      },
      {
        shippingCompany: "usps",
        shippingMethod: "USPS Priority Mail",
        shippingAmount: 0,
        shippingDescription: "usps_priority_mail",
        success: false,
      },
    ]);
    expect(seen.map((s) => s.auth)).toEqual([
      `Basic ${Buffer.from("key:secret").toString("base64")}`,
      `Basic ${Buffer.from("key:secret").toString("base64")}`,
    ]);
    expect(seen[0]?.body).toMatchObject({
      carrierCode: "ups",
      fromPostalCode: "60044",
      toPostalCode: "62701",
      toState: "IL",
      toCountry: "US",
      weight: { value: 3, units: "pounds" },
    });
  });

  it("turns a 500 or a time-out into a clear 503, never a free shipment", async () => {
    let base = await fakeProvider((_req, _body, res) => json(res, 500, { Message: "boom" }));
    await expectUnavailable(
      createShipStationShipping({ apiKey: "k", apiSecret: "s", baseUrl: base, timeoutMs: 2000, logger }).carrierRates({
        store,
        shipTo,
        weightLb: 1,
      }),
      SHIPPING_UNAVAILABLE,
    );
    await stopServer();
    base = await fakeProvider(() => undefined); // never answers
    await expectUnavailable(
      createShipStationShipping({ apiKey: "k", apiSecret: "s", baseUrl: base, timeoutMs: 200, logger }).carrierRates({
        store,
        shipTo,
        weightLb: 1,
      }),
      SHIPPING_UNAVAILABLE,
    );
  });
});

describe("TaxJar adapter", () => {
  it("posts /v2/taxes with a Bearer token and reads amount_to_collect", async () => {
    let seen: { auth?: string; body: Record<string, unknown> } | undefined;
    const base = await fakeProvider((req, body, res) => {
      expect(req.url).toBe("/v2/taxes");
      seen = { auth: req.headers.authorization, body: JSON.parse(body) as Record<string, unknown> };
      json(res, 200, {
        tax: { amount_to_collect: 7.13, rate: 0.0713, taxable_amount: 100, freight_taxable: false, has_nexus: true },
      });
    });
    const provider = createTaxJarTax({ apiKey: "tj-key", baseUrl: base, timeoutMs: 2000, logger });
    const quote = await provider.estimate({
      store,
      shipTo,
      subtotal: cents(9000),
      personalization: cents(1000),
      shipping: cents(1250),
      lines: [{ id: "1", quantity: 2, unitPrice: cents(4500) }],
    });
    expect(quote.tax).toBe(713);
    expect(quote.details).toMatchObject({ amount_to_collect: 7.13, rate: 0.0713 });
    expect(seen?.auth).toBe("Bearer tj-key");
    expect(seen?.body).toMatchObject({
      to_country: "US",
      to_zip: "62701",
      to_state: "IL",
      from_zip: "60044",
      amount: 100,
      shipping: 12.5,
      line_items: [
        { id: "1", quantity: 2, unit_price: 45, discount: 0 },
        { id: "personalization", quantity: 1, unit_price: 10, discount: 0 },
      ],
    });
  });

  it("turns a 500, an odd answer or a time-out into a clear 503, never a zero tax", async () => {
    const request = { store, shipTo, subtotal: cents(100), personalization: cents(0), shipping: cents(0), lines: [] };
    let base = await fakeProvider((_req, _body, res) => json(res, 500, { error: "Internal Server Error" }));
    await expectUnavailable(
      createTaxJarTax({ apiKey: "k", baseUrl: base, timeoutMs: 2000, logger }).estimate(request),
      TAX_UNAVAILABLE,
    );
    await stopServer();
    base = await fakeProvider((_req, _body, res) => json(res, 200, { tax: {} }));
    await expectUnavailable(
      createTaxJarTax({ apiKey: "k", baseUrl: base, timeoutMs: 2000, logger }).estimate(request),
      TAX_UNAVAILABLE,
    );
    await stopServer();
    base = await fakeProvider(() => undefined);
    await expectUnavailable(
      createTaxJarTax({ apiKey: "k", baseUrl: base, timeoutMs: 200, logger }).estimate(request),
      TAX_UNAVAILABLE,
    );
  });
});
