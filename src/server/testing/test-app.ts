// The app every server test calls: the real createApp (middleware, routes, error handler), on a test
// database, with test secrets and a quiet logger, called through app.request (no socket). Options hold
// or move the clock, replace providers, or set environment variables as the environment would.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { createApp } from "~server/app";
import type { Clock } from "~server/clock";
import type { AppDeps } from "~server/context";
import type { Database } from "~server/db/connect";
import { loadEnv, type Env } from "~server/env";
import { createProviders } from "~server/providers/create-providers";
import type { Providers } from "~server/providers/providers";

export const TEST_SESSION_SECRET = "test-session-secret-0123456789-abcdefghij";
export const TEST_ADMIN_KEY = "test-admin-key-0123456789";
export const TEST_OPERATOR_HASH_COST = 4;
/** scrypt's N for store passwords a suite checks many times (production: 32768, ~100 ms a check). */
export const TEST_STORE_PASSWORD_COST = 1024;

/** Quiet, but an unexpected error still fails the test through console.error (tests/setup). */
export const testLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: (obj: object, msg?: string) => console.error(msg, obj),
};

/** The app's pino logger for tests: only errors, and those through console.error. */
const appLogger = pino({ level: "error" }, { write: (line: string) => console.error(line) });

export interface TestAppOptions {
  /** Environment variables over the test defaults (ADMIN_API_KEY, SESSION_SECRET); undefined unsets one. */
  env?: Record<string, string | undefined>;
  now?: Clock;
  providers?: Partial<Providers>;
  faultAt?: AppDeps["faultAt"];
  /** The React Router app, for tests that render pages (startTestWebBuild); none by default. */
  webBuild?: AppDeps["webBuild"];
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  env: Env;
  providers: Providers;
  /** The DATA_DIR of this app: the default mail transport writes into its outbox/. */
  dataDir: string;
}

export function createTestApp(database: Database, options: TestAppOptions = {}): TestApp {
  const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-app-test-"));
  const env = loadEnv({
    NODE_ENV: "test",
    ADMIN_API_KEY: TEST_ADMIN_KEY,
    SESSION_SECRET: TEST_SESSION_SECRET,
    DATA_DIR: dataDir,
    ...options.env,
  });
  const providers = {
    ...createProviders({ db: database.db, logger: testLogger, dataDir }),
    ...options.providers,
  };
  const app = createApp({
    database,
    env,
    logger: appLogger,
    sessionSecret: env.SESSION_SECRET ?? TEST_SESSION_SECRET,
    providers,
    now: options.now,
    faultAt: options.faultAt,
    webBuild: options.webBuild,
    // The lowest bcrypt cost: operator accounts made in tests hash quickly (the cost is in each hash).
    operatorHashCost: TEST_OPERATOR_HASH_COST,
  });
  return { app, env, providers, dataDir };
}
