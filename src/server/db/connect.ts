// Opens the one database the server uses: an embedded SQLite file by default, PostgreSQL when a
// postgres:// URL is given (ARCHITECTURE §1). Everything above this file sees only Kysely<DB>.
import { mkdirSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase as KyselySqliteDatabase } from "kysely";
import pg from "pg";
import { SQLITE_PAGE_CACHE_BYTES } from "~server/memory-caches";
import { registerPreparedRunner, toPostgresPlaceholders } from "./prepared";
import type { DB } from "./schema";

export type SqlDialect = "sqlite" | "postgres";

export interface Database {
  db: Kysely<DB>;
  dialect: SqlDialect;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// or postgresql:// selects PostgreSQL; absent selects SQLite under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /**
   * Called when an idle pooled PostgreSQL connection fails (server restart, network drop). The pool
   * replaces the connection; without a listener node-postgres would crash the process.
   */
  onPoolError?: (err: Error) => void;
}

const POSTGRES_URL = /^postgres(ql)?:\/\//i;
const PG_INT8_OID = 20;

export async function createDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl && POSTGRES_URL.test(opts.databaseUrl)) return openPostgres(opts.databaseUrl, opts.onPoolError);
  if (opts.databaseUrl) throw new Error("DATABASE_URL must start with postgres:// or postgresql://");
  return openSqlite(opts.dataDir);
}

function openSqlite(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(path.join(dataDir, "store.db"));
  // WAL lets readers run while a writer commits; NORMAL sync is safe with WAL and much faster;
  // busy_timeout makes a second process (the CLI next to the server) wait instead of failing.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  limitPageCache(sqlite, SQLITE_PAGE_CACHE_BYTES.kysely);
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  const reader = sqliteReader(path.join(dataDir, "store.db"));
  registerPreparedRunner(db, reader);
  return {
    db,
    dialect: "sqlite",
    close: async () => {
      reader.close();
      await db.destroy();
    },
  };
}

/** A connection's page cache budget (memory-caches.ts); a negative cache_size counts KiB, not pages. */
function limitPageCache(sqlite: SqliteDatabase.Database, bytes: number) {
  sqlite.pragma(`cache_size = -${bytes / 1024}`);
}

/**
 * Prepared statements on SQLite run on a connection of their own, opened on first use and kept to
 * reading: Kysely's one connection may be inside a transaction between two awaits, and a statement
 * run on it then would see that transaction's uncommitted rows. With WAL, this reader sees every
 * committed write at once.
 */
function sqliteReader(file: string) {
  let connection: SqliteDatabase.Database | undefined;
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    all(name: string, text: string, params: readonly unknown[]): Promise<unknown[]> {
      if (!connection) {
        connection = new SqliteDatabase(file);
        connection.pragma("busy_timeout = 5000");
        connection.pragma("query_only = ON");
        limitPageCache(connection, SQLITE_PAGE_CACHE_BYTES.reader);
      }
      let statement = statements.get(name);
      if (!statement) statements.set(name, (statement = connection.prepare(text)));
      try {
        return Promise.resolve(statement.all(...params));
      } catch (err) {
        return Promise.reject(err as Error);
      }
    },
    close() {
      statements.clear();
      connection?.close();
      connection = undefined;
    },
  };
}

/** As many distinct statements as the app issues, with room for IN lists of many lengths. */
const STATEMENT_CACHE_LIMIT = 500;

/**
 * Kysely's SQLite driver prepares every query it runs, and preparing (parsing and planning the SQL)
 * costs more than running the indexed lookups most requests make. better-sqlite3 statements can be
 * run again and again, so the most recently used ones are kept by their SQL text. SQLite re-plans a
 * kept statement by itself when a migration changes the schema. Nothing here iterates a statement
 * (Kysely's stream()), which is the one use that cannot share a statement.
 */
export function withStatementCache(
  sqlite: SqliteDatabase.Database,
  limit = STATEMENT_CACHE_LIMIT,
): KyselySqliteDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close() {
      statements.clear();
      sqlite.close();
    },
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else {
        statement = sqlite.prepare(sql);
        if (statements.size >= limit) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

function openPostgres(connectionString: string, onPoolError = defaultPoolError): Database {
  const pool = new pg.Pool({
    connectionString,
    // COUNT(*) and SUM() come back as int8, which pg returns as strings; numbers keep both dialects
    // answering alike. Counts and cent sums stay far below 2^53.
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === PG_INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  pool.on("error", onPoolError);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  // Named statements: each pooled connection parses and plans one the first time it runs it.
  const texts = new Map<string, string>();
  registerPreparedRunner(db, {
    async all(name, text, params) {
      let postgresText = texts.get(name);
      if (postgresText === undefined) texts.set(name, (postgresText = toPostgresPlaceholders(text)));
      return (await pool.query({ name, text: postgresText, values: params as unknown[] })).rows;
    },
  });
  return { db, dialect: "postgres", close: () => db.destroy() };
}

function defaultPoolError(err: Error) {
  process.stderr.write(`PostgreSQL connection lost (the pool will reconnect): ${err.message}\n`);
}
