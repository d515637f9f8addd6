// The demo's operator accounts (README, data/demo/README.md): one owner and one organiser tied to the
// demo pop-up store, added when the demo stores are there and no operator account exists yet. Their
// passwords are public: they are added only in development or when SEED_DEMO_OPERATORS asks, and a
// production start flags them to choose a new password first (decision 0075). A real deployment creates
// its owner with `npm run operator -- create-owner`.
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";
import type { Env } from "~server/env";
import { CLI_ACTOR } from "./audit";
import { verifyOperatorPassword } from "./operator-password";
import { anyOperatorAccount, createAccount } from "./operators.service";
import { existingStoreIds, findAccountByEmail, flagPasswordChange } from "./operators.repository";

export const DEMO_OWNER = { email: "owner@demo.localhost", password: "demo-owner-pass" };
export const DEMO_ORGANISER = { email: "organiser@demo.localhost", password: "demo-organiser-pass" };
export const DEMO_ORGANISER_STORE = "popup";

/** Creates the demo accounts when the pop-up demo store exists and nobody has an account; the emails made. */
export async function seedDemoOperatorsIfNone(
  db: Kysely<DB>,
  now: Date,
  hashCost?: number,
  options: { mustChangePassword?: boolean } = {},
): Promise<string[]> {
  if (await anyOperatorAccount(db)) return [];
  if ((await existingStoreIds(db, [DEMO_ORGANISER_STORE])).length === 0) return [];
  const made: string[] = [];
  for (const [who, role, storeIds] of [
    [DEMO_OWNER, "owner", []],
    [DEMO_ORGANISER, "organiser", [DEMO_ORGANISER_STORE]],
  ] as const) {
    const result = await createAccount(db, {
      ...who,
      role,
      storeIds: [...storeIds],
      actor: CLI_ACTOR,
      now,
      hashCost,
      mustChangePassword: options.mustChangePassword,
    });
    if (!result.ok) throw new Error(`Demo account ${who.email} could not be created: ${JSON.stringify(result.errors)}`);
    made.push(result.value.email);
  }
  return made;
}

export type DemoOperatorsMode = "add" | "add-forced-change" | "add-public" | "none";

/** What a start does about the demo accounts: SEED_DEMO_OPERATORS, or development's default (decision 0075). */
export function demoOperatorsMode(env: Pick<Env, "NODE_ENV" | "SEED_DEMO" | "SEED_DEMO_OPERATORS">): DemoOperatorsMode {
  const asked = env.SEED_DEMO_OPERATORS ?? (env.NODE_ENV === "development" ? "true" : "false");
  if (!env.SEED_DEMO || asked === "false") return "none";
  if (asked === "public-passwords") return "add-public";
  return env.NODE_ENV === "production" ? "add-forced-change" : "add";
}

/**
 * The demo accounts that still sign in with their published passwords. On a production start (unless
 * public-passwords was asked for) each is flagged to choose a new password at its next sign-in.
 */
export async function guardDemoOperators(db: Kysely<DB>, options: { forceChange: boolean }): Promise<string[]> {
  const open: string[] = [];
  for (const who of [DEMO_OWNER, DEMO_ORGANISER]) {
    const account = await findAccountByEmail(db, who.email);
    if (!account || account.disabled) continue;
    // A flagged account still has its published password (the flag goes with the first change).
    if (!account.mustChangePassword && !(await verifyOperatorPassword(who.password, account.passwordHash))) continue;
    open.push(who.email);
    if (options.forceChange && !account.mustChangePassword) {
      await flagPasswordChange(db, account.id);
    }
  }
  return open;
}
