// The only file that listens. Boot order: env → database → migrations → demo seed → HTTP.
// `--dev` runs Vite in middleware mode (HMR) in front of the same Hono app. `npm start` runs this file
// bundled (build/app/main.js, decision 0024), so paths taken from import.meta.url assume two folders
// below the project root.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { loadRateTable } from "./currency-rates";
import { createApp } from "./app";
import { fileClock, systemClock } from "./clock";
import { createDatabase } from "./db/connect";
import { migrateToLatest } from "./db/migrate";
import { demoOperatorsMode, guardDemoOperators, seedDemoOperatorsIfNone } from "./modules/operators/demo-operators";
import {
  type DemoWindowFile,
  readDemoWindows,
  reanchorDemoWindows,
  seedDemoStoresIfEmpty,
  startDemoWindowRoll,
} from "./db/seed";
import { EnvError, loadDevelopmentEnv, loadEnv, type Env } from "./env";
import { startMailWorker } from "./modules/mail/mail-worker";
import { startOpeningNotices } from "./modules/notify-me/notify-me.service";
import { startCloseReminders } from "./modules/store-windows/close-reminders";
import type { PlacementPoint } from "./modules/orders/orders.service";
import { startPlacementRecovery } from "./modules/orders/placement-recovery";
import { orderShipmentsFromEnv } from "./modules/orders/order-shipments.service";
import { startPeriodicTask } from "./periodic-task";
import { startLowStockAlerts } from "./modules/inventory/inventory.service";
import { createProviders } from "./providers/create-providers";
import { resolveSessionSecret } from "./session-secret";

const root = fileURLToPath(new URL("../../", import.meta.url));
const development = process.argv.includes("--dev");

async function main() {
  const env = development ? loadDevelopmentEnv() : loadEnv();
  const logger = pino({ level: env.LOG_LEVEL });
  // The one clock of this process: the system's, or a test's shared clock file (TEST_CLOCK_FILE).
  const now = env.TEST_CLOCK_FILE ? fileClock(env.TEST_CLOCK_FILE) : systemClock;
  const database = await createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await migrateToLatest(database.db);
  const demoDir = env.DEMO_DATA_DIR ?? `${root}data/demo/stores`;
  // The demo files' pop-up windows, read once for the start-up re-anchoring and the roll.
  let demoWindows: DemoWindowFile[] = [];
  if (env.SEED_DEMO) {
    const seeded = await seedDemoStoresIfEmpty(database.db, demoDir, now());
    if (seeded.length > 0) logger.info({ stores: seeded }, "seeded demo stores");
    const operatorsMode = demoOperatorsMode(env);
    if (operatorsMode !== "none") {
      const mustChangePassword = operatorsMode === "add-forced-change";
      const operators = await seedDemoOperatorsIfNone(database.db, now(), undefined, { mustChangePassword });
      if (operators.length > 0) logger.info({ operators }, "seeded demo operator accounts (see README)");
    }
    // A demo pop-up store whose window closed since then shows its countdown again (decision 0035).
    demoWindows = await readDemoWindows(demoDir);
    const moved = await reanchorDemoWindows(database.db, demoWindows, now());
    if (moved.length > 0) logger.info({ stores: moved }, "demo pop-up windows placed relative to now again");
  }

  // Demo accounts with their published passwords on a production start: said loudly, and (unless the
  // e2e rigs' public-passwords) each must choose a new password at its next sign-in (decision 0075).
  if (env.NODE_ENV === "production") {
    const forceChange = env.SEED_DEMO_OPERATORS !== "public-passwords";
    const open = await guardDemoOperators(database.db, { forceChange });
    if (open.length > 0) {
      logger.warn(
        { accounts: open, operatorHost: env.OPERATOR_HOST },
        `WARNING: the demo operator accounts ${open.join(", ")} have the passwords published in the README and can ` +
          `sign in to the console at ${env.OPERATOR_HOST}. ${forceChange ? "Each must choose a new password at its next sign-in; " : ""}` +
          "disable them or change their passwords before this server is reachable by anyone else.",
      );
    }
  }

  let webBuild: ServerBuild | (() => Promise<ServerBuild>);
  let viteMiddlewares: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | undefined;
  if (development) {
    const { createServer: createViteServer } = await import("vite");
    const vite = await createViteServer({ root, server: { middlewareMode: true }, appType: "custom" });
    viteMiddlewares = vite.middlewares;
    webBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const buildFile = `${root}build/server/index.js`;
    if (!existsSync(buildFile)) throw new Error(`No web build at ${buildFile}: run \`npm run build\` first.`);
    webBuild = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  }

  const providers = createProviders({ db: database.db, logger, dataDir: env.DATA_DIR, ...providerSettings(env) });
  const mailWorker = startMailWorker({
    db: database.db,
    transport: providers.mail,
    logger,
    now,
    intervalMs: Math.min(5_000, env.MAIL_RETRY_BASE_SECONDS * 1_000),
    baseRetryMs: env.MAIL_RETRY_BASE_SECONDS * 1_000,
  });
  const sessionSecret = resolveSessionSecret(env);
  // Start-up and periodic recovery of placements a crashed process left pending (decision 0027).
  const placementRecovery = startPlacementRecovery({
    db: database.db,
    sessionSecret,
    providers,
    logger,
    now,
    claimLeaseMs: env.ORDER_CLAIM_LEASE_SECONDS * 1_000,
    intervalMs: env.PLACEMENT_RECOVERY_SECONDS * 1_000,
  });
  // Pop-up stores (decisions 0032, 0035), swept every POPUP_SWEEP_SECONDS: stores that opened queue
  // one e-mail per confirmed "notify me" address; organiser and operator get the close reminders.
  const sweepMs = env.POPUP_SWEEP_SECONDS * 1_000;
  const openingNotices = startOpeningNotices({ db: database.db, sessionSecret, now, logger, intervalMs: sweepMs });
  const closeReminders = startCloseReminders({
    db: database.db,
    now,
    operatorEmail: env.OPERATOR_EMAIL,
    logger,
    intervalMs: sweepMs,
  });
  // The daily low-stock e-mail to OPERATOR_EMAIL, once per store and day (decision 0080).
  const lowStockAlerts = startLowStockAlerts({
    db: database.db,
    now,
    operatorEmail: env.OPERATOR_EMAIL,
    logger,
    intervalMs: sweepMs,
  });
  // Orders ShipStation has that are not marked shipped yet: labels bought in ShipStation's own screens
  // (issue 46), found every SHIPSTATION_SWEEP_SECONDS.
  const orderShipments = orderShipmentsFromEnv(env, { db: database.db, now, logger, payments: providers.payments });
  const shipStationSweep = startPeriodicTask(
    async () => {
      await orderShipments.sweep();
    },
    {
      intervalMs: env.SHIPSTATION_SWEEP_SECONDS * 1_000,
      firstAfterMs: 10_000,
      onError: (err) => logger.error({ err }, "ShipStation tracking sweep failed"),
    },
  );
  // The demo pop-up store keeps showing its countdown on a demo left running (decision 0044).
  const demoWindowRoll = env.SEED_DEMO
    ? startDemoWindowRoll({
        db: database.db,
        demo: demoWindows,
        now,
        intervalMs: sweepMs,
        logger,
      })
    : undefined;
  const app = createApp({
    database,
    env,
    logger,
    providers,
    sessionSecret,
    now,
    faultAt: faultInjection(env),
    webBuild,
    clientAssetsDir: development ? undefined : `${root}build/client`,
    demoMediaDir: `${root}data/demo/media`,
    rates: loadRateTable(env.CURRENCY_RATES_FILE),
  });
  const listener = getRequestListener(app.fetch);
  const server = createServer((req, res) => {
    if (viteMiddlewares) viteMiddlewares(req, res, () => void listener(req, res));
    else void listener(req, res);
  });
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    logger.info({ port, database: database.dialect }, `serving the demo stores at http://localhost:${port}`);
  });

  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close the database, exit 0.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.error("in-flight requests did not finish within 10 s; exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(async () => {
      await mailWorker.stop();
      await openingNotices.stop();
      await closeReminders.stop();
      await demoWindowRoll?.stop();
      await placementRecovery.stop();
      await shipStationSweep.stop();
      await lowStockAlerts.stop();
      await database.close();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

/** Crash tests only: with ORDER_FAULT_KILL_AT set, the process kills itself at that point of placement. */
function faultInjection(env: Env): ((point: PlacementPoint) => Promise<void>) | undefined {
  const killAt = env.ORDER_FAULT_KILL_AT;
  if (killAt === undefined) return undefined;
  return async (point) => {
    if (point === killAt) process.kill(process.pid, "SIGKILL");
  };
}

/** Real provider adapters are enabled by their credentials; without them the local defaults serve. */
function providerSettings(env: Env) {
  return {
    shipStation:
      env.SHIPSTATION_API_KEY && env.SHIPSTATION_API_SECRET
        ? { apiKey: env.SHIPSTATION_API_KEY, apiSecret: env.SHIPSTATION_API_SECRET, baseUrl: env.SHIPSTATION_BASE_URL }
        : undefined,
    taxJar: env.TAXJAR_API_KEY ? { apiKey: env.TAXJAR_API_KEY, baseUrl: env.TAXJAR_BASE_URL } : undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    timeoutMs: env.PROVIDER_TIMEOUT_MS,
    paymentProvider: env.PAYMENT_PROVIDER,
    stripe: env.STRIPE_SECRET_KEY ? { secretKey: env.STRIPE_SECRET_KEY, apiUrl: env.STRIPE_API_URL } : undefined,
  };
}

main().catch((err: unknown) => {
  if (err instanceof EnvError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  }
  process.exit(1);
});
