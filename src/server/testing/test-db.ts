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
import { testDatabaseUrl } from "~server/env";

/** The dialects to run a suite against: `describe.each(testDialects())`. */
export function testDialects(): SqlDialect[] {
  return testDatabaseUrl() ? ["sqlite", "postgres"] : ["sqlite"];
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
