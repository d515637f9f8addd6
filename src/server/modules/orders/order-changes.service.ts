// Partial refunds and order edits (issue 46, docs/decisions/0086). Each is planned the same way for
// the console's confirmation step and for doing it: the core says what the order costs afterwards
// (units and lines at the price paid for a refund; the checkout's own repricing for an edit), the tax
// provider the tax of what is left, and the core's split what goes back to the card and to the gift
// card. Doing it: the console action's idempotency key is claimed by inserting the change's row (a
// unique index: a double click or a second process changes the order once and replays the first
// answer), the order is rewritten only if unchanged since it was read, the gift card credited, the
// audit entry and the shopper's e-mail written, all in one transaction; then the card refund goes
// to the provider (an amount of the captured payment). A provider failure leaves the change
// card_pending, shown on the order page: it is never retried blindly, so a card is never refunded twice.
// A refusal for good (RefundRefusedError) undoes the recorded change instead (decision 0108,
// card-refund-refusal.service.ts).
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { OrderLine } from "~core/checkout/order-draft";
import { inventoryFor, isSizeBlocked } from "~core/catalog/badges";
import { partsFor, sameLabel } from "~core/catalog/parts";
import { orderSizes } from "~core/catalog/sizes";
import type { StoreData } from "~core/entities/store.schema";
import { isLocale } from "~core/i18n/locale";
import { shopperMessage } from "~core/i18n/message";
import { fromCents, ZERO_CENTS, type Cents, addCents, subtractCents } from "~core/money";
import {
  editCartLines,
  linesAmounts,
  moneyChange,
  orderTotal,
  refreshFundraiser,
  refundTarget,
  taxAfterRefund,
  type CardAndGift,
  type MoneyChange,
  type OrderAmounts,
  type OrderEdit,
  type RefundRequest,
} from "~core/orders/order-changes";
import type { Clock } from "~server/clock";
import type { DB, OrderChangesTable, OrdersTable } from "~server/db/schema";
import { inTransaction } from "~server/db/transaction";
import { AppError, conflict, invalid, notFound, unprocessable } from "~server/http/errors";
import { repriceLines, taxFor } from "~server/modules/estimates/estimates.service";
import { refundGiftRedemptionPart } from "~server/modules/gift-codes/gift-codes.service";
import { queueOrderEditMail, queueOrderRefundMail } from "~server/modules/mail/outbox.service";
import { findProductById } from "~server/modules/products/products.service";
import { findStoreById } from "~server/modules/stores/stores.service";
import {
  providerUnavailable,
  RefundRefusedError,
  TAX_UNAVAILABLE,
  type PaymentProvider,
  type ProviderLogger,
  type Providers,
} from "~server/providers/providers";
import { settleRefusedCardRefund } from "./card-refund-refusal.service";
import { restockUnits, stockDelta, takeOrderUnits, unitsOfOrder } from "~server/modules/inventory/inventory.service";
import { findOrderById } from "./orders.repository";
import { claimOrderChange, findOrderChangeByKey, moveOrderChangeState, rewriteOrder } from "./order-changes.repository";
import { listOrderPayments } from "./order-workflow.repository";
import type { StoredOrder } from "./stored-order";

export interface OrderChangeDeps {
  db: Kysely<DB>;
  providers: { payments: PaymentProvider; tax: Providers["tax"] };
  logger: ProviderLogger;
  now: Clock;
}

/** What a refund or an edit does, as the confirmation step shows it and as it is recorded. */
export interface OrderChangePlan {
  kind: OrderChangesTable["kind"];
  orderId: string;
  storeId: string;
  orderNumber: string;
  before: StoredOrder;
  after: StoredOrder;
  /** Back to the card and to the gift card (0 and 0 when nothing goes back). */
  refund: CardAndGift;
  totalBefore: Cents;
  totalAfter: Cents;
}

export interface OrderChangeResult extends OrderChangePlan {
  changeId: string;
  state: OrderChangesTable["state"];
  /** True when the key had already made this change: nothing was done again. */
  replayed: boolean;
  /** The provider refused the card part for good (state reversed or card_refused): its reason. */
  refusal?: { code: string; message: string };
}

export interface OrderChangeOptions {
  actor: { id: string; email: string } | null;
  /** Runs in the change's transaction (the console's audit entry); throwing undoes the change. */
  onChange?: (trx: Transaction<DB>, plan: OrderChangePlan) => Promise<void>;
}

const REFUSALS = {
  no_such_unit: shopperMessage("orderChange.noSuchUnit"),
  no_such_line: shopperMessage("orderChange.noSuchLine"),
  nothing_to_refund: shopperMessage("orderChange.nothingToRefund"),
  more_than_left: shopperMessage("orderChange.moreThanLeft"),
  no_change: shopperMessage("orderChange.noChange"),
  quantity_up: shopperMessage("orderChange.quantityUp"),
} as const;

interface LoadedOrder {
  row: OrdersTable;
  order: StoredOrder;
  store: StoreData;
  paid: CardAndGift;
  refunded: CardAndGift;
  amounts: OrderAmounts;
}

async function loadOrder(db: Kysely<DB>, orderId: string): Promise<LoadedOrder> {
  const row = await findOrderById(db, orderId);
  if (!row) throw notFound(shopperMessage("order.notFound"));
  const order = JSON.parse(row.data) as StoredOrder;
  const store = await findStoreById(db, row.store_id);
  if (!store) throw notFound(shopperMessage("order.notFound"));
  return {
    row,
    order,
    store: store.data,
    paid: order.paid ?? { card: order.grandTotal, gift: order.giftCodeBalance },
    refunded: order.refunded ?? { card: ZERO_CENTS, gift: ZERO_CENTS },
    amounts: {
      subtotal: order.subtotal,
      personalization: order.personalizationTotal,
      tax: order.totalTax,
      shipping: order.shippingAmount,
      discount: order.discount ?? ZERO_CENTS,
    },
  };
}

async function productsOf(db: Kysely<DB>, storeId: string, lines: readonly OrderLine[]) {
  const products = new Map<string, Awaited<ReturnType<typeof findProductById>> & object>();
  for (const id of new Set(lines.map((line) => line.productId))) {
    const record = await findProductById(db, storeId, id);
    if (record) products.set(id, record);
  }
  return new Map([...products].map(([id, record]) => [id, record.data]));
}

/** The tax of what is left, from the tax provider (the same provider as at checkout). */
async function taxOfLeft(deps: OrderChangeDeps, loaded: LoadedOrder, lines: readonly OrderLine[], shipping: Cents) {
  const { subtotal, personalization } = linesAmounts(lines);
  try {
    const quote = await deps.providers.tax.estimate({
      store: loaded.store,
      shipTo: loaded.order.shippingAddress ?? loaded.order.billingAddress,
      subtotal,
      personalization,
      shipping,
      lines: lines.flatMap((line) =>
        line.sizes.map((size, index) => ({
          id: `${line.id}-${index + 1}`,
          quantity: size.quantity,
          unitPrice: size.unitPrice,
        })),
      ),
    });
    return quote.tax;
  } catch (err) {
    deps.logger.warn({ err, orderId: loaded.row.id }, "tax of a changed order failed");
    throw providerUnavailable(TAX_UNAVAILABLE);
  }
}

/** The order document after a change: lines, amounts, fundraiser, and what was paid and given back. */
function orderAfter(
  loaded: LoadedOrder,
  lines: OrderLine[],
  amounts: OrderAmounts,
  orderFundraiser: Cents,
  change: MoneyChange,
): StoredOrder {
  const refunded =
    change.kind === "refund"
      ? {
          card: addCents(loaded.refunded.card, change.split.card),
          gift: addCents(loaded.refunded.gift, change.split.gift),
        }
      : loaded.refunded;
  return {
    ...loaded.order,
    lines,
    subtotal: amounts.subtotal,
    personalizationTotal: amounts.personalization,
    totalTax: amounts.tax,
    shippingAmount: amounts.shipping,
    discount: amounts.discount,
    totalAmount: orderTotal(amounts),
    giftCodeBalance: subtractCents(loaded.paid.gift, refunded.gift),
    grandTotal: subtractCents(loaded.paid.card, refunded.card),
    orderFundraiser,
    paid: loaded.paid,
    refunded,
  };
}

function planOf(loaded: LoadedOrder, kind: OrderChangesTable["kind"], after: StoredOrder, change: MoneyChange) {
  if (change.kind === "charge") {
    throw conflict(shopperMessage("orderChange.increase", { amount: fromCents(change.amount).toFixed(2) }));
  }
  return {
    kind,
    orderId: loaded.row.id,
    storeId: loaded.row.store_id,
    orderNumber: loaded.row.order_number,
    before: loaded.order,
    after,
    refund: change.kind === "refund" ? change.split : { card: ZERO_CENTS, gift: ZERO_CENTS },
    totalBefore: orderTotal(loaded.amounts),
    totalAfter: after.totalAmount,
  } satisfies OrderChangePlan;
}

function requireRefundable(loaded: LoadedOrder) {
  if (loaded.row.status === "Cancelled") {
    const { order_number: orderNumber, status } = loaded.row;
    throw conflict(shopperMessage("orderChange.notRefundable", { orderNumber, status }));
  }
}

async function planRefundOf(deps: OrderChangeDeps, loaded: LoadedOrder, request: RefundRequest) {
  requireRefundable(loaded);
  const target = refundTarget({ lines: loaded.order.lines, amounts: loaded.amounts }, request);
  if (typeof target === "string") throw invalid(REFUSALS[target], undefined, "refund");
  let { lines } = target;
  let orderFundraiser = loaded.order.orderFundraiser;
  const amounts = { ...target.amounts };
  if (request.kind !== "amount") {
    amounts.tax = taxAfterRefund(loaded.amounts.tax, await taxOfLeft(deps, loaded, lines, amounts.shipping));
  }
  if (request.kind === "unit" || request.kind === "line") {
    const products = await productsOf(deps.db, loaded.row.store_id, loaded.order.lines);
    const refreshed = refreshFundraiser(loaded.store, products, lines, loaded.order.lines);
    lines = refreshed.lines;
    orderFundraiser = refreshed.orderFundraiser;
  }
  const change = moneyChange(loaded.paid, loaded.refunded, loaded.amounts, amounts);
  return planOf(loaded, `refund-${request.kind}`, orderAfter(loaded, lines, amounts, orderFundraiser, change), change);
}

async function planEditOf(deps: OrderChangeDeps, loaded: LoadedOrder, edit: OrderEdit) {
  if (loaded.row.status !== "Processing") {
    const { order_number: orderNumber, status } = loaded.row;
    throw conflict(shopperMessage("orderChange.notEditable", { orderNumber, status }));
  }
  const cart = editCartLines(loaded.order.lines, edit);
  if (typeof cart === "string") throw invalid(REFUSALS[cart], undefined, "edit");
  // The checkout's own repricing: today's prices, tiers, personalization fields and stock rules.
  const { priced, lines } = await repriceLines(deps.db, { id: loaded.row.store_id, data: loaded.store }, cart);
  const shipping = loaded.amounts.shipping;
  let tax: Cents;
  try {
    tax = (
      await taxFor(
        deps.providers as Providers,
        loaded.store,
        priced,
        loaded.order.shippingAddress ?? loaded.order.billingAddress,
        shipping,
      )
    ).tax;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw providerUnavailable(TAX_UNAVAILABLE);
  }
  const amounts: OrderAmounts = {
    subtotal: priced.subtotal,
    personalization: priced.personalizationTotal,
    tax,
    shipping,
    discount: loaded.amounts.discount,
  };
  const change = moneyChange(loaded.paid, loaded.refunded, loaded.amounts, amounts);
  return planOf(loaded, "edit", orderAfter(loaded, lines, amounts, priced.fundraiser, change), change);
}

/** What a refund would do: the confirmation step's figures. Nothing is changed. */
export async function previewRefund(deps: OrderChangeDeps, orderId: string, request: RefundRequest) {
  return planRefundOf(deps, await loadOrder(deps.db, orderId), request);
}

/** What an edit would do (new lines and total, money back): the confirmation step. Nothing is changed. */
export async function previewEdit(deps: OrderChangeDeps, orderId: string, edit: OrderEdit) {
  return planEditOf(deps, await loadOrder(deps.db, orderId), edit);
}

/** The amounts the operator confirmed: refused (409) if the order would now give back otherwise. */
export interface ConfirmedAmounts {
  card: Cents;
  gift: Cents;
}

export function refundOrder(
  deps: OrderChangeDeps,
  orderId: string,
  request: RefundRequest,
  key: string,
  confirmed: ConfirmedAmounts,
  options: OrderChangeOptions,
) {
  return makeChange(deps, orderId, key, confirmed, options, (loaded) => planRefundOf(deps, loaded, request), request);
}

export function editOrder(
  deps: OrderChangeDeps,
  orderId: string,
  edit: OrderEdit,
  key: string,
  confirmed: ConfirmedAmounts,
  options: OrderChangeOptions,
) {
  return makeChange(deps, orderId, key, confirmed, options, (loaded) => planEditOf(deps, loaded, edit), edit);
}

async function replay(deps: OrderChangeDeps, loaded: LoadedOrder, row: OrderChangesTable): Promise<OrderChangeResult> {
  if (row.order_id !== loaded.row.id) throw unprocessable(shopperMessage("orderChange.keyReused"));
  const detail = JSON.parse(row.detail) as { before: StoredOrder; after: StoredOrder };
  return {
    kind: row.kind,
    orderId: row.order_id,
    storeId: row.store_id,
    orderNumber: loaded.row.order_number,
    before: detail.before,
    after: detail.after,
    refund: { card: row.card_cents, gift: row.gift_cents },
    totalBefore: detail.before.totalAmount,
    totalAfter: detail.after.totalAmount,
    changeId: row.id,
    state: row.state,
    replayed: true,
  };
}

async function makeChange(
  deps: OrderChangeDeps,
  orderId: string,
  key: string,
  confirmed: ConfirmedAmounts,
  options: OrderChangeOptions,
  plan: (loaded: LoadedOrder) => Promise<OrderChangePlan>,
  asked: RefundRequest | OrderEdit,
): Promise<OrderChangeResult> {
  if (!/^[A-Za-z0-9_-]{8,100}$/.test(key)) throw invalid(shopperMessage("orderChange.keyRequired"), undefined, "key");
  const loaded = await loadOrder(deps.db, orderId);
  const done = await findOrderChangeByKey(deps.db, loaded.row.store_id, key);
  if (done) return replay(deps, loaded, done);
  const planned = await plan(loaded);
  if (planned.refund.card !== confirmed.card || planned.refund.gift !== confirmed.gift) {
    throw conflict(shopperMessage("orderChange.amountsChanged"));
  }
  const payment = (await listOrderPayments(deps.db, orderId)).find((p) => p.status === "captured");
  const cardToProvider = planned.refund.card > 0 && payment !== undefined;
  const changeId = randomUUID();
  const now = deps.now();
  const state: OrderChangesTable["state"] = cardToProvider ? "card_pending" : "done";
  const claimed = await inTransaction(deps.db, async (trx) => {
    const inserted = await claimOrderChange(trx, {
      id: changeId,
      order_id: orderId,
      store_id: loaded.row.store_id,
      idempotency_key: key,
      kind: planned.kind,
      state,
      amount_cents: addCents(planned.refund.card, planned.refund.gift),
      card_cents: planned.refund.card,
      gift_cents: planned.refund.gift,
      detail: JSON.stringify({ asked, before: planned.before, after: planned.after }),
      actor_email: options.actor?.email ?? null,
      created_at: now.toISOString(),
      card_attempt_at: cardToProvider ? now.toISOString() : null,
    });
    if (!inserted) return false;
    const after = planned.after;
    const rewritten = await rewriteOrder(
      trx,
      { id: orderId, storeId: loaded.row.store_id, data: loaded.row.data, status: loaded.row.status },
      {
        data: JSON.stringify(after),
        subtotalCents: addCents(after.subtotal, after.personalizationTotal),
        taxCents: after.totalTax,
        shippingCents: after.shippingAmount,
        giftCents: after.giftCodeBalance,
        totalCents: after.grandTotal,
      },
    );
    if (!rewritten) {
      throw conflict(shopperMessage("orderWorkflow.changedMeanwhile", { orderNumber: loaded.row.order_number }));
    }
    // Units the change takes off the order go back on the stock; units it adds (a swapped size or
    // colour) are taken, refused like an order when the store blocks out-of-stock shopping.
    const moved = stockDelta(unitsOfOrder(planned.before), unitsOfOrder(after));
    const cause = {
      orderId,
      orderNumber: loaded.row.order_number,
      actor: options.actor,
      now,
    };
    if (moved.removed.length > 0)
      await restockUnits(trx, loaded.row.store_id, moved.removed, {
        ...cause,
        reason: planned.kind === "edit" ? "adjustment" : "refund",
      });
    if (moved.added.length > 0)
      await takeOrderUnits(trx, { id: loaded.row.store_id, data: loaded.store }, moved.added, cause);
    if (planned.refund.gift > 0) {
      const code =
        loaded.order.orderKey &&
        (await refundGiftRedemptionPart(trx, loaded.row.store_id, loaded.order.orderKey, planned.refund.gift));
      if (!code) throw conflict(shopperMessage("orderChange.amountsChanged"));
    }
    if (planned.kind === "edit") {
      await queueOrderEditMail(trx, {
        storeId: loaded.row.store_id,
        orderId,
        to: loaded.order.contact.email,
        now,
        store: loaded.store,
        locale: isLocale(loaded.row.locale) ? loaded.row.locale : "en",
        orderNumber: loaded.row.order_number,
        before: planned.before,
        after: planned.after,
        refund: planned.refund,
      });
    }
    if (planned.kind !== "edit") {
      // The shopper is told what was refunded and what goes back to the card and the gift card (decision 0096).
      await queueOrderRefundMail(trx, {
        storeId: loaded.row.store_id,
        orderId,
        to: loaded.order.contact.email,
        now,
        store: loaded.store,
        locale: isLocale(loaded.row.locale) ? loaded.row.locale : "en",
        orderNumber: loaded.row.order_number,
        before: planned.before,
        after: planned.after,
        refund: planned.refund,
      });
    }
    await options.onChange?.(trx, planned);
    return true;
  });
  if (!claimed) {
    // Another request of the same key (a double click, another process) made the change first.
    const first = await findOrderChangeByKey(deps.db, loaded.row.store_id, key);
    if (!first)
      throw conflict(shopperMessage("orderWorkflow.changedMeanwhile", { orderNumber: loaded.row.order_number }));
    return replay(deps, loaded, first);
  }
  let final: OrderChangesTable["state"] = state;
  let refusal: OrderChangeResult["refusal"];
  if (cardToProvider && payment) {
    try {
      await deps.providers.payments.refund(payment.token_ref, planned.refund.card, changeId);
      await moveOrderChangeState(deps.db, changeId, "card_pending", "done");
      final = "done";
    } catch (err) {
      if (err instanceof RefundRefusedError) {
        // Refused for good: retrying cannot help, the recorded refund is undone (decision 0108).
        refusal = { code: err.code, message: err.message };
        final = await settleRefusedCardRefund(deps, changeId, "card_pending", err, options.actor ?? null);
      } else deps.logger.error({ err, orderId, changeId }, "the card part of a refund failed; it stays card_pending");
    }
  }
  return { ...planned, changeId, state: final, replayed: false, ...(refusal ? { refusal } : {}) };
}

/** What a unit of a line may be swapped to: the product's colours, each with the sizes it is offered in. */
export interface SwapChoices {
  lineId: string;
  colors: { color: string; sizes: string[] }[];
}

/**
 * The choices of an order edit's swap, per line (decision 0107): the product's colours and, per
 * colour, its sizes in the product's size order (core orderSizes: the product's list, then the
 * store's), only those the product has a part for and, when the store blocks out-of-stock shopping,
 * that have units left. The line's own colour and sizes stay (they are what the unit is now). A line
 * whose product is gone offers only what it has.
 */
export async function swapChoices(db: Kysely<DB>, orderId: string): Promise<SwapChoices[]> {
  const loaded = await loadOrder(db, orderId);
  const products = await productsOf(db, loaded.row.store_id, loaded.order.lines);
  return loaded.order.lines.map((line) => {
    const own = line.sizes.map((s) => s.size);
    const product = products.get(line.productId);
    if (!product) return { lineId: line.id, colors: [{ color: line.color, sizes: own }] };
    const lists = { product: product.productData.sizes, store: loaded.store.sizes };
    const colors = product.productData.colors.map((c) => c.colorName);
    if (!colors.some((c) => sameLabel(c, line.color))) colors.unshift(line.color);
    return {
      lineId: line.id,
      colors: colors
        .map((color) => {
          const mine = sameLabel(color, line.color);
          const sizes = product.productData.sizes.filter((size) => {
            if (mine && own.some((o) => sameLabel(o, size))) return true;
            const offered =
              product.productData.productPartArray.length === 0 || partsFor(product, { color, size }).length > 0;
            return offered && !isSizeBlocked(loaded.store, inventoryFor(product, { color, size }));
          });
          const extra = mine ? own.filter((o) => !sizes.some((size) => sameLabel(size, o))) : [];
          return { color, sizes: orderSizes([...sizes, ...extra], lists) };
        })
        .filter((choice) => choice.sizes.length > 0),
    };
  });
}

/**
 * A refund made at the payment provider (Stripe's dashboard; issue 47, docs/decisions/0096), recorded
 * on its order inside the webhook's transaction: the card's refunded amount grows by it and the order
 * costs as much less (an amount off, like the console's refund by amount), all of it to the card. Once
 * per provider refund: its id is the change's key (a replayed or duplicate event, or refund.created then
 * refund.updated, records it once). Refunds our console made carry our metadata and never come here, so
 * they are not counted twice. A cancelled order (everything went back already) only keeps the event.
 * The shopper is e-mailed as for a console refund, once (decision 0107). Returns false when nothing
 * was recorded.
 */
export async function recordProviderRefund(
  trx: Transaction<DB>,
  orderId: string,
  refund: { id: string; amount: Cents; provider: string },
  now: Date,
): Promise<boolean> {
  const loaded = await loadOrder(trx, orderId);
  if (loaded.row.status === "Cancelled") return false;
  const cardLeft = subtractCents(loaded.paid.card, loaded.refunded.card);
  const amount = (refund.amount > cardLeft ? cardLeft : refund.amount) as Cents;
  if (amount <= 0) return false;
  const target = refundTarget({ lines: loaded.order.lines, amounts: loaded.amounts }, { kind: "amount", amount });
  if (typeof target === "string") return false;
  const split = { card: amount, gift: ZERO_CENTS };
  const after = orderAfter(loaded, loaded.order.lines, target.amounts, loaded.order.orderFundraiser, {
    kind: "refund",
    amount,
    split,
  });
  const inserted = await claimOrderChange(trx, {
    id: randomUUID(),
    order_id: orderId,
    store_id: loaded.row.store_id,
    idempotency_key: `${refund.provider}:${refund.id}`,
    kind: "refund-provider",
    state: "done",
    amount_cents: amount,
    card_cents: amount,
    gift_cents: ZERO_CENTS,
    detail: JSON.stringify({ asked: { kind: "provider", reference: refund.id }, before: loaded.order, after }),
    actor_email: null,
    created_at: now.toISOString(),
    card_attempt_at: null,
  });
  if (!inserted) return false;
  const rewritten = await rewriteOrder(
    trx,
    { id: orderId, storeId: loaded.row.store_id, data: loaded.row.data, status: loaded.row.status },
    {
      data: JSON.stringify(after),
      subtotalCents: addCents(after.subtotal, after.personalizationTotal),
      taxCents: after.totalTax,
      shippingCents: after.shippingAmount,
      giftCents: after.giftCodeBalance,
      totalCents: after.grandTotal,
    },
  );
  if (!rewritten)
    throw conflict(shopperMessage("orderWorkflow.changedMeanwhile", { orderNumber: loaded.row.order_number }));
  // The shopper gets the console refund's own e-mail (decision 0107), once: only the event that
  // inserted the change's row (keyed by the refund's id) reaches this line.
  await queueOrderRefundMail(trx, {
    storeId: loaded.row.store_id,
    orderId,
    to: loaded.order.contact.email,
    now,
    store: loaded.store,
    locale: isLocale(loaded.row.locale) ? loaded.row.locale : "en",
    orderNumber: loaded.row.order_number,
    before: loaded.order,
    after,
    refund: split,
  });
  return true;
}
