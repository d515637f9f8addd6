// Test set-up for the checkout area (estimates, gift codes, payments, orders): a migrated database with
// the demo stores, the routes mounted as app.ts mounts them, and a client that builds an order exactly
// as the web checkout does (core pricing + the estimate calls). Used by tests only.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import type { Kysely } from "kysely";
import { buildOrderDraft } from "~core/checkout/order-draft";
import { defaultShippingChoice, type ShippingEstimateOption } from "~core/checkout/shipping-options";
import type { ProductData } from "~core/entities/product.schema";
import { fromCents } from "~core/money";
import { priceCartLines } from "~core/pricing/cart-lines";
import { type CheckoutAddressInput, CheckoutAddressSchema } from "~core/validation/address.schema";
import type { AppEnv } from "~server/context";
import type { Database, SqlDialect } from "~server/db/connect";
import type { DB } from "~server/db/schema";
import { createErrorHandler } from "~server/http/error-handler";
import { resolveTenant } from "~server/http/tenant";
import { resolveStoreAccess } from "~server/modules/store-access/require-store-access";
import { createEstimateRoutes } from "~server/modules/estimates/estimates.routes";
import { orderLineToWire } from "~server/modules/estimates/priced-lines";
import { createGiftCodeAdminRoutes, createGiftCodeRoutes } from "~server/modules/gift-codes/gift-codes.routes";
import { createPaymentGatewayRoutes } from "~server/modules/payments/payments.routes";
import { findProductById } from "~server/modules/products/products.service";
import { importStoreFile } from "~server/modules/stores/store-import.service";
import { findStoreByDomain } from "~server/modules/stores/stores.service";
import { createTestDatabase } from "~server/testing/test-db";
import { createProviders } from "~server/providers/create-providers";
import type { Providers } from "~server/providers/providers";
import { createOrderRoutes } from "~server/modules/orders/orders.routes";
import type { OrderDeps } from "~server/modules/orders/orders.service";

export const ADMIN_KEY = "test-admin-key-0123456789";
export const SESSION_SECRET = "test-session-secret-0123456789-abcdefghij";

/** Quiet, but an unexpected error still fails the test through console.error (tests/setup). */
export const testLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: (obj: object, msg?: string) => console.error(msg, obj),
};

const demoFile = (name: string) =>
  JSON.parse(readFileSync(path.resolve(process.cwd(), `data/demo/stores/${name}.json`), "utf8")) as unknown;

export interface Testbed {
  database: Database;
  db: Kysely<DB>;
  app: Hono<AppEnv>;
  providers: Providers;
  dataDir: string;
  close(): Promise<void>;
}

export async function createCheckoutTestbed(
  dialect: SqlDialect,
  options: {
    providers?: Partial<Providers>;
    now?: () => Date;
    stores?: string[];
    claimLeaseMs?: number;
    faultAt?: OrderDeps["faultAt"];
  } = {},
): Promise<Testbed> {
  const database = await createTestDatabase(dialect);
  const { db } = database;
  for (const name of options.stores ?? ["demo"]) await importStoreFile(db, demoFile(name));
  const dataDir = mkdtempSync(path.join(tmpdir(), "checkout-test-"));
  const providers = { ...createProviders({ db, logger: testLogger, dataDir }), ...options.providers };
  const deps = {
    db,
    sessionSecret: SESSION_SECRET,
    adminApiKey: ADMIN_KEY,
    providers,
    logger: testLogger,
    now: options.now,
    claimLeaseMs: options.claimLeaseMs,
    faultAt: options.faultAt,
  };

  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(testLogger));
  app.route("/", createPaymentGatewayRoutes({ db, now: options.now }));
  app.use("*", resolveTenant(db));
  app.use(
    "*",
    resolveStoreAccess({ db, sessionSecret: SESSION_SECRET, now: options.now && (() => options.now!().getTime()) }),
  );
  app.route("/api", createEstimateRoutes(deps));
  app.route("/api", createGiftCodeRoutes(deps));
  app.route("/api", createGiftCodeAdminRoutes(deps));
  app.route("/api", createOrderRoutes(deps));
  return { database, db, app, providers, dataDir, close: () => database.close() };
}

export function call(
  app: Hono<AppEnv>,
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

export async function cardToken(app: Hono<AppEnv>, number = "4242 4242 4242 4242"): Promise<string> {
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
    giftReserved?: number;
    giftBalance?: number;
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
    tax: 0,
    orderDate: new Date().toISOString(),
  }).lines.map(orderLineToWire);

  const shipRes = await call(bed.app, "PUT", "/api/promo/shipping-estimate", {
    lines: wireLines,
    shippingAddress: ADDRESS,
  });
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
    tax: Math.round(taxAmount * 100),
    gift: options.orderKey
      ? { orderKey: options.orderKey, reserved: options.giftReserved ?? 0, balance: options.giftBalance ?? 0 }
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
