// Imports a whole store from one JSON file (CLI, demo seed): the store, its catalogue and its gift
// codes, in one transaction, so a failed import changes nothing and a repeated one changes nothing more.
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";
import { inTransaction } from "~server/db/transaction";
import { fromZodError } from "~server/http/errors";
import { replaceStoreProducts } from "~server/modules/products/products.service";
import { StoreFileSchema } from "./stores.schema";
import { roundCents } from "~core/money";
import { setGiftCodeBalances } from "./stores.repository";
import { putStore } from "./stores.service";

export interface ImportSummary {
  storeId: string;
  created: boolean;
  domains: number;
  products: number;
  giftCodes: number;
}

/** Validates the file (errors name the path, e.g. `products[3].data.productData.productName: required`) and imports it. */
export async function importStoreFile(db: Kysely<DB>, file: unknown): Promise<ImportSummary> {
  const parsed = StoreFileSchema.safeParse(file);
  if (!parsed.success) throw fromZodError(parsed.error);
  const { id, domains, password, data, products, giftCodes } = parsed.data;
  // The password is hashed (~50 ms) inside this transaction; acceptable for an offline import.
  return inTransaction(db, async (trx) => {
    const { created } = await putStore(trx, id, { domains, password, data });
    await replaceStoreProducts(trx, id, products);
    await setGiftCodeBalances(
      trx,
      id,
      giftCodes.map((g) => ({ code: g.code, balanceCents: roundCents(g.balance * 100) })),
    );
    return { storeId: id, created, domains: domains.length, products: products.length, giftCodes: giftCodes.length };
  });
}
