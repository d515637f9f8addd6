// Prepared statements for the few queries every request makes (the tenant probe and lookup): Kysely
// builds and compiles its query objects on each call, and its drivers send the SQL text each time.
// A statement here is written once as SQL with `?` parameters and run on the driver directly: a kept
// better-sqlite3 statement, or a named PostgreSQL prepared statement (parsed once per connection).
import { CompiledQuery, type Kysely, PostgresAdapter } from "kysely";
import type { DB } from "./schema";

/** How connect.ts runs a prepared statement on the database it opened. */
export interface PreparedRunner {
  all(name: string, text: string, params: readonly unknown[]): Promise<unknown[]>;
  /**
   * A number that is the same on two calls only if nothing was committed to the database between
   * them, by this process or any other (SQLite's data_version, read on a connection that never
   * writes). Absent where the database cannot tell so cheaply (PostgreSQL).
   */
  changeMark?(): number;
}

const runners = new WeakMap<Kysely<DB>, PreparedRunner>();

export function registerPreparedRunner(db: Kysely<DB>, runner: PreparedRunner): void {
  runners.set(db, runner);
}

/**
 * The database's change mark (PreparedRunner.changeMark), or null where it has none: then every
 * question must be asked of the database again.
 */
export function changeMarkOf(db: Kysely<DB>): (() => number) | null {
  const runner = runners.get(db);
  return runner?.changeMark ? () => runner.changeMark!() : null;
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
