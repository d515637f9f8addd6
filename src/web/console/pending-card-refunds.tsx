// The order page's refunds whose card part the provider failed (docs/decisions/0096), each with a
// button that retries it once: the server claims the retry, so a double click refunds once.
import { Form, useNavigation } from "react-router";
import { Button } from "../components/button";
import { ConsoleCell, ConsoleRow, ConsoleTable, CsrfField, FormNotice, useConsoleText } from "./ui";

export interface PendingCardRefundView {
  changeId: string;
  amount: string;
  when: string;
  state: "card_pending" | "card_retrying";
}

export function PendingCardRefunds({ orderId, refunds }: { orderId: string; refunds: PendingCardRefundView[] }) {
  const ct = useConsoleText();
  const busy = useNavigation().state === "submitting";
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="order-card-refunds" className="mb-8">
      <h2 id="order-card-refunds" className="mb-3 text-xl font-semibold">
        {ct("retry.title")}
      </h2>
      <ConsoleTable
        caption={ct("retry.caption")}
        columns={[
          { label: ct("retry.when") },
          { label: ct("retry.amount"), align: "end" },
          { label: ct("retry.state") },
          { label: ct("retry.action") },
        ]}
      >
        {refunds.map((refund) => (
          <ConsoleRow key={refund.changeId}>
            <ConsoleCell header weight="normal">
              {refund.when}
            </ConsoleCell>
            <ConsoleCell end>{refund.amount}</ConsoleCell>
            <ConsoleCell>{refund.state === "card_retrying" ? ct("retry.underWay") : ct("retry.pending")}</ConsoleCell>
            <ConsoleCell>
              <Form
                method="post"
                action={`/console/orders/${encodeURIComponent(orderId)}/refunds/${encodeURIComponent(refund.changeId)}/retry`}
              >
                <CsrfField />
                <Button type="submit" size="sm" disabled={busy}>
                  {ct("retry.button", { amount: refund.amount })}
                </Button>
              </Form>
            </ConsoleCell>
          </ConsoleRow>
        ))}
      </ConsoleTable>
    </section>
  );
}

/** After a retry its route comes back to the order page with what happened. */
export function RetryNotice({ changed }: { changed: Record<string, string> }) {
  const ct = useConsoleText();
  const { retried, amount = "", reason = "" } = changed;
  if (retried === "done") return <FormNotice tone="success">{ct("retry.done", { amount })}</FormNotice>;
  if (retried === "card_pending") return <FormNotice tone="error">{ct("refund.cardPending")}</FormNotice>;
  // The provider refused it for good (decision 0108): undone, or left for the operator.
  if (retried === "reversed") return <FormNotice tone="error">{ct("refund.reversed", { amount, reason })}</FormNotice>;
  if (retried === "card_refused")
    return <FormNotice tone="error">{ct("refund.cardRefused", { amount, reason })}</FormNotice>;
  if (retried === "refused" && reason) return <FormNotice tone="error">{reason}</FormNotice>;
  return null;
}
