// A store's state in the console (issue 45, docs/decisions/0093): as the server's storeState decides
// it, worded in the console's language with its date in the store's time zone. The loader words the
// date (storeStateView), so the page shows what the server decided when it answered.
import type { Locale } from "~core/i18n/locale";
import { storeDateTime } from "~core/store-window/store-window";
import type { StoreState, StoreStateKind } from "~core/store-window/store-state";
import type { ConsoleTextKey } from "./i18n";
import { useConsoleText } from "./ui";

export interface StoreStateView {
  kind: StoreStateKind;
  /** The date the state names, in the store's time zone and the console's language; "" without one. */
  date: string;
}

export function storeStateView(state: StoreState, locale: Locale): StoreStateView {
  return { kind: state.kind, date: state.at ? storeDateTime(state.at, locale, state.timeZone) : "" };
}

const KEY: Record<StoreStateKind, { plain: ConsoleTextKey; dated: ConsoleTextKey }> = {
  open: { plain: "state.open", dated: "state.openUntil" },
  private: { plain: "state.private", dated: "state.privateUntil" },
  opensOn: { plain: "state.opensOn", dated: "state.opensOn" },
  closedSince: { plain: "state.closedSince", dated: "state.closedSince" },
  inactive: { plain: "state.inactive", dated: "state.inactive" },
};

const CLASS: Record<StoreStateKind, string> = {
  open: "border-green-700 text-green-900",
  private: "border-blue-800 text-blue-900",
  opensOn: "border-amber-700 text-amber-900",
  closedSince: "border-gray-600 text-gray-800",
  inactive: "border-gray-600 text-gray-800",
};

/** The state's words: 'Open until December 15, 2026 at 5:00 PM CST', 'Closed since …'. */
export function useStoreStateText() {
  const ct = useConsoleText();
  return (view: StoreStateView) => ct(view.date ? KEY[view.kind].dated : KEY[view.kind].plain, { date: view.date });
}

export function StoreStateBadge({ view, labelled = false }: { view: StoreStateView; labelled?: boolean }) {
  const ct = useConsoleText();
  const text = useStoreStateText()(view);
  return (
    <span
      className={`inline-block rounded border px-2 py-0.5 ${CLASS[view.kind]}`}
      data-testid="store-state"
      data-state={view.kind}
    >
      {labelled ? ct("state.label", { state: text }) : text}
    </span>
  );
}
