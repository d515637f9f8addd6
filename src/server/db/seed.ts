// First-start seeding (ARCHITECTURE §1): an empty database gets the demo stores, so `npm start`
// shows working stores with no set-up. A database that has any store is never touched.
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { importStoreFile } from "~server/modules/stores/store-import.service";
import { placeDemoWindow } from "~server/modules/store-windows/demo-window";
import type { DB } from "./schema";
import { inTransaction } from "./transaction";

/** Imports every `*.json` store file of demoDir when there is no store yet; returns the imported store ids. */
export async function seedDemoStoresIfEmpty(db: Kysely<DB>, demoDir: string): Promise<string[]> {
  const anyStore = await db.selectFrom("stores").select("id").limit(1).executeTakeFirst();
  if (anyStore || !existsSync(demoDir)) return [];
  const files = (await readdir(demoDir)).filter((name) => name.endsWith(".json")).sort();
  // All or nothing: a half-seeded database would count as "not empty" and never be completed.
  return inTransaction(db, async (trx) => {
    const imported: string[] = [];
    for (const name of files) {
      try {
        const file = placeDemoWindow(JSON.parse(await readFile(path.join(demoDir, name), "utf8")), new Date());
        imported.push((await importStoreFile(trx, file)).storeId);
      } catch (err) {
        // Name the file: a broken demo file must be found from the start-up error alone.
        const reason = err instanceof Error ? err.message : String(err);
        throw new Error(`Demo store file ${name} could not be imported: ${reason}`, { cause: err });
      }
    }
    return imported;
  });
}
