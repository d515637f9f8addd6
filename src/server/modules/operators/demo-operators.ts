// The demo's operator accounts (README, data/demo/README.md): one owner and one organiser tied to the
// demo pop-up store, added when the demo stores are there and no operator account exists yet. Their
// passwords are public: a real deployment creates its owner with `npm run operator -- create-owner`.
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";
import { CLI_ACTOR } from "./audit";
import { anyOperatorAccount, createAccount } from "./operators.service";
import { existingStoreIds } from "./operators.repository";

export const DEMO_OWNER = { email: "owner@demo.localhost", password: "demo-owner-pass" };
export const DEMO_ORGANISER = { email: "organiser@demo.localhost", password: "demo-organiser-pass" };
export const DEMO_ORGANISER_STORE = "popup";

/** Creates the demo accounts when the pop-up demo store exists and nobody has an account; the emails made. */
export async function seedDemoOperatorsIfNone(db: Kysely<DB>, now: Date, hashCost?: number): Promise<string[]> {
  if (await anyOperatorAccount(db)) return [];
  if ((await existingStoreIds(db, [DEMO_ORGANISER_STORE])).length === 0) return [];
  const made: string[] = [];
  for (const [who, role, storeIds] of [
    [DEMO_OWNER, "owner", []],
    [DEMO_ORGANISER, "organiser", [DEMO_ORGANISER_STORE]],
  ] as const) {
    const result = await createAccount(db, { ...who, role, storeIds: [...storeIds], actor: CLI_ACTOR, now, hashCost });
    if (!result.ok) throw new Error(`Demo account ${who.email} could not be created: ${JSON.stringify(result.errors)}`);
    made.push(result.value.email);
  }
  return made;
}
