// Vitest global setup: migrate one template database per dialect once per run, so each test's fresh
// database is a copy of it (a file copy on SQLite, CREATE DATABASE … TEMPLATE on PostgreSQL) instead
// of running every migration again (issue 50: about 346 migrations a run before).
// src/server/testing/test-db.ts reads what is provided here; without it (one file run by a config
// that has no such setup) it migrates each database as before.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDatabase } from "~server/db/connect";
import { migrateToLatest } from "~server/db/migrate";
import { testDatabaseUrl } from "~server/env";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated SQLite file to copy, or "" when there is none. */
    sqliteTemplateFile: string;
    /** The name of a migrated PostgreSQL database on TEST_DATABASE_URL's server, or "". */
    postgresTemplateName: string;
  }
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const sqliteDir = mkdtempSync(path.join(tmpdir(), "storefront-template-"));
  const sqlite = await createDatabase({ dataDir: sqliteDir });
  await migrateToLatest(sqlite.db);
  // Closing the last connection checkpoints the WAL into store.db, so the one file is the database.
  await sqlite.close();
  project.provide("sqliteTemplateFile", path.join(sqliteDir, "store.db"));

  const serverUrl = testDatabaseUrl();
  let postgresTemplate = "";
  if (serverUrl) {
    postgresTemplate = `template_${randomBytes(6).toString("hex")}`;
    await onServer(serverUrl, `CREATE DATABASE ${postgresTemplate}`);
    const url = new URL(serverUrl);
    url.pathname = `/${postgresTemplate}`;
    const postgres = await createDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
    await migrateToLatest(postgres.db);
    await postgres.close();
  }
  project.provide("postgresTemplateName", postgresTemplate);

  return async () => {
    rmSync(sqliteDir, { recursive: true, force: true });
    if (serverUrl && postgresTemplate)
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
  };
}
