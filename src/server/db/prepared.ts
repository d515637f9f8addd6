// Prepared statements for the few queries every request makes (the tenant probe and lookup): Kysely
// builds and compiles its query objects on each call, and its drivers send the SQL text each time.
// A statement here is written once as SQL with `?` parameters and run on the driver directly: a kept
// better-sqlite3 statement, or a named PostgreSQL prepared statement (parsed once per connection).
import { CompiledQuery, type Kysely, PostgresAdapter } from "kysely";
import type { DB } from "./schema";

/** How connect.ts runs a prepared statement on the database it opened. */
export interface PreparedRunner {
  all(name: string, text: string, params: readonly unknown[]): Promise<unknown[]>;
}

const runners = new WeakMap<Kysely<DB>, PreparedRunner>();

export function registerPreparedRunner(db: Kysely<DB>, runner: PreparedRunner): void {
  runners.set(db, runner);
}

/** `?` placeholders as PostgreSQL's `$1, $2, …` (the statements here hold no `?` inside literals). */
export function toPostgresPlaceholders(text: string): string {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
}

/**
 * A statement by name: `run(db, ...params)` answers its rows. On a database not opened by connect.ts
 * (a transaction, a test's own Kysely) it runs through Kysely as raw SQL, with the same result.
 */
export function preparedStatement<Row, Params extends unknown[]>(name: string, text: string) {
  const postgresText = toPostgresPlaceholders(text);
  return async (db: Kysely<DB>, ...params: Params): Promise<Row[]> => {
    const runner = runners.get(db);
    if (runner) return (await runner.all(name, text, params)) as Row[];
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const result = await db.executeQuery<Row>(CompiledQuery.raw(postgres ? postgresText : text, params));
    return result.rows;
  };
}
