// Imports a whole store from one JSON file (CLI, demo seed): the store, its catalogue and its gift
// codes, in one transaction, so a failed import changes nothing and a repeated one changes nothing more.
// Every gift-code balance it creates or changes writes an audit row in that transaction, as the
// console's top-up and the admin API's PUT do; `actor` names who ran it ("command line", "demo seed").
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";
import { inTransaction } from "~server/db/transaction";
import { fromZodError } from "~server/http/errors";
import { replaceStoreProducts } from "~server/modules/products/products.service";
import { StoreFileSchema } from "./stores.schema";
import { roundCents } from "~core/money";
import { CLI_ACTOR, type AuditActor } from "~server/modules/operators/audit";
import { recordGiftBalanceSet } from "~server/modules/gift-codes/gift-codes.service";
import { writeGiftCodeBalance } from "~server/modules/gift-codes/gift-codes.service";
import { putStore } from "./stores.service";

export interface ImportSummary {
  storeId: string;
  created: boolean;
  domains: number;
  products: number;
  giftCodes: number;
}

/** Validates the file (errors name the path, e.g. `products[3].data.productData.productName: required`) and imports it. */
export async function importStoreFile(
  db: Kysely<DB>,
  file: unknown,
  options: { actor?: AuditActor; now?: Date } = {},
): Promise<ImportSummary> {
  const { actor = CLI_ACTOR, now = new Date() } = options;
  const parsed = StoreFileSchema.safeParse(file);
  if (!parsed.success) throw fromZodError(parsed.error);
  const { id, domains, password, data, products, giftCodes } = parsed.data;
  // The password is hashed (~50 ms) inside this transaction; acceptable for an offline import.
  return inTransaction(db, async (trx) => {
    const { created } = await putStore(trx, id, { domains, password, data });
    await replaceStoreProducts(trx, id, products);
    // A code the store has in another case is that code: its balance is set, its spelling kept.
    for (const giftCode of giftCodes) {
      const balanceCents = roundCents(giftCode.balance * 100);
      const { code, before } = await writeGiftCodeBalance(trx, id, giftCode.code, balanceCents, now);
      if (before?.balance === balanceCents) continue; // unchanged: nothing to record
      await recordGiftBalanceSet(trx, { actor, at: now, storeId: id, code, before, balanceCents });
    }
    return { storeId: id, created, domains: domains.length, products: products.length, giftCodes: giftCodes.length };
  });
}
