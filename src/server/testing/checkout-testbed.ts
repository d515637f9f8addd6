// Test set-up for the checkout area (estimates, gift codes, payments, orders): a migrated database with
// the demo stores, the whole app (createTestApp), and a client that builds an order exactly as the web
// checkout does (core pricing + the estimate calls). Used by tests only.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { buildOrderDraft } from "~core/checkout/order-draft";
import { defaultShippingChoice, type ShippingEstimateOption } from "~core/checkout/shipping-options";
import type { ProductData } from "~core/entities/product.schema";
import { cents, fromCents, roundCents, ZERO_CENTS, type Cents } from "~core/money";
import { priceCartLines } from "~core/pricing/cart-lines";
import { type CheckoutAddressInput, CheckoutAddressSchema } from "~core/validation/address.schema";
import type { Database, SqlDialect } from "~server/db/connect";
import type { DB } from "~server/db/schema";
import { orderLineToWire } from "~server/modules/estimates/priced-lines";
import { findProductById } from "~server/modules/products/products.service";
import { importStoreFile } from "~server/modules/stores/store-import.service";
import { findStoreByDomain } from "~server/modules/stores/stores.service";
import type { Providers } from "~server/providers/providers";
import { createTestDatabase } from "./test-db";
import { createTestApp, TEST_ADMIN_KEY, TEST_SESSION_SECRET, type TestApp, type TestAppOptions } from "./test-app";

export { testLogger } from "./test-app";
export const ADMIN_KEY = TEST_ADMIN_KEY;
export const SESSION_SECRET = TEST_SESSION_SECRET;

const demoFile = (name: string) =>
  JSON.parse(readFileSync(path.resolve(process.cwd(), `data/demo/stores/${name}.json`), "utf8")) as unknown;

export interface Testbed {
  database: Database;
  db: Kysely<DB>;
  app: TestApp["app"];
  providers: Providers;
  dataDir: string;
  close(): Promise<void>;
}

/** A test database holding the demo stores named (demo by default) and the test app on it. */
export async function createCheckoutTestbed(
  dialect: SqlDialect,
  options: TestAppOptions & { stores?: string[] } = {},
): Promise<Testbed> {
  const database = await createTestDatabase(dialect);
  const { db } = database;
  for (const name of options.stores ?? ["demo"]) await importStoreFile(db, demoFile(name));
  const { app, providers, dataDir } = createTestApp(database, options);
  return { database, db, app, providers, dataDir, close: () => database.close() };
}

export function call(
  app: TestApp["app"],
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
  host = "demo.localhost",
) {
  return app.request(`http://${host}${url}`, {
    method,
    headers: { Host: host, ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

export const ADDRESS: CheckoutAddressInput = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "5551234567",
  address1: "1 Main St",
  city: "Springfield",
  state: "IL",
  zip: "62701",
};

export interface CartLine {
  productId: string;
  color: string;
  size: string;
  quantity: number;
  personalization?: { name: string; value: string }[];
}

export const TEE: CartLine = { productId: "demo-001", color: "Gold", size: "S", quantity: 2 };

export async function cardToken(app: TestApp["app"], number = "4242 4242 4242 4242"): Promise<string> {
  const res = await call(app, "POST", "/payments/test/tokens", { number, expMonth: "12", expYear: "39", cvc: "123" });
  const body = (await res.json()) as { tokenId: string };
  return body.tokenId;
}

/** Builds the order draft as the web checkout does: core pricing, the server's estimates, a card token. */
export async function buildClientOrder(
  bed: Testbed,
  cart: CartLine[],
  options: {
    delivery?: "toAddress" | "pickup";
    orderKey?: string;
    giftReserved?: Cents;
    giftBalance?: Cents;
    tokenId?: string | null;
  } = {},
) {
  const store = await findStoreByDomain(bed.db, "demo.localhost");
  if (!store) throw new Error("demo store missing");
  const products = new Map<string, ProductData>();
  for (const line of cart) {
    const product = await findProductById(bed.db, store.id, line.productId);
    if (product) products.set(line.productId, product.data);
  }
  const priced = priceCartLines(
    store.data,
    products,
    cart.map((l) => ({ ...l, sizes: [{ size: l.size, quantity: l.quantity }] })),
  );
  const delivery = options.delivery ?? "toAddress";
  const wireLines = buildOrderDraft({
    store: store.data,
    productsById: products,
    priced,
    billingAddress: CheckoutAddressSchema.parse(ADDRESS),
    shippingAddress: undefined,
    delivery,
    shipping: undefined,
    tax: cents(0),
    orderDate: new Date().toISOString(),
  }).lines.map(orderLineToWire);

  const shipRes = await call(bed.app, "PUT", "/api/promo/shipping-estimate", {
    lines: wireLines,
    shippingAddress: ADDRESS,
  });
  if (shipRes.status !== 200) throw new Error(`shipping estimate: ${await shipRes.text()}`);
  const options_ = ((await shipRes.json()) as { data: { shippingEstimate: ShippingEstimateOption[] } }).data
    .shippingEstimate;
  const shipping = defaultShippingChoice(options_, delivery);
  if (!shipping) throw new Error("no shipping option");
  const taxRes = await call(bed.app, "PUT", "/api/promo/tax-estimate", {
    lines: wireLines,
    shippingAddress: ADDRESS,
    shippingAmount: fromCents(shipping.amount),
  });
  const taxAmount = ((await taxRes.json()) as { data: { taxAmount: number } }).data.taxAmount;

  const draft = buildOrderDraft({
    store: store.data,
    productsById: products,
    priced,
    billingAddress: CheckoutAddressSchema.parse(ADDRESS),
    shippingAddress: delivery === "toAddress" ? CheckoutAddressSchema.parse(ADDRESS) : undefined,
    delivery,
    shipping,
    tax: roundCents(taxAmount * 100),
    gift: options.orderKey
      ? {
          orderKey: options.orderKey,
          reserved: options.giftReserved ?? ZERO_CENTS,
          balance: options.giftBalance ?? ZERO_CENTS,
        }
      : undefined,
    orderDate: new Date().toISOString(),
    tokenId: options.tokenId === null ? undefined : (options.tokenId ?? (await cardToken(bed.app))),
    note: "Leave at the front desk.",
  });
  return {
    ...draft,
    lines: draft.lines.map(orderLineToWire),
    shippingAmount: fromCents(draft.shippingAmount),
    totalTax: fromCents(draft.totalTax),
    totalAmount: fromCents(draft.totalAmount),
    giftCodeBalance: fromCents(draft.giftCodeBalance),
    giftCodeRemaining: fromCents(draft.giftCodeRemaining),
    grandTotal: fromCents(draft.grandTotal),
    orderFundraiser: fromCents(draft.orderFundraiser),
    orderTransaction: { ...draft.orderTransaction, paymentAmount: fromCents(draft.orderTransaction.paymentAmount) },
  };
}
