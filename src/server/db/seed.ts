// First-start seeding (ARCHITECTURE §1): an empty database gets the demo stores, so `npm start`
// shows working stores with no set-up. A database that has any store is never touched.
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { windowState } from "~core/store-window/store-window";
import { DEMO_SEED_ACTOR } from "~server/modules/operators/audit";
import { importStoreFile } from "~server/modules/stores/store-import.service";
import { findStoreById, putStore } from "~server/modules/stores/stores.service";
import { isDemoPlacement, placeDemoWindow } from "~server/modules/store-windows/demo-window";
import type { DB } from "./schema";
import { inTransaction } from "./transaction";
import { type PeriodicTask, startPeriodicTask } from "~server/periodic-task";

/** Imports every `*.json` store file of demoDir when there is no store yet; returns the imported store ids. */
export async function seedDemoStoresIfEmpty(db: Kysely<DB>, demoDir: string, now = new Date()): Promise<string[]> {
  const anyStore = await db.selectFrom("stores").select("id").limit(1).executeTakeFirst();
  if (anyStore || !existsSync(demoDir)) return [];
  const files = (await readdir(demoDir)).filter((name) => name.endsWith(".json")).sort();
  // All or nothing: a half-seeded database would count as "not empty" and never be completed.
  return inTransaction(db, async (trx) => {
    const imported: string[] = [];
    for (const name of files) {
      try {
        const file = placeDemoWindow(JSON.parse(await readFile(path.join(demoDir, name), "utf8")), now);
        imported.push((await importStoreFile(trx, file, { actor: DEMO_SEED_ACTOR, now })).storeId);
      } catch (err) {
        // Name the file: a broken demo file must be found from the start-up error alone.
        const reason = err instanceof Error ? err.message : String(err);
        throw new Error(`Demo store file ${name} could not be imported: ${reason}`, { cause: err });
      }
    }
    return imported;
  });
}

/** What the window roll needs of a demo store file with a `demoWindow`: a few hundred bytes. */
export interface DemoWindowFile {
  id: string;
  domains: unknown;
  demoWindow: unknown;
}

/**
 * The demo files' windows, read once: the roll then reads no file. (Each pass used to read and parse
 * every demo file again, 2.2 MB of JSON with demo.json, of which it kept a few fields: the start-up
 * pass and the roll's first pass parsed them twice more while the first requests were served.)
 */
export async function readDemoWindows(demoDir: string): Promise<DemoWindowFile[]> {
  if (!existsSync(demoDir)) return [];
  const files = (await readdir(demoDir)).filter((name) => name.endsWith(".json")).sort();
  const windows: DemoWindowFile[] = [];
  for (const name of files) {
    const raw = JSON.parse(await readFile(path.join(demoDir, name), "utf8")) as {
      id?: unknown;
      domains?: unknown;
      demoWindow?: unknown;
    };
    if (raw.demoWindow === undefined || typeof raw.id !== "string") continue;
    windows.push({ id: raw.id, domains: raw.domains, demoWindow: raw.demoWindow });
  }
  return windows;
}

/**
 * At every start with the demo on (docs/decisions/0035): a demo pop-up store whose window has closed
 * since it was seeded (its file has `demoWindow`) is placed again relative to `now`, so the demo shows
 * the countdown again instead of a store closed for good. A window still open or not yet open, or
 * one of another length or time zone than the demo places (an operator's edit), is left alone. Takes the demo directory or its windows as readDemoWindows read
 * them; returns the ids of the stores re-anchored.
 */
export async function reanchorDemoWindows(
  db: Kysely<DB>,
  demo: string | readonly DemoWindowFile[],
  now: Date,
): Promise<string[]> {
  const windows = typeof demo === "string" ? await readDemoWindows(demo) : demo;
  const moved: string[] = [];
  for (const file of windows) {
    const store = await findStoreById(db, file.id);
    if (!store || windowState(store.data.storeWindow, now).phase !== "after") continue;
    // A window an operator set (closed for good, say) is theirs: only the demo's own placement moves.
    if (!isDemoPlacement(store.data.storeWindow, file.demoWindow)) continue;
    const placed = placeDemoWindow({ ...file, data: {} }, now) as { domains: string[]; data: { storeWindow: unknown } };
    await putStore(db, file.id, {
      domains: placed.domains,
      data: { ...store.data, storeWindow: placed.data.storeWindow as typeof store.data.storeWindow },
    });
    moved.push(file.id);
  }
  return moved;
}

/**
 * While a demo server runs (docs/decisions/0044): reanchorDemoWindows every intervalMs (the pop-up
 * sweep interval), so a demo left running past its window's close shows the countdown again within
 * one sweep instead of at its next restart. Two processes may both move it: the last write wins, and
 * both place it relative to the same clock. The first pass comes one interval after the start (the
 * start-up has just re-anchored), over the windows given, or those of demoDir read once.
 */
export function startDemoWindowRoll(deps: {
  db: Kysely<DB>;
  demo: string | readonly DemoWindowFile[];
  now: () => Date;
  intervalMs: number;
  logger: { info: (obj: object, msg?: string) => void; error: (obj: object, msg?: string) => void };
}): PeriodicTask {
  let windows: readonly DemoWindowFile[] | undefined = typeof deps.demo === "string" ? undefined : deps.demo;
  return startPeriodicTask(
    async () => {
      windows ??= await readDemoWindows(deps.demo as string);
      const moved = await reanchorDemoWindows(deps.db, windows, deps.now());
      if (moved.length > 0) deps.logger.info({ stores: moved }, "demo pop-up windows placed relative to now again");
    },
    {
      intervalMs: deps.intervalMs,
      firstAfterMs: deps.intervalMs,
      onError: (err) => deps.logger.error({ err }, "demo window roll failed"),
    },
  );
}
