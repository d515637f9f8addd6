// Fresh, migrated databases for integration tests: SQLite in a temporary directory always, and a
// throw-away PostgreSQL database when TEST_DATABASE_URL names a server (ARCHITECTURE §9). Each is a
// copy of the template that tests/setup/template-databases.ts migrated once for the run, where there
// is one; otherwise (or with `upTo`) it is migrated here.
import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { createDatabase, type Database, type SqlDialect } from "~server/db/connect";
import { migrateTo, migrateToLatest, type MigrationName } from "~server/db/migrate";
import { testDatabaseUrl, testDialectSettings } from "~server/env";

/**
 * Why a suite runs on PostgreSQL as well as SQLite (decision 0100). Only a suite whose outcome can
 * differ by dialect opts in: its SQL is the subject (a repository, a migration, the seed), or it races
 * transactions over money, stock or counters, or it stores text a dialect may refuse. A suite that
 * reaches SQL through routes, console pages or services already covered on PostgreSQL runs on SQLite.
 */
export type PostgresReason = "repository" | "migration" | "concurrency" | "storable text";

/**
 * The dialects to run a suite against: `describe.each(testDialects())` is SQLite only;
 * `describe.each(testDialects({ postgres: "repository" }))` adds PostgreSQL when TEST_DATABASE_URL
 * names a server. TEST_DIALECTS narrows the run ("sqlite" or "postgres"); TEST_POSTGRES_SUITES=all
 * runs every suite on PostgreSQL too, the check that the opted-in ones lose nothing (decision 0100).
 */
export function testDialects(options: { postgres?: PostgresReason } = {}): SqlDialect[] {
  const { dialects, postgresSuites } = testDialectSettings();
  const wanted: SqlDialect[] = ["sqlite"];
  if (testDatabaseUrl() && (options.postgres || postgresSuites === "all")) wanted.push("postgres");
  return dialects ? wanted.filter((dialect) => dialects.includes(dialect)) : wanted;
}

/** A migrated test database; `upTo` stops at that migration (a migration's test seeds the one before it). */
export async function createTestDatabase(dialect: SqlDialect, upTo?: MigrationName): Promise<Database> {
  const template = upTo ? "" : templateOf(dialect);
  const database =
    dialect === "sqlite" ? await createSqliteTestDatabase(template) : await createPostgresTestDatabase(template);
  if (template) return database;
  if (upTo) await migrateTo(database.db, upTo);
  else await migrateToLatest(database.db);
  return database;
}

/** The run's migrated template for the dialect, or "" (a config without the global setup). */
function templateOf(dialect: SqlDialect): string {
  return (dialect === "sqlite" ? inject("sqliteTemplateFile") : inject("postgresTemplateName")) ?? "";
}

async function createSqliteTestDatabase(templateFile: string): Promise<Database> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-test-"));
  if (templateFile) copyFileSync(templateFile, path.join(dataDir, "store.db"));
  const database = await createDatabase({ dataDir });
  return {
    ...database,
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createPostgresTestDatabase(templateName: string): Promise<Database> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set; PostgreSQL tests cannot run");
  const name = `test_${randomBytes(6).toString("hex")}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}${templateName ? ` TEMPLATE ${templateName}` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // DROP … WITH (FORCE) below ends any connection still closing; that is expected, not a failure.
  const database = await createDatabase({ databaseUrl: url.toString(), dataDir: tmpdir(), onPoolError: () => {} });
  return {
    ...database,
    async close() {
      await database.close();
      await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function runOnServer(connectionString: string, statement: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
