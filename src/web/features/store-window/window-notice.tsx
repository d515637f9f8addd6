// What a pop-up store says while it is closed by its window (docs/decisions/0032): when it opens, or
// when it closed, in the store's time zone, and the "notify me" form while it may still open. The
// closed dialog can be dismissed, so this strip keeps saying it on every page. It also says what a
// notify-me e-mail's link did (confirmed, unsubscribed, a bad link).
import { shopperMessage } from "~core/i18n/message";
import { messageText } from "../../i18n/t";
import { NotifyMeForm } from "./notify-me-form";
import type { StoreWindowView } from "./store-window.server";

export function WindowNotice({ view }: { view: StoreWindowView }) {
  const closedNotice = !view.open && view.notice !== null ? view.notice : null;
  if (closedNotice === null && !view.notifyMe && view.notifyOutcome === null) return null;
  const label = closedNotice ?? messageText(shopperMessage("notify.title"));
  return (
    <section aria-label={label} className="border-b border-gray-200 bg-surface px-4 py-3 text-center text-ink">
      {view.notifyOutcome !== null && (
        <p role="status" className="font-semibold" data-testid="notify-outcome">
          {view.notifyOutcome}
        </p>
      )}
      {closedNotice !== null && (
        <p className="font-semibold" data-testid="window-notice">
          {closedNotice}
        </p>
      )}
      {view.notifyMe && (
        <>
          <h2 className="mt-2 text-base font-semibold">{messageText(shopperMessage("notify.title"))}</h2>
          <NotifyMeForm />
        </>
      )}
    </section>
  );
}
