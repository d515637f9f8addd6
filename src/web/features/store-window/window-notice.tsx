// What a pop-up store says while it is closed by its window (docs/decisions/0032): when it opens, or
// when it closed, in the store's time zone; the store's open hours while it is open. The dialog can be
// dismissed, so this strip keeps saying it on every page.
import type { ReactNode } from "react";
import type { StoreWindowView } from "./store-window.server";

export function WindowNotice({ view, children }: { view: StoreWindowView; children?: ReactNode }) {
  if (view.open || view.notice === null) return null;
  return (
    <section aria-label={view.notice} className="border-b border-gray-200 bg-surface px-4 py-3 text-center text-ink">
      <p className="font-semibold" data-testid="window-notice">
        {view.notice}
      </p>
      {children}
    </section>
  );
}
