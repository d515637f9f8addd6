// What a page shows when its list is empty (the cart, the wish list, the compare list): the message
// and the one thing to do next.
import type { ReactNode } from "react";

export function EmptyState({
  message,
  action,
  className = "",
}: {
  message: ReactNode;
  /** Usually a ButtonLink back to shopping. */
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex flex-col items-start gap-4 py-8 ${className}`.trim()}>
      <p className="text-lg">{message}</p>
      {action}
    </div>
  );
}
