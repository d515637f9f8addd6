// Tells a migration which SQL dialect it runs on, for the few places where column types differ.
import { type Kysely, SqliteAdapter } from "kysely";
import type { SqlDialect } from "./connect";

export function dialectOf(db: Pick<Kysely<unknown>, "getExecutor">): SqlDialect {
  // Migrations receive a bare Kysely (or a transaction of it), so its adapter is the only witness of
  // the dialect; getExecutor() is typed publicly though documented as internal.
  return db.getExecutor().adapter instanceof SqliteAdapter ? "sqlite" : "postgres";
}
