// Placing an order (spec §4 Place Order; docs/decisions/0016, 0027). In order:
//  1. the idempotency key is claimed: a repeat gets the first answer, a concurrent repeat waits for it;
//     a placement of the same key left pending by a crashed process is finished or released first;
//  2. the lines are repriced (core priceCartLines), shipping re-estimated and tax recomputed on the
//     server; any client amount that differs is a 409 with the current figures, before anything is charged;
//  3. the placement is stored as pending, then the card is authorised and captured with the key as the
//     provider's idempotency key (outside any transaction: a slow provider never holds the database);
//  4. one transaction stores the order, its payment, consumes the gift hold, takes the inventory (every
//     order, decision 0080), queues the confirmation e-mail, records the answer for the key and deletes
//     the pending placement. If it fails, the payment is given back. A refused placement gives the key back so the shopper can retry.
// A process killed anywhere in 3–4 leaves a pending placement: the key's next attempt or the recovery
// step (recoverPendingPlacements) finishes it when the provider holds a payment, else releases it.
import { createHash, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { buildOrderDraft } from "~core/checkout/order-draft";
import { type DeliveryType, usableShippingOptions } from "~core/checkout/shipping-options";
import type { StockRequest } from "~core/catalog/stock";
import { shopperMessage } from "~core/i18n/message";
import { declineMessage } from "~core/checkout/decline-message";
import { englishMessage } from "~core/i18n/messages";
import type { Locale } from "~core/i18n/locale";
import { sameLabel } from "~core/catalog/parts";
import { addCents, fromCents, toCents, type Cents } from "~core/money";
import type { TenantStore } from "~server/context";
import type { DB } from "~server/db/schema";
import { inTransaction } from "~server/db/transaction";
import { AppError, conflict, invalid, unprocessable } from "~server/http/errors";
import { shippingOptionsFor, taxFor } from "~server/modules/estimates/estimates.service";
import { repriceLines } from "~server/modules/estimates/estimates.service";
import { consumeGiftHold, findActiveGiftHold, GIFT_MESSAGES } from "~server/modules/gift-codes/gift-codes.service";
import { queueOrderConfirmation } from "~server/modules/mail/outbox.service";
import { takeOrderUnits } from "~server/modules/inventory/inventory.service";
import { findStoreById } from "~server/modules/stores/stores.service";
import { closedOrderMessage, stateOfStore } from "~server/modules/store-windows/store-window.service";
import {
  isTestPayments,
  PAYMENT_UNAVAILABLE,
  providerUnavailable,
  type ProviderLogger,
  type ProviderPayment,
  type Providers,
} from "~server/providers/providers";
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  deletePendingPlacement,
  findIdempotencyAnswer,
  findPendingPlacement,
  findPendingPlacementsByKey,
  orderExistsForKey,
  insertOrder,
  insertPayment,
  insertPendingPlacement,
  listPendingPlacements,
  nextOrderNumber,
  releaseIdempotencyKey,
} from "./orders.repository";
import type { OrderDraftInput, PlaceOrderAnswer } from "./orders.schema";
import { issueReceiptToken } from "./receipt-token";
import type { StoredOrder } from "./stored-order";
import { type Clock } from "~server/clock";

/** The shopper's messages of placing an order (worded at the edge); keyReused is for integrators. */
export const ORDER_MESSAGES = {
  placed: shopperMessage("order.placed"),
  closed: shopperMessage("order.closed"),
  keyReused: "This idempotency key was already used for a different order.",
  stillPlacing: shopperMessage("order.stillPlacing"),
  shippingGone: shopperMessage("order.shippingGone"),
  shippingChanged: shopperMessage("order.shippingChanged"),
  taxChanged: shopperMessage("order.taxChanged"),
  totalChanged: shopperMessage("order.totalChanged"),
  noToken: shopperMessage("payment.invalidCard"),
  givenBack: shopperMessage("order.paymentGivenBack"),
} as const;

export interface OrderDeps {
  db: Kysely<DB>;
  sessionSecret: string;
  providers: Providers;
  logger: ProviderLogger;
  now: Clock;
  /** How long a concurrent repeat waits for the first placement's answer (default 30 s). */
  waitForFirstMs?: number;
  /** A claim without an answer older than this was left by a crashed process (default 2 min). */
  claimLeaseMs?: number;
  /**
   * Fault injection for the crash tests: called at each point of placement. Only main.ts sets it,
   * and only when ORDER_FAULT_KILL_AT is set (the process then kills itself there).
   */
  faultAt?: (point: PlacementPoint) => Promise<void>;
}

/** The points of placement a crash test kills at (docs/decisions/0027). */
export const PLACEMENT_POINTS = ["before-capture", "after-capture", "after-commit"] as const;
export type PlacementPoint = (typeof PLACEMENT_POINTS)[number];

/**
 * Everything the order transaction needs, decided before the card is touched and kept as JSON in
 * pending_placements, so the order can be stored later by whichever process finishes it.
 */
interface PlacementPlan {
  key: string;
  hash: string;
  locale: Locale | undefined;
  orderDate: string;
  order: Omit<StoredOrder, "orderNumber" | "card">;
  /** Units to take off the inventory (every order; decision 0080). */
  units: (StockRequest & { productId: string })[];
  giftOrderKey: string | undefined;
  amountDue: Cents;
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
    // An earlier attempt of this key died mid-payment: the payment it left decides, not this token.
    const resumed = await resumePendingPlacement(deps, store.id, store.data, key);
    if (resumed) return resumed;
    // Only a new order needs the store open: a key whose order exists (replayed above) or whose payment
    // was taken (resumed) is answered after the pop-up window closed too.
    const state = stateOfStore(store, deps.now());
    if (!state.takesOrders) throw conflict(closedOrderMessage(store.data, state), { storeState: state });
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

/** A provider call that fails is a 503 for the shopper; the cause goes to the log. */
async function callProvider<T>(deps: OrderDeps, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError) throw err;
    deps.logger.warn({ err, provider: deps.providers.payments.name }, `payment ${what} failed`);
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
  // Unknown colours, sizes and fields, sold-out sizes and quantities without a price are refused here.
  const { priced, productsById } = await repriceLines(db, store, order.lines);

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

  const plan: PlacementPlan = {
    key,
    hash,
    locale,
    orderDate: now.toISOString(),
    order: {
      ...draft,
      delivery,
      subtotal: priced.subtotal,
      personalizationTotal: priced.personalizationTotal,
      ...(hold && draft.giftCodeBalance > 0 ? { giftCard: { last4: hold.code.slice(-4) } } : {}),
    },
    units: priced.lines.map(({ request }) => ({
      productId: request.productId,
      color: request.color,
      size: request.size,
      quantity: request.quantity,
    })),
    giftOrderKey: draft.giftCodeBalance > 0 ? order.orderKey : undefined,
    amountDue: draft.orderTransaction.paymentAmount,
  };
  if (plan.amountDue === 0) return commitPlacement(deps, store.id, store.data, plan, undefined);

  const tokenId = order.orderTransaction.tokenId;
  if (!tokenId) throw unprocessable(ORDER_MESSAGES.noToken);
  // Stored before the card is touched: a crash from here on leaves a row the recovery step finds.
  await insertPendingPlacement(db, {
    store_id: store.id,
    idempotency_key: key,
    request_hash: hash,
    plan: JSON.stringify(plan),
    amount_cents: plan.amountDue,
    created_at: now.toISOString(),
  });
  const held = await callProvider(deps, "authorisation", () =>
    providers.payments.authorize(tokenId, plan.amountDue, key),
  );
  if (held.status === "declined") {
    // Nothing is held for the key: nothing to finish. The gift hold stays, so another card can pay.
    await deletePendingPlacement(db, store.id, key);
    // The provider's own words are for the log; the shopper reads ours, in their language.
    throw unprocessable(
      held.reason === "invalid_token" ? shopperMessage("payment.invalidCard") : declineMessage(held.declineCode),
    );
  }
  if (held.status === "action_required") {
    // 3-D Secure: nothing is held yet. The pending placement stays, so a payment the shopper confirms
    // is finished by their retry with the key, by the provider's webhook or by the recovery step;
    // an authentication never completed holds nothing and the row is released by recovery.
    throw unprocessable(shopperMessage("payment.authenticate"), {
      data: { nextAction: { type: "authenticate", clientSecret: held.clientSecret } },
    });
  }
  await deps.faultAt?.("before-capture");
  await callProvider(deps, "capture", () => providers.payments.capture(held.payment.paymentId));
  await deps.faultAt?.("after-capture");
  return commitPlacement(deps, store.id, store.data, plan, held.payment);
}

/**
 * Finishes a placement of `key` that a crashed process left pending: when the provider holds a
 * payment for the key, it is captured and the order stored from the plan (the shopper gets the
 * order they paid for, whatever token a retry brings); otherwise the placement is released and
 * undefined returned, so the caller places the order afresh. The caller owns the key's claim.
 */
async function resumePendingPlacement(
  deps: OrderDeps,
  storeId: string,
  storeData: TenantStore["data"],
  key: string,
): Promise<PlaceOrderAnswer | undefined> {
  const pending = await findPendingPlacement(deps.db, storeId, key);
  if (!pending) return undefined;
  const payments = deps.providers.payments;
  const payment = await callProvider(deps, "lookup", () => payments.findByIdempotencyKey(key));
  if (!payment || payment.status === "voided" || payment.status === "refunded") {
    await deletePendingPlacement(deps.db, storeId, key);
    return undefined;
  }
  if (payment.status === "authorized") await callProvider(deps, "capture", () => payments.capture(payment.paymentId));
  deps.logger.info({ storeId, key, paymentId: payment.paymentId }, "finishing a placement left pending");
  return commitPlacement(deps, storeId, storeData, JSON.parse(pending.plan) as PlacementPlan, payment);
}

/** Gives a payment back (void when only held, refund when taken); false when the provider failed. */
async function givePaymentBack(deps: OrderDeps, key: string, payment: ProviderPayment): Promise<boolean> {
  const payments = deps.providers.payments;
  try {
    const current = (await payments.findByIdempotencyKey(key)) ?? payment;
    if (current.status === "authorized") await payments.void(payment.paymentId);
    else await payments.refund(payment.paymentId);
    return true;
  } catch (err) {
    deps.logger.error({ err, paymentId: payment.paymentId }, "giving a payment back failed; recovery will retry");
    return false;
  }
}

/**
 * The order transaction: order number, stock, gift hold, order, payment, e-mail, the key's answer,
 * and the pending placement's removal, all or nothing. If it fails, the payment is given back.
 */
async function commitPlacement(
  deps: OrderDeps,
  storeId: string,
  storeData: TenantStore["data"],
  plan: PlacementPlan,
  payment: ProviderPayment | undefined,
): Promise<PlaceOrderAnswer> {
  const { db, providers } = deps;
  const now = new Date(plan.orderDate);
  let answer: PlaceOrderAnswer;
  try {
    answer = await inTransaction(db, async (trx) => {
      const orderNumber = `${orderNumberPrefix(storeData.primaryInformation.storeName)}-${await nextOrderNumber(trx, storeId)}`;
      const orderId = randomUUID();
      // Every order takes its units (decision 0080); read under the store's order lock just taken.
      await takeOrderUnits(trx, { id: storeId, data: storeData }, plan.units, { orderId, orderNumber, now });
      if (plan.giftOrderKey) await consumeGiftHold(trx, storeId, plan.giftOrderKey, plan.order.giftCodeBalance, now);
      const stored: StoredOrder = {
        ...plan.order,
        orderNumber,
        ...(payment ? { card: { brand: payment.brand, last4: payment.last4 } } : {}),
      };
      await insertOrder(trx, {
        id: orderId,
        store_id: storeId,
        order_number: orderNumber,
        idempotency_key: plan.key,
        request_hash: plan.hash,
        status: stored.status,
        subtotal_cents: addCents(stored.subtotal, stored.personalizationTotal),
        tax_cents: stored.totalTax,
        shipping_cents: stored.shippingAmount,
        gift_cents: stored.giftCodeBalance,
        total_cents: stored.grandTotal,
        data: JSON.stringify(stored),
        created_at: now.toISOString(),
        locale: plan.locale ?? null,
        customer_name: `${stored.contact.firstName} ${stored.contact.lastName}`.trim().toLowerCase(),
        customer_email: stored.contact.email.trim().toLowerCase(),
      });
      if (payment) {
        await insertPayment(trx, {
          id: randomUUID(),
          order_id: orderId,
          provider: providers.payments.name,
          token_ref: payment.paymentId,
          amount_cents: plan.amountDue,
          status: "captured",
          created_at: now.toISOString(),
        });
      }
      await queueOrderConfirmation(trx, {
        storeId,
        orderId,
        store: storeData,
        order: stored,
        now,
        locale: plan.locale,
        testMode: isTestPayments(deps.providers.payments),
      });
      const placed: PlaceOrderAnswer = {
        success: true,
        message: englishMessage(ORDER_MESSAGES.placed),
        orderNumber,
        receiptToken: issueReceiptToken(deps.sessionSecret, storeId, orderNumber),
      };
      await completeIdempotencyKey(trx, storeId, plan.key, JSON.stringify(placed));
      // A paid order is stored only while its placement is pending (decision 0113): a placement the
      // recovery step released meanwhile may have its charge refunded as orderless (Stripe's webhook),
      // so it stores no order; its payment is given back below (the same refund, by its key).
      if (!(await deletePendingPlacement(trx, storeId, plan.key)) && payment) throw conflict(ORDER_MESSAGES.givenBack);
      return placed;
    });
  } catch (err) {
    // A first attempt that was only slow may have stored the order meanwhile: the payment is its own.
    const stored = await findIdempotencyAnswer(db, storeId, plan.key);
    if (stored) return JSON.parse(stored) as PlaceOrderAnswer;
    if (!payment || (await givePaymentBack(deps, plan.key, payment)))
      await deletePendingPlacement(db, storeId, plan.key);
    throw err;
  }
  await deps.faultAt?.("after-commit");
  return answer;
}

/**
 * The recovery step (at start-up and periodically, docs/decisions/0027): every placement pending
 * for longer than the claim lease was left by a dead process. Each is taken over like a retry
 * would (the key's claim), then finished when the provider holds a payment for its key, or
 * released. A shopper who never retries ends with an order or with no charge.
 */
export async function recoverPendingPlacements(deps: OrderDeps): Promise<{ finished: number; released: number }> {
  const now = deps.now();
  const staleBefore = new Date(now.getTime() - (deps.claimLeaseMs ?? 120_000)).toISOString();
  let finished = 0;
  let released = 0;
  for (const pending of await listPendingPlacements(deps.db, staleBefore, 100)) {
    const outcome = await takeOverPendingPlacement(deps, pending, now, staleBefore);
    if (outcome === "finished") finished += 1;
    if (outcome === "released") released += 1;
  }
  return { finished, released };
}

/**
 * Takes over one pending placement through its key's claim, as a retry would, and finishes or
 * releases it. "busy" when a live attempt holds the key (it finishes the placement itself).
 */
async function takeOverPendingPlacement(
  deps: OrderDeps,
  pending: { store_id: string; idempotency_key: string; request_hash: string },
  now: Date,
  staleBefore: string,
): Promise<"finished" | "released" | "busy" | "failed"> {
  const { store_id: storeId, idempotency_key: key } = pending;
  const claim = await claimIdempotencyKey(deps.db, {
    storeId,
    key,
    requestHash: pending.request_hash,
    now: now.toISOString(),
    staleBefore,
  });
  if (claim.kind === "replay") {
    await deletePendingPlacement(deps.db, storeId, key);
    return "finished";
  }
  if (claim.kind !== "owner") return "busy";
  const store = await findStoreById(deps.db, storeId);
  try {
    const answer = store ? await resumePendingPlacement(deps, storeId, store.data, key) : undefined;
    if (answer) return "finished";
    await releaseIdempotencyKey(deps.db, storeId, key);
    return "released";
  } catch (err) {
    deps.logger.warn({ err, storeId, key }, "a pending placement could not be finished");
    await releaseIdempotencyKey(deps.db, storeId, key);
    return "failed";
  }
}

/**
 * True when `key` has neither a pending placement nor an order: no placement will store an order for
 * it any more (a pending row is read first: it goes only in the order's own transaction, or when the
 * recovery step released it, and a paid order is not stored once it is gone).
 */
export async function isOrderlessKey(db: Kysely<DB>, key: string): Promise<boolean> {
  return (await findKeyOwner(db, key)) === "none";
}

/** What owns `key` now: a placement still pending ("placing"), a stored order ("ordered"), or nothing. */
export async function findKeyOwner(db: Kysely<DB>, key: string): Promise<"placing" | "ordered" | "none"> {
  if ((await findPendingPlacementsByKey(db, key)).length > 0) return "placing";
  return (await orderExistsForKey(db, key)) ? "ordered" : "none";
}

/**
 * A payment held for a key that has neither a pending placement nor an order: nothing will ever
 * capture it (the placement was released — a 3-D Secure completed after the recovery gave up on it,
 * or a process that stalled past its lease — and no order was stored). The hold is voided so the
 * shopper's money is not kept (decision 0108). A placement stores its pending row before the card
 * is touched and deletes it in the order's own transaction, so a live placement is never voided here.
 * Capturing a voided payment fails, so a placement still running past this point stores no order.
 */
export async function voidOrderlessHold(deps: OrderDeps, key: string, paymentId: string): Promise<boolean> {
  if (!(await isOrderlessKey(deps.db, key))) return false;
  await deps.providers.payments.void(paymentId);
  deps.logger.warn({ key, paymentId }, "voided a payment hold that no placement or order owns");
  return true;
}

/**
 * The provider says a payment of `key` now holds money (a webhook): the placement it belongs to is
 * finished at once, whatever its age, unless an attempt of the shopper's holds the key and finishes it.
 */
export async function finishPaidPlacement(
  deps: OrderDeps,
  key: string,
): Promise<"finished" | "released" | "busy" | "failed" | "none"> {
  const now = deps.now();
  const staleBefore = new Date(now.getTime() - (deps.claimLeaseMs ?? 120_000)).toISOString();
  const pending = await findPendingPlacementsByKey(deps.db, key);
  if (pending.length === 0) return "none";
  let outcome: Awaited<ReturnType<typeof finishPaidPlacement>> = "none";
  for (const row of pending) outcome = await takeOverPendingPlacement(deps, row, now, staleBefore);
  return outcome;
}
