// Who may do what in the operator console (docs/decisions/0034). `can` is the one permission
// function: the server's console services call it (through authorize) before every read or write,
// and console pages call it (through requireCan) in every loader and action, and to decide which
// navigation entries to show. Pure, so both sides ask the same question the same way.

export const OPERATOR_ROLES = ["owner", "staff", "organiser"] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * Everything the console can be asked to do. A new console page picks the action it needs (or adds
 * one here and to the tables below, with a test in permissions.test.ts).
 */
export const CONSOLE_ACTIONS = [
  "stores.read",
  "stores.write",
  "catalogue.read",
  "catalogue.write",
  "orders.read",
  "orders.write",
  "fundraising.read",
  /**
   * List gift codes, see balances and ledgers. Owners and staff only: a code is a bearer credential
   * (whoever reads it can spend it), so organisers, who only read, do not see codes.
   */
  "gift-codes.read",
  /** Issue, top up, disable and enable gift codes (owners and staff). */
  "gift-codes.write",
  "accounts.manage",
  "audit.read",
  /** Change one's own password, sign out. */
  "self.manage",
] as const;
export type ConsoleAction = (typeof CONSOLE_ACTIONS)[number];

/** The signed-in operator, as every permission question sees them. */
export interface Actor {
  id: string;
  email: string;
  role: OperatorRole;
  /** The stores an organiser is tied to (empty for owners and staff, who see every store). */
  storeIds: readonly string[];
}

const STAFF: ReadonlySet<ConsoleAction> = new Set([
  "stores.read",
  "stores.write",
  "catalogue.read",
  "catalogue.write",
  "orders.read",
  "orders.write",
  "fundraising.read",
  "gift-codes.read",
  "gift-codes.write",
  "self.manage",
]);
/** Read-only, and only for their own stores (their audit entries too, without gift codes: 0094). */
const ORGANISER: ReadonlySet<ConsoleAction> = new Set([
  "stores.read",
  "orders.read",
  "fundraising.read",
  "audit.read",
  "self.manage",
]);

/**
 * Whether the actor may do the action; with a store id, on that store. Without one it answers
 * whether the actor may use the feature at all: lists must then be narrowed by `storeScope`.
 */
export function can(actor: Actor | null | undefined, action: ConsoleAction, storeId?: string): boolean {
  if (!actor) return false;
  switch (actor.role) {
    case "owner":
      return true;
    case "staff":
      return STAFF.has(action);
    case "organiser":
      return ORGANISER.has(action) && (storeId === undefined || actor.storeIds.includes(storeId));
    default:
      return false;
  }
}

/** The stores whose rows a list may show the actor: every store, or only these. */
export function storeScope(actor: Actor): "all" | readonly string[] {
  return actor.role === "organiser" ? actor.storeIds : "all";
}
