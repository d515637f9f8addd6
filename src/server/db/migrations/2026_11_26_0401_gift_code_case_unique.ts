// A gift code is one code in any case (docs/decisions/0054): a unique index on (store_id, upper(code))
// says it in the database, for every write path, and is the index of the shoppers' lookup.
// Codes written before it may differ only in case. Shoppers reached one of them: the first by code
// (the lookup's ORDER BY code). That one keeps its name. Each other spelling keeps its balance, holds and
// redemptions under a new name (the code, "-", the first number from 2 that is free in any case),
// disabled so that nobody who knows the kept code can guess it, its active holds released (a disabled
// code holds nothing). Each rename writes a "gift-code.rename" audit row.
// Frozen once landed.
import { type Kysely, sql } from "kysely";

interface Tables {
  gift_codes: {
    store_id: string;
    code: string;
    balance_cents: number;
    disabled: number;
    created_at: string | null;
  };
  gift_code_reservations: { store_id: string; code: string; state: string };
  audit_log: {
    actor_id: string | null;
    actor_email: string;
    at: string;
    action: string;
    entity_type: string;
    entity_id: string;
    store_id: string | null;
    before_json: string | null;
    after_json: string | null;
  };
}

type Db = Kysely<Tables>;

/** Who the audit rows name. */
const MIGRATION_ACTOR = "migration 2026_11_26_0401_gift_code_case_unique";
const MAX_CODE_LENGTH = 64;

export async function up(db: Kysely<unknown>): Promise<void> {
  // PostgreSQL runs each migration in a transaction; SQLite does not, so the renames and the index are
  // made in one here: a failure leaves the codes as they were.
  const work = async (trx: Db) => {
    await renameCaseTwins(trx, new Date().toISOString());
    await trx.schema
      .createIndex("gift_codes_store_upper_code_unique")
      .unique()
      .on("gift_codes")
      .column("store_id")
      .expression(sql`upper(code)`)
      .execute();
  };
  const typed = db as unknown as Db;
  if (typed.isTransaction) await work(typed);
  else await typed.transaction().execute(work);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("gift_codes_store_upper_code_unique").execute();
}

async function renameCaseTwins(db: Db, at: string): Promise<void> {
  // Every code that shares its store and upper(code) with another, grouped, in the lookup's order.
  const twins = await db
    .selectFrom("gift_codes as g")
    .innerJoin(
      (eb) =>
        eb
          .selectFrom("gift_codes")
          .select(["store_id", sql<string>`upper(code)`.as("folded")])
          .groupBy(["store_id", sql`upper(code)`])
          .having((h) => h.fn.countAll(), ">", 1)
          .as("d"),
      (join) => join.onRef("d.store_id", "=", "g.store_id").on(sql`upper(g.code)`, "=", sql.ref("d.folded")),
    )
    .select(["g.store_id", "g.code", "g.balance_cents", "g.disabled", "d.folded"])
    .orderBy("g.store_id")
    .orderBy("d.folded")
    .orderBy("g.code")
    .execute();

  let kept: (typeof twins)[number] | undefined;
  for (const twin of twins) {
    if (kept?.store_id !== twin.store_id || kept.folded !== twin.folded) {
      kept = twin; // the first of its group: the code the shoppers' lookup found
      continue;
    }
    const renamed = await freeName(db, twin.store_id, twin.code);
    await db
      .insertInto("gift_codes")
      .columns(["store_id", "code", "balance_cents", "disabled", "created_at"])
      .expression((eb) =>
        eb
          .selectFrom("gift_codes")
          .select(["store_id", eb.val(renamed).as("code"), "balance_cents", eb.lit(1).as("disabled"), "created_at"])
          .where("store_id", "=", twin.store_id)
          .where("code", "=", twin.code),
      )
      .execute();
    const released = await db
      .updateTable("gift_code_reservations")
      .set({ state: "released" })
      .where("store_id", "=", twin.store_id)
      .where("code", "=", twin.code)
      .where("state", "=", "active")
      .executeTakeFirst();
    await db
      .updateTable("gift_code_reservations")
      .set({ code: renamed })
      .where("store_id", "=", twin.store_id)
      .where("code", "=", twin.code)
      .execute();
    await db.deleteFrom("gift_codes").where("store_id", "=", twin.store_id).where("code", "=", twin.code).execute();
    const releasedHolds = Number(released.numUpdatedRows);
    await db
      .insertInto("audit_log")
      .values({
        actor_id: null,
        actor_email: MIGRATION_ACTOR,
        at,
        action: "gift-code.rename",
        entity_type: "gift-code",
        entity_id: renamed,
        store_id: twin.store_id,
        before_json: JSON.stringify({
          code: twin.code,
          balanceCents: Number(twin.balance_cents),
          disabled: Number(twin.disabled) === 1,
        }),
        after_json: JSON.stringify({
          code: renamed,
          balanceCents: Number(twin.balance_cents),
          disabled: true,
          sameCodeAs: kept.code,
          ...(releasedHolds > 0 ? { releasedHolds } : {}),
        }),
      })
      .execute();
  }
}

/** The code, "-" and the first number from 2 whose name no code of the store has in any case (at most 64 characters). */
async function freeName(db: Db, storeId: string, code: string): Promise<string> {
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const name = `${code.slice(0, MAX_CODE_LENGTH - suffix.length)}${suffix}`;
    const taken = await db
      .selectFrom("gift_codes")
      .select("code")
      .where("store_id", "=", storeId)
      .where(sql`upper(code)`, "=", sql`upper(${name})`)
      .executeTakeFirst();
    if (!taken) return name;
  }
}
