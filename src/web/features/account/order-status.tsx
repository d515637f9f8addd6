// An order's status as a badge (spec §2 samples: Pending, Shipped, Completed, On hold). Colours pair
// with dark text for AA contrast; the word, not the colour, carries the meaning.
import { t, type MessageKey } from "../../i18n/t";
import type { OrderStatus } from "../../lib/account";

const LOOK: Record<OrderStatus, { label: MessageKey; className: string }> = {
  pending: { label: "account.status.pending", className: "bg-amber-100 text-amber-900" },
  shipped: { label: "account.status.shipped", className: "bg-sky-100 text-sky-900" },
  completed: { label: "account.status.completed", className: "bg-green-100 text-green-900" },
  onHold: { label: "account.status.onHold", className: "bg-gray-200 text-gray-900" },
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const look = LOOK[status];
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-medium ${look.className}`}>
      {t(look.label)}
    </span>
  );
}
