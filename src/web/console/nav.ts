// The console's sections, in navigation order. The shell shows an entry only when `can` lets the
// operator do its action; a new section adds its line here (docs/recipes/console-page.md).
import type { ConsoleAction } from "~core/operators/permissions";
import type { ConsoleTextKey } from "./i18n/en";

export interface ConsoleNavEntry {
  to: string;
  text: ConsoleTextKey;
  action: ConsoleAction;
}

export const CONSOLE_NAV: readonly ConsoleNavEntry[] = [
  { to: "/console/stores", text: "nav.stores", action: "stores.read" },
  { to: "/console/orders", text: "nav.orders", action: "orders.read" },
  { to: "/console/catalogue", text: "nav.catalogue", action: "catalogue.read" },
  { to: "/console/fundraising", text: "nav.fundraising", action: "fundraising.read" },
  { to: "/console/gift-codes", text: "giftCodes.nav", action: "gift-codes.read" },
  { to: "/console/accounts", text: "nav.accounts", action: "accounts.manage" },
  { to: "/console/audit", text: "nav.audit", action: "audit.read" },
];
