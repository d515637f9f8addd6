// Operator accounts for the console's server tests, made as the CLI makes them (cheap hashing).
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";
import { CLI_ACTOR } from "~server/modules/operators/audit";
import { createAccount } from "~server/modules/operators/operators.service";
import { TEST_OPERATOR_HASH_COST } from "./test-app";

export interface TestAccount {
  who: { email: string; password: string };
  role: "owner" | "staff" | "organiser";
  /** An organiser's stores. */
  storeIds?: readonly string[];
}

/** Creates each account or throws with the refusal, so a test never runs without the actors it names. */
export async function createTestAccounts(db: Kysely<DB>, now: Date, accounts: readonly TestAccount[]): Promise<void> {
  for (const { who, role, storeIds = [] } of accounts) {
    const result = await createAccount(db, {
      ...who,
      role,
      storeIds: [...storeIds],
      actor: CLI_ACTOR,
      now,
      hashCost: TEST_OPERATOR_HASH_COST,
    });
    if (!result.ok) throw new Error(`test account ${who.email} refused: ${JSON.stringify(result.errors)}`);
  }
}
