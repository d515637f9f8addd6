// Retries a refund's card part that the provider failed (docs/decisions/0096), from the order page's
// button, then goes back to the order page saying what happened. Once however often it is posted: the
// server claims the retry, and a refund already done is not asked of the provider again.
import { redirect } from "react-router";
import type { Route } from "./+types/order-refund-retry";
import { formatMessage } from "~core/i18n/messages";
import { requireCan } from "../../console/console.server";
import { consoleMoney } from "../../console/money";

export async function loader() {
  return new Response("Retry a refund with the order page's button.", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { console } = requireCan(context, request, "orders.write");
  const result = await console.services.afterSale.retryCardRefund(params.orderId, params.changeId);
  const back = new URLSearchParams();
  if (result.ok) {
    back.set("retried", result.value.state);
    back.set("amount", consoleMoney(context.locale)(result.value.cardCents));
    if (result.value.refusal) back.set("reason", result.value.refusal.message);
  } else {
    const message = Object.values(result.errors)[0] ?? "";
    back.set("retried", "refused");
    back.set("reason", typeof message === "string" ? message : formatMessage(context.locale, message));
  }
  return redirect(`/console/orders/${encodeURIComponent(params.orderId)}?${back.toString()}`);
}
