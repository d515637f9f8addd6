// Placing an order (spec §4 Place Order; docs/decisions/0016). In order:
//  1. the idempotency key is claimed: a repeat gets the first answer, a concurrent repeat waits for it;
//  2. the lines are repriced, shipping re-estimated and tax recomputed on the server; any client amount
//     that differs is a 409 with the current figures, before anything is charged;
//  3. the card token is captured (outside any transaction: a slow provider never holds the database);
//  4. one transaction stores the order, its payment, consumes the gift hold, takes the inventory and
//     queues the confirmation e-mail, and records the answer for the key. If it fails after a capture,
//     the capture is refunded. A refused placement gives the key back so the shopper can fix and retry.
import { createHash, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { buildOrderDraft } from "~core/checkout/order-draft";
import { type DeliveryType, usableShippingOptions } from "~core/checkout/shipping-options";
import { inventoryFor, isSizeBlocked } from "~core/catalog/badges";
import type { Locale } from "~core/i18n/locale";
import { partsFor, sameLabel } from "~core/catalog/parts";
import type { ProductData } from "~core/entities/product.schema";
import { fromCents, toCents } from "~core/money";
import type { TenantStore } from "~server/context";
import type { DB } from "~server/db/schema";
import { inTransaction } from "~server/db/transaction";
import { AppError, conflict, invalid, unprocessable } from "~server/http/errors";
import { shippingOptionsFor, taxFor } from "~server/modules/estimates/estimates.service";
import { repriceLines } from "~server/modules/estimates/priced-lines";
import { consumeGiftHold, findActiveGiftHold, GIFT_MESSAGES } from "~server/modules/gift-codes/gift-codes.service";
import { queueOrderConfirmation } from "~server/modules/mail/order-mail";
import { findProductById } from "~server/modules/products/products.repository";
import { putProduct } from "~server/modules/products/products.service";
import {
  isTestPayments,
  PAYMENT_UNAVAILABLE,
  providerUnavailable,
  type CaptureResult,
  type ProviderLogger,
  type Providers,
} from "~server/providers/providers";
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  insertOrder,
  insertPayment,
  nextOrderNumber,
  releaseIdempotencyKey,
} from "./orders.repository";
import type { OrderDraftInput, PlaceOrderAnswer } from "./orders.schema";
import { issueReceiptToken } from "./receipt-token";
import type { StoredOrder } from "./stored-order";

export const ORDER_MESSAGES = {
  placed: "Your order has been placed.",
  closed: "This store is closed and is not taking orders.",
  keyReused: "This idempotency key was already used for a different order.",
  stillPlacing: "This order is still being placed. Please wait a moment before trying again.",
  shippingGone: "The shipping method you chose is no longer available. Please choose another.",
  shippingChanged: "Shipping changed. Please review your order.",
  taxChanged: "Tax changed. Please review your order.",
  totalChanged: "Your order total changed. Please review your order.",
  noToken: "Invalid credit card.",
} as const;

export interface OrderDeps {
  db: Kysely<DB>;
  sessionSecret: string;
  providers: Providers;
  logger: ProviderLogger;
  now: () => Date;
  /** How long a concurrent repeat waits for the first placement's answer (default 30 s). */
  waitForFirstMs?: number;
  /** A claim without an answer older than this was left by a crashed process (default 2 min). */
  claimLeaseMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A stable digest of the order: the same order always hashes alike, whatever its key order. The card
 * token is left out: it pays for the order but is not part of it, and a shopper who retries after a
 * lost answer (timeout, reload) tokenises the card again; that retry must replay the first answer,
 * not be refused as a different order.
 */
function requestHash(input: OrderDraftInput): string {
  const order = { ...input, orderTransaction: { ...input.orderTransaction, tokenId: undefined } };
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([k, v]) => [k, canonical(v)]),
      );
    }
    return value;
  };
  return createHash("sha256")
    .update(JSON.stringify(canonical(order)))
    .digest("hex");
}

/** "Lakeside Eagles Team Store" → "LE": the store's initials in front of its order numbers. */
export function orderNumberPrefix(storeName: string): string {
  const words = storeName.toUpperCase().match(/[A-Z]+/g) ?? [];
  const initials = words.length >= 2 ? `${words[0]?.[0]}${words[1]?.[0]}` : (words[0] ?? "").slice(0, 2);
  return initials.length === 2 ? initials : "OR";
}

export async function placeOrder(
  deps: OrderDeps,
  store: TenantStore,
  input: { order: OrderDraftInput; idempotencyKey: string | undefined; locale?: Locale },
): Promise<PlaceOrderAnswer> {
  if (!store.isActive || !store.data.primaryInformation.isActive) throw conflict(ORDER_MESSAGES.closed);
  const { order } = input;
  // Without a key from the client every call is a new placement (two identical orders can be meant).
  const key = input.idempotencyKey ?? order.orderKey ?? randomUUID();
  const hash = requestHash(order);
  // Waiting is measured on the real clock: deps.now may be a fixed test clock.
  const waitUntil = Date.now() + (deps.waitForFirstMs ?? 30_000);

  for (;;) {
    const now = deps.now();
    const claim = await claimIdempotencyKey(deps.db, {
      storeId: store.id,
      key,
      requestHash: hash,
      now: now.toISOString(),
      staleBefore: new Date(now.getTime() - (deps.claimLeaseMs ?? 120_000)).toISOString(),
    });
    if (claim.kind === "replay") return JSON.parse(claim.response) as PlaceOrderAnswer;
    if (claim.kind === "mismatch") throw unprocessable(ORDER_MESSAGES.keyReused);
    if (claim.kind === "owner") break;
    if (Date.now() > waitUntil) throw conflict(ORDER_MESSAGES.stillPlacing);
    await sleep(25);
  }

  try {
    return await placeClaimedOrder(deps, store, order, { key, hash, locale: input.locale });
  } catch (err) {
    await releaseIdempotencyKey(deps.db, store.id, key);
    throw err;
  }
}

function requirePaymentMethod(store: TenantStore, requested: string | undefined): string {
  const accepted = store.data.storeSpecificFeatures.paymentMethods;
  const methods = accepted.length > 0 ? accepted : ["Credit Card"];
  if (requested === undefined) return methods[0] as string;
  const method = methods.find((m) => sameLabel(m, requested));
  if (!method) throw invalid(`order.payment: this store does not accept ${requested}.`);
  return method;
}

type Wanted = { product: ProductData; productId: string; color: string; size: string; quantity: number };

/** Quantities asked per product, colour and size (a size may appear on several lines). */
function wantedUnits(
  productsById: ReadonlyMap<string, ProductData>,
  lines: { request: { productId: string; color: string; size: string; quantity: number } }[],
): Wanted[] {
  const wanted: Wanted[] = [];
  for (const { request } of lines) {
    const same = wanted.find(
      (w) => w.productId === request.productId && sameLabel(w.color, request.color) && sameLabel(w.size, request.size),
    );
    if (same) same.quantity += request.quantity;
    else wanted.push({ product: productsById.get(request.productId) as ProductData, ...request });
  }
  return wanted;
}

function checkInventory(store: TenantStore, wanted: Wanted[]): void {
  for (const w of wanted) {
    const inStock = inventoryFor(w.product, { color: w.color, size: w.size });
    if (inStock === undefined || inStock >= w.quantity) continue;
    if (!isSizeBlocked(store.data, 0)) continue;
    const name = w.product.productData.productName;
    throw conflict(
      inStock <= 0
        ? `${name} in ${w.color} ${w.size} is out of stock.`
        : `Only ${inStock} of ${name} in ${w.color} ${w.size} ${inStock === 1 ? "is" : "are"} left.`,
      { productId: w.productId, color: w.color, size: w.size, available: Math.max(0, inStock) },
    );
  }
}

/** The product with the units taken off the inventory records of the colour and size. */
function withUnitsTaken(product: ProductData, w: Wanted): ProductData {
  const partIds = new Set(partsFor(product, { color: w.color, size: w.size }).map((p) => p.partId));
  let remaining = w.quantity;
  const records = product.inventoryData.partInventoryArray.map((record) => {
    const fits =
      record.labelSize === undefined && record.partColor === undefined
        ? partIds.has(record.partId)
        : (record.labelSize === undefined || sameLabel(record.labelSize, w.size)) &&
          (record.partColor === undefined || sameLabel(record.partColor, w.color));
    const count = record.quantityAvailable?.quantity.value ?? record.inventory;
    if (!fits || count === undefined || remaining <= 0) return record;
    const taken = Math.min(count, remaining);
    remaining -= taken;
    return record.quantityAvailable
      ? { ...record, quantityAvailable: { quantity: { value: count - taken } } }
      : { ...record, inventory: count - taken };
  });
  return { ...product, inventoryData: { ...product.inventoryData, partInventoryArray: records } };
}

async function capturePayment(deps: OrderDeps, tokenId: string, amount: number, key: string): Promise<CaptureResult> {
  try {
    return await deps.providers.payments.capture(tokenId, amount, key);
  } catch (err) {
    if (err instanceof AppError) throw err;
    deps.logger.warn({ err, provider: deps.providers.payments.name }, "payment capture failed");
    throw providerUnavailable(PAYMENT_UNAVAILABLE);
  }
}

async function placeClaimedOrder(
  deps: OrderDeps,
  store: TenantStore,
  order: OrderDraftInput,
  { key, hash, locale }: { key: string; hash: string; locale: Locale | undefined },
): Promise<PlaceOrderAnswer> {
  const { db, providers } = deps;
  const now = deps.now();
  const payment = requirePaymentMethod(store, order.payment);
  const { priced, productsById } = await repriceLines(db, store, order.lines);
  const blocksOutOfStock = isSizeBlocked(store.data, 0);
  const wanted = wantedUnits(productsById, priced.lines);
  if (blocksOutOfStock) checkInventory(store, wanted);

  // Shipping: the chosen carrier and service must be among the server's own options, at the same amount.
  const delivery: DeliveryType = order.shippingAddress ? "toAddress" : "pickup";
  const destination = order.shippingAddress ?? order.billingAddress;
  const options = await shippingOptionsFor(providers, store.data, priced, destination);
  const chosen = usableShippingOptions(options).find(
    (o) =>
      sameLabel(o.carrier, order.shippingCarrier) &&
      sameLabel(o.service, order.shippingService) &&
      o.isPickUp === (delivery === "pickup"),
  );
  if (!chosen) throw conflict(ORDER_MESSAGES.shippingGone, { shippingEstimate: options });
  if (chosen.amount !== toCents(order.shippingAmount)) {
    throw conflict(ORDER_MESSAGES.shippingChanged, { shippingEstimate: options });
  }

  const tax = await taxFor(providers, store.data, priced, destination, chosen.amount);
  if (tax.tax !== toCents(order.totalTax)) throw conflict(ORDER_MESSAGES.taxChanged, { taxAmount: fromCents(tax.tax) });

  const hold = order.orderKey ? await findActiveGiftHold(db, store.id, order.orderKey, now) : undefined;
  if (order.giftCodeBalance > 0 && !hold) throw conflict(GIFT_MESSAGES.reservationGone);

  const draft = buildOrderDraft({
    store: store.data,
    productsById,
    priced,
    billingAddress: order.billingAddress,
    shippingAddress: order.shippingAddress,
    delivery,
    shipping: chosen,
    tax: tax.tax,
    taxJarEstimate: tax.details,
    gift:
      hold && order.orderKey ? { orderKey: order.orderKey, reserved: hold.amount, balance: hold.balance } : undefined,
    note: order.note,
    payment,
    orderDate: now.toISOString(),
    tokenId: order.orderTransaction.tokenId,
  });
  const clientTotals = [
    order.totalAmount,
    order.giftCodeBalance,
    order.grandTotal,
    order.orderTransaction.paymentAmount,
  ];
  const serverTotals = [
    draft.totalAmount,
    draft.giftCodeBalance,
    draft.grandTotal,
    draft.orderTransaction.paymentAmount,
  ];
  if (clientTotals.some((amount, i) => toCents(amount) !== serverTotals[i])) {
    throw conflict(ORDER_MESSAGES.totalChanged, {
      totalAmount: fromCents(draft.totalAmount),
      giftCodeBalance: fromCents(draft.giftCodeBalance),
      grandTotal: fromCents(draft.grandTotal),
      paymentAmount: fromCents(draft.orderTransaction.paymentAmount),
    });
  }

  const amountDue = draft.orderTransaction.paymentAmount;
  let capture: Extract<CaptureResult, { status: "approved" }> | undefined;
  if (amountDue > 0) {
    const tokenId = order.orderTransaction.tokenId;
    if (!tokenId) throw unprocessable(ORDER_MESSAGES.noToken);
    const result = await capturePayment(deps, tokenId, amountDue, key);
    // Declined: nothing is stored and the gift hold stays, so the shopper can retry with another card.
    if (result.status === "declined") throw unprocessable(result.message);
    capture = result;
  }

  try {
    return await inTransaction(db, async (trx) => {
      const orderNumber = `${orderNumberPrefix(store.data.primaryInformation.storeName)}-${await nextOrderNumber(trx, store.id)}`;
      if (blocksOutOfStock) {
        // Read again under the store's order lock: another order may have taken units meanwhile.
        const fresh = new Map<string, ProductData>();
        for (const id of new Set(wanted.map((w) => w.productId))) {
          const record = await findProductById(trx, store.id, id);
          if (record) fresh.set(id, record.data);
        }
        const current = wanted.map((w) => ({ ...w, product: fresh.get(w.productId) ?? w.product }));
        checkInventory(store, current);
        for (const id of fresh.keys()) {
          const product = current
            .filter((w) => w.productId === id)
            .reduce((data, w) => withUnitsTaken(data, w), fresh.get(id) as ProductData);
          await putProduct(trx, store.id, id, product);
        }
      }
      if (draft.giftCodeBalance > 0 && order.orderKey) {
        await consumeGiftHold(trx, store.id, order.orderKey, draft.giftCodeBalance, now);
      }
      const stored: StoredOrder = {
        ...draft,
        orderNumber,
        delivery,
        subtotal: priced.subtotal,
        personalizationTotal: priced.personalizationTotal,
        ...(capture ? { card: { brand: capture.brand, last4: capture.last4 } } : {}),
      };
      const orderId = randomUUID();
      await insertOrder(trx, {
        id: orderId,
        store_id: store.id,
        order_number: orderNumber,
        idempotency_key: key,
        request_hash: hash,
        status: draft.status,
        subtotal_cents: priced.subtotal + priced.personalizationTotal,
        tax_cents: draft.totalTax,
        shipping_cents: draft.shippingAmount,
        gift_cents: draft.giftCodeBalance,
        total_cents: draft.grandTotal,
        data: JSON.stringify(stored),
        created_at: now.toISOString(),
      });
      if (capture) {
        await insertPayment(trx, {
          id: randomUUID(),
          order_id: orderId,
          provider: providers.payments.name,
          token_ref: capture.captureId,
          amount_cents: amountDue,
          status: "captured",
          created_at: now.toISOString(),
        });
      }
      await queueOrderConfirmation(trx, {
        storeId: store.id,
        orderId,
        store: store.data,
        order: stored,
        now,
        locale,
        testMode: isTestPayments(deps.providers.payments),
      });
      const answer: PlaceOrderAnswer = {
        success: true,
        message: ORDER_MESSAGES.placed,
        orderNumber,
        receiptToken: issueReceiptToken(deps.sessionSecret, store.id, orderNumber),
      };
      await completeIdempotencyKey(trx, store.id, key, JSON.stringify(answer));
      return answer;
    });
  } catch (err) {
    if (capture) {
      await providers.payments.refund(capture.captureId).catch((refundErr: unknown) => {
        deps.logger.error({ err: refundErr, captureId: capture?.captureId }, "refund after a failed order failed");
      });
    }
    throw err;
  }
}
