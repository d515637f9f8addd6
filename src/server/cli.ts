// Store administration from the command line (`npm run store -- <command>`):
//   import <file.json>…  validate and import store files (store, products, gift codes)
//   list                 print the stores and their domains
import { readFile } from "node:fs/promises";
import type { Kysely } from "kysely";
import { createDatabase } from "./db/connect";
import { EnvError, loadDatabaseEnv } from "./env";
import { migrateToLatest } from "./db/migrate";
import type { DB } from "./db/schema";
import { AppError } from "./http/errors";
import { CLI_ACTOR } from "./modules/operators/audit";
import { importStoreFile } from "./modules/stores/store-import.service";
import { listStoreSummaries } from "./modules/stores/stores.service";

const USAGE = "Usage: npm run store -- import <file.json>… | npm run store -- list";

async function importFiles(db: Kysely<DB>, files: string[]): Promise<boolean> {
  let ok = true;
  for (const file of files) {
    try {
      const json: unknown = JSON.parse(await readFile(file, "utf8"));
      const summary = await importStoreFile(db, json, { actor: CLI_ACTOR });
      const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
      process.stdout.write(
        `Imported store ${summary.storeId}: ${plural(summary.domains, "domain")}, ${plural(summary.products, "product")}, ${plural(summary.giftCodes, "gift code")}\n`,
      );
    } catch (err) {
      ok = false;
      process.stderr.write(`${file}: ${describeError(err)}\n`);
    }
  }
  return ok;
}

function describeError(err: unknown): string {
  if (err instanceof AppError && err.details.issues && err.details.issues.length > 1) {
    return ["invalid store file:", ...err.details.issues.map((i) => `  ${i.path}: ${i.message}`)].join("\n");
  }
  if (err instanceof SyntaxError) return `not valid JSON (${err.message})`;
  return err instanceof Error ? err.message : String(err);
}

async function printStores(db: Kysely<DB>) {
  const stores = await listStoreSummaries(db);
  const rows = [
    ["ID", "NAME", "ACTIVE", "PRIVATE", "DOMAINS"],
    ...stores.map((s) => [s.id, s.name, s.isActive ? "yes" : "no", s.isPrivate ? "yes" : "no", s.domains.join(", ")]),
  ];
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  for (const row of rows)
    process.stdout.write(
      `${row
        .map((cell, col) => cell.padEnd(widths[col]!))
        .join("  ")
        .trimEnd()}\n`,
    );
  if (stores.length === 0) process.stdout.write("(no stores)\n");
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (!(command === "list" && rest.length === 0) && !(command === "import" && rest.length > 0)) {
    process.stderr.write(`${USAGE}\n`);
    return 1;
  }
  const env = loadDatabaseEnv();
  const database = await createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateToLatest(database.db);
    if (command === "list") {
      await printStores(database.db);
      return 0;
    }
    return (await importFiles(database.db, rest)) ? 0 : 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    const text =
      err instanceof EnvError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err);
    process.stderr.write(`${text}\n`);
    process.exit(1);
  },
);
