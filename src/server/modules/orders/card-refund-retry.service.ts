// Retrying a failed card refund from the order page (issue 46, docs/decisions/0096). A partial refund
// whose card part the provider failed stays card_pending (order-changes.service.ts): the order and
// the gift card already changed, only the card's money is still owed. A retry claims the change
// (card_pending → card_retrying, conditionally: of two clicks or two processes one claims it, the
// other is told a retry is under way), asks the provider again with the change's own key (the key
// the first attempt used, so a refund whose answer was lost is not made twice at Stripe), and marks
// it done, or puts it back to card_pending when the provider fails again. A change already done
// answers "done" again and calls nobody. A refusal for good undoes the refund (decision 0108): the
// change becomes reversed (or card_refused when the order changed since) and is not offered again.
import type { Kysely } from "kysely";
import { shopperMessage } from "~core/i18n/message";
import type { Cents } from "~core/money";
import type { Clock } from "~server/clock";
import type { DB } from "~server/db/schema";
import { conflict, notFound } from "~server/http/errors";
import type { AuditActor } from "~server/modules/operators/audit";
import { RefundRefusedError, type PaymentProvider, type ProviderLogger } from "~server/providers/providers";
import { settleRefusedCardRefund } from "./card-refund-refusal.service";
import { claimCardRetry, findOrderChangeById, moveOrderChangeState } from "./order-changes.repository";
import { listOrderPayments } from "./order-workflow.repository";

export interface CardRetryDeps {
  db: Kysely<DB>;
  providers: { payments: PaymentProvider };
  logger: ProviderLogger;
  now: Clock;
}

export interface CardRetryResult {
  changeId: string;
  orderId: string;
  storeId: string;
  cardCents: Cents;
  /**
   * done: the card was refunded (now or before); card_pending: the provider failed again (it may
   * pass); reversed / card_refused: the provider refused it for good, the refund was undone or (the
   * order changed since) left for the operator (decision 0108).
   */
  state: "done" | "card_pending" | "reversed" | "card_refused";
  /** The provider's reason when it refused for good. */
  refusal?: { code: string; message: string };
  /** True when nothing was asked of the provider: the change was already done. */
  replayed: boolean;
}

/** A retry that began this long ago and never finished (its process died) may be claimed again. */
export const RETRY_STALE_MS = 5 * 60_000;

export async function retryCardRefund(
  deps: CardRetryDeps,
  orderId: string,
  changeId: string,
  actor?: AuditActor | null,
): Promise<CardRetryResult> {
  const change = await findOrderChangeById(deps.db, changeId);
  if (!change || change.order_id !== orderId) throw notFound(shopperMessage("orderChange.noSuchRetry"));
  const result = (
    state: CardRetryResult["state"],
    replayed: boolean,
    refusal?: CardRetryResult["refusal"],
  ): CardRetryResult => ({
    changeId,
    orderId,
    storeId: change.store_id,
    cardCents: change.card_cents,
    state,
    replayed,
    ...(refusal ? { refusal } : {}),
  });
  const settled = (state: string) => state === "done" || state === "reversed" || state === "card_refused";
  if (settled(change.state)) return result(change.state as CardRetryResult["state"], true);
  const now = deps.now();
  const claimed = await claimCardRetry(
    deps.db,
    changeId,
    now.toISOString(),
    new Date(now.getTime() - RETRY_STALE_MS).toISOString(),
  );
  if (!claimed) {
    const again = await findOrderChangeById(deps.db, changeId);
    if (again && settled(again.state)) return result(again.state as CardRetryResult["state"], true);
    throw conflict(shopperMessage("orderChange.retryUnderWay"));
  }
  const payment = (await listOrderPayments(deps.db, orderId)).find((p) => p.status === "captured");
  if (!payment) {
    await moveOrderChangeState(deps.db, changeId, "card_retrying", "card_pending");
    throw conflict(shopperMessage("orderChange.noCardPayment"));
  }
  try {
    await deps.providers.payments.refund(payment.token_ref, change.card_cents, changeId);
  } catch (err) {
    if (err instanceof RefundRefusedError) {
      // Refused for good: the recorded refund is undone, not retried again (decision 0108).
      const state = await settleRefusedCardRefund(deps, changeId, "card_retrying", err, actor ?? null);
      if (state === "card_retrying") await moveOrderChangeState(deps.db, changeId, "card_retrying", "card_pending");
      const final = state === "card_retrying" ? "card_pending" : (state as CardRetryResult["state"]);
      return result(final, false, { code: err.code, message: err.message });
    }
    deps.logger.error({ err, orderId, changeId }, "retrying the card part of a refund failed; it stays card_pending");
    await moveOrderChangeState(deps.db, changeId, "card_retrying", "card_pending");
    return result("card_pending", false);
  }
  await moveOrderChangeState(deps.db, changeId, "card_retrying", "done");
  return result("done", false);
}
