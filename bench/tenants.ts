// The many-tenants leg of `npm run bench` (issue 23, decision 0036): N stores of M products each (10,000
// × 100 by default), a domain each, on PostgreSQL (when DATABASE_URL or TEST_DATABASE_URL is set) and
// on SQLite. The real server (`npm start` on the built tree, a process of its own) is then loaded with
// the listing (with its total count), a product by slug and the SSR home page, spread over a random
// 1,000 stores, against the same calls on one store, in alternating rounds. Figures:
//  - tenants_<dialect>_throughput_ratio (≥ 0.8) and _p99_ratio (≤ 1.5): many stores / one store, the
//    p99 of each side's responses over all its rounds (_p99_ratio_worst_round: of its worst round's);
//  - tenants_<dialect>_first_request_p99 (≤ 50 ms): one request at a time to stores not seen before;
//  - tenants_<dialect>_server_rss (≤ 250 MB): the server process's peak resident set (VmHWM), with the
//    resident set at the end split into anonymous memory and mapped files (_rssanon_mb, _rssfile_mb);
//  - tenants_<dialect>_cache_<name>_mb: what each byte-bounded cache holds at the end (/readyz);
//  - tenant_probe_<dialect>_*_us: the per-request store probe through Kysely's builder (as before
//    decision 0036), as a prepared statement (now), and on the bare driver.
// Sizes by environment: BENCH_TENANTS (stores), BENCH_TENANT_PRODUCTS (per store), BENCH_TENANT_VISITED
// (stores in the random set), BENCH_TENANT_SECONDS (load per side), BENCH_TENANT_DIALECTS
// ("postgres,sqlite"), BENCH_SERVER_NODE_OPTIONS (node flags for the server after `npm start`'s own), BENCH_HEAP_SNAPSHOT (a
// folder: the server writes a V8 heap snapshot there after the loads, to compare what the caches really
// hold with their estimates), BENCH_TENANT_DATABASE (a PostgreSQL database to seed once and keep: a later
// run with the same name and sizes reuses it, skipping the seeding), BENCH_SERVER_LOG (a file: the server's
// output, e.g. with BENCH_SERVER_NODE_OPTIONS=--trace-gc), BENCH_TENANT_ONLY ("many" or "one": load that
// mix alone for the whole time and report its figures but no ratio, so that a server profile, with
// BENCH_SERVER_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=…", holds one mix). `npm run bench -- --leg
// tenants` runs this leg alone.
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { type Kysely, sql } from "kysely";
import pg from "pg";
import { createDatabase, type Database, type SqlDialect } from "~server/db/connect";
import { migrateToLatest } from "~server/db/migrate";
import type { DB } from "~server/db/schema";
import { insertProducts, refreshCatalogStatistics } from "~server/modules/products/products.repository";
import { findStoreVersionByDomain, upsertStore } from "~server/modules/stores/stores.repository";
import { startArgs } from "../scripts/start-args.mjs";
import { alternate, p99Of } from "./alternate";
import { load } from "./load";
import { generateProduct, productSlug, random, storeData } from "./seed";

interface Figure {
  name: string;
  value: number;
  unit: string;
  bar: string | null;
  meets: boolean | null;
}

const root = path.resolve(import.meta.dirname, "..");
const number = (value: string | undefined, fallback: number) =>
  value !== undefined && value !== "" ? Number(value) : fallback;

const STORES = number(process.env.BENCH_TENANTS, 10_000);
const PRODUCTS = number(process.env.BENCH_TENANT_PRODUCTS, 100);
const VISITED = Math.min(number(process.env.BENCH_TENANT_VISITED, 1_000), STORES - 1);
const SECONDS = number(process.env.BENCH_TENANT_SECONDS, 8);
const FIRST_REQUESTS = Math.min(300, Math.max(0, STORES - VISITED - 1));
const KEPT_DATABASE = process.env.BENCH_TENANT_DATABASE || undefined;
const SERVER_LOG = process.env.BENCH_SERVER_LOG || undefined;
const ONLY = ((value) => {
  if (value === undefined || value === "" || value === "many" || value === "one") return value || undefined;
  throw new Error(`BENCH_TENANT_ONLY must be "many" or "one", not "${value}"`);
})(process.env.BENCH_TENANT_ONLY);
const CONNECTIONS = 10;

const storeId = (i: number) => `t${i}`;
const domainOf = (i: number) => `t${i}.tenants.localhost`;

const LISTING = `/api/promo/store/products-store?${new URLSearchParams({
  take: "20",
  requireTotalCount: "true",
  sort: JSON.stringify({ selector: "minimumPartPrice", desc: false }),
  filters: JSON.stringify([{ key: "selectedCategories", operation: "equal", value: "tops" }]),
})}`;

/** Every store holds the same generated catalogue (same seed), so every store answers the same calls. */
function catalogue() {
  const next = random(7);
  return Array.from({ length: PRODUCTS }, (_, n) => generateProduct(n, next));
}

/** Tables holding a store's catalogue, copied row for row from the template store to the others. */
const CATALOGUE_TABLES = ["categories", "products", "product_categories", "product_colors", "product_tags"] as const;
/** Stores cloned per statement and transaction. */
const CLONE_BATCH = 250;

/**
 * Store 0 goes in through the repository functions the import uses (validation, derived rows, filter
 * rows); the others are copies of it made inside the database (`INSERT … SELECT` with the new store's
 * id), a batch of stores per transaction. Every store holds the same catalogue anyway, and the copy
 * runs at the database's speed rather than the JSON path's: before, 10,000 stores took ~45 minutes.
 */
async function seed(db: Kysely<DB>, dialect: SqlDialect, reuse: boolean): Promise<{ paths: string[] }> {
  const products = catalogue();
  const started = performance.now();
  const seeded = reuse && (await findStoreVersionByDomain(db, domainOf(STORES - 1))) !== undefined;
  if (seeded) console.error(`tenants ${dialect}: the kept database already holds ${STORES} stores`);
  else await cloneStores(db, dialect, products, started);
  const active = products.filter((p) => p.data.productOptions.activeProduct).slice(0, 20);
  const slugs = active.map((p) => `/api/promo/store/products/slug/${p.data.productData.slug ?? productSlug(0)}`);
  return { paths: [LISTING, ...slugs.slice(0, 1), "/"] };
}

async function cloneStores(
  db: Kysely<DB>,
  dialect: SqlDialect,
  products: ReturnType<typeof catalogue>,
  started: number,
): Promise<void> {
  const document = (i: number) => ({
    ...storeData,
    primaryInformation: { ...storeData.primaryInformation, storeName: `Team store ${i}` },
  });
  await upsertStore(db, { id: storeId(0), domains: [domainOf(0)], passwordHash: null, data: document(0) });
  await insertProducts(db, storeId(0), products);
  const template = await db.selectFrom("stores").selectAll().where("id", "=", storeId(0)).executeTakeFirstOrThrow();
  const columns: Record<string, string[]> = {};
  for (const table of CATALOGUE_TABLES) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} LIMIT 1`.execute(db);
    columns[table] = Object.keys(rows[0] ?? {});
  }
  for (let first = 1; first < STORES; first += CLONE_BATCH) {
    const ids = Array.from({ length: Math.min(CLONE_BATCH, STORES - first) }, (_, k) => first + k);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("stores")
        .values(ids.map((i) => ({ ...template, id: storeId(i), data: JSON.stringify(document(i)) })))
        .execute();
      await trx
        .insertInto("store_domains")
        .values(ids.map((i) => ({ domain: domainOf(i), store_id: storeId(i) })))
        .execute();
      // (VALUES …) names its column column1 on both SQLite and PostgreSQL. Ordered by store, so each
      // store's rows are written together, as a store's own import writes them: CROSS JOIN alone runs
      // the template's rows as the outer loop and wrote product 1 of every store in the batch, then
      // product 2, spreading one store's rows over the file (docs/performance.md, stop 44).
      const targets = sql.join(ids.map((i) => sql`(${storeId(i)})`));
      for (const table of CATALOGUE_TABLES) {
        const names = columns[table] ?? [];
        if (names.length === 0) continue;
        const list = sql.join(names.map((c) => sql.ref(c)));
        const picked = sql.join(names.map((c) => (c === "store_id" ? sql.ref("t.column1") : sql.ref(`s.${c}`))));
        await sql`INSERT INTO ${sql.table(table)} (${list}) SELECT ${picked} FROM ${sql.table(table)} AS s CROSS JOIN (VALUES ${targets}) AS t WHERE s.store_id = ${storeId(0)} ORDER BY t.column1`.execute(
          trx,
        );
      }
    });
    const done = first + ids.length;
    if (Math.floor(done / 1000) > Math.floor((done - ids.length) / 1000))
      console.error(`tenants ${dialect}: ${done} stores in ${Math.round((performance.now() - started) / 1000)} s`);
  }
  await refreshCatalogStatistics(db);
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  console.error(`tenants ${dialect}: seeded ${STORES} stores × ${PRODUCTS} products in ${seconds} s`);
}

/** Store probes per request: Kysely's builder (before 0036), the prepared statement (now), the bare driver. */
async function probeFigures(database: Database, url: string | null, dataDir: string, report: (f: Figure) => void) {
  const db = database.db;
  const domains = Array.from({ length: 2_000 }, (_, k) => domainOf((k * 7919) % STORES));
  const builder = (domain: string) =>
    db
      .selectFrom("store_domains")
      .innerJoin("stores", "stores.id", "store_domains.store_id")
      .select(["stores.id", "stores.updated_at"])
      .where("store_domains.domain", "=", domain)
      .executeTakeFirst();
  const text = "SELECT s.id, s.updated_at FROM store_domains d JOIN stores s ON s.id = d.store_id WHERE d.domain = ";
  let bare: (domain: string) => Promise<unknown>;
  let closeBare: () => Promise<void>;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    bare = (domain) => client.query({ name: "bench_probe", text: `${text}$1`, values: [domain] });
    closeBare = () => client.end();
  } else {
    const raw = new SqliteDatabase(path.join(dataDir, "store.db"), { readonly: true });
    const statement = raw.prepare(`${text}?`);
    bare = (domain) => Promise.resolve(statement.get(domain));
    closeBare = async () => {
      raw.close();
    };
  }
  const time = async (probe: (domain: string) => Promise<unknown>) => {
    for (const domain of domains.slice(0, 200)) await probe(domain); // warm
    const rounds: number[] = [];
    for (let r = 0; r < 5; r++) {
      const started = performance.now();
      for (const domain of domains) await probe(domain);
      rounds.push(((performance.now() - started) * 1000) / domains.length);
    }
    return Math.round((rounds.sort((a, b) => a - b)[2] ?? 0) * 10) / 10;
  };
  try {
    const results = {
      builder: await time(builder),
      prepared: await time((domain) => findStoreVersionByDomain(db, domain)),
      bare: await time(bare),
    };
    const dialect = url ? "postgres" : "sqlite";
    for (const [name, value] of Object.entries(results))
      report({ name: `tenant_probe_${dialect}_${name}_us`, value, unit: "µs", bar: null, meets: null });
    const over = (value: number) => Math.round((value - results.bare) * 10) / 10;
    report({
      name: `tenant_probe_${dialect}_overhead_before_us`,
      value: over(results.builder),
      unit: "µs",
      bar: null,
      meets: null,
    });
    report({
      name: `tenant_probe_${dialect}_overhead_after_us`,
      value: over(results.prepared),
      unit: "µs",
      bar: null,
      meets: null,
    });
  } finally {
    await closeBare();
  }
}

function memoryMb(pid: number, field: "VmHWM" | "VmRSS" | "RssAnon" | "RssFile"): number | null {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

const HEAP_SNAPSHOT_DIR = process.env.BENCH_HEAP_SNAPSHOT ? path.resolve(process.env.BENCH_HEAP_SNAPSHOT) : null;

/** node flags for the server beyond `npm start`'s own; given after them, so a heap flag here wins. */
function serverNodeFlags(): string[] {
  const options = [process.env.BENCH_SERVER_NODE_OPTIONS ?? ""];
  if (HEAP_SNAPSHOT_DIR) options.push(`--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${HEAP_SNAPSHOT_DIR}`);
  return options.join(" ").split(/\s+/).filter(Boolean);
}

/** Asks the server for a heap snapshot (SIGUSR2) and waits until the file stops growing. */
async function writeHeapSnapshot(pid: number, dir: string): Promise<string | null> {
  mkdirSync(dir, { recursive: true });
  const before = new Set(readdirSync(dir));
  process.kill(pid, "SIGUSR2");
  let lastSize = -1;
  for (let waited = 0; waited < 300_000; waited += 1000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const file = readdirSync(dir).find((name) => name.endsWith(".heapsnapshot") && !before.has(name));
    if (!file) continue;
    const size = statSync(path.join(dir, file)).size;
    if (size > 0 && size === lastSize) return path.join(dir, file);
    lastSize = size;
  }
  return null;
}

/** `npm start` on the built tree against the seeded database, as a process of its own. */
async function startServer(env: Record<string, string>) {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  let log = "";
  const child = spawn(process.execPath, startArgs(serverNodeFlags()), {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      SESSION_SECRET: "bench-tenants-secret-0123456789abcdef0123",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  child.stderr?.on("data", (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  if (SERVER_LOG) {
    const file = createWriteStream(SERVER_LOG);
    child.stdout?.pipe(file);
    child.stderr?.pipe(file);
  }
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${log}`);
    if (Date.now() - started > 120_000) throw new Error(`the server gave no 200 within 120 s: ${log}`);
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = async () => {
    child.kill("SIGTERM");
    if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
  };
  const describe = () =>
    `the server ${child.exitCode === null ? "is running" : `exited with ${child.exitCode ?? child.signalCode}`}; its log ends: ${log}`;
  return { url, pid: child.pid ?? 0, stop, describe };
}

/** One request on a plain socket with a Host header (fetch does not let a caller set it). */
async function timedRequest(url: string, host: string, requestPath: string): Promise<number> {
  const { request } = await import("node:http");
  const target = new URL(requestPath, url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(target, { headers: { host } }, (res) => {
      res.resume();
      res.on("end", () =>
        res.statusCode === 200
          ? resolve(performance.now() - started)
          : reject(new Error(`${host}${requestPath}: ${res.statusCode}`)),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const p50 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(sorted.length / 2)] ?? 0) * 10) / 10;
};

/** The calls in turn, each to the host `hosts()` names at that moment. */
function loadStores(url: string, paths: string[], hosts: () => string, seconds: number) {
  let call = 0;
  return load({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => ({
          ...request,
          path: paths[call++ % paths.length] as string,
          headers: { ...request.headers, host: hosts() },
        }),
      },
    ],
  });
}

async function dialectLeg(dialect: SqlDialect, adminUrl: string | undefined, report: (f: Figure) => void) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-tenants-"));
  const kept = dialect === "postgres" ? KEPT_DATABASE : undefined;
  const name = kept ?? `bench_tenants_${Date.now()}_${process.pid}`;
  let url: string | undefined;
  let admin: pg.Client | undefined;
  if (dialect === "postgres" && adminUrl) {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const exists = kept && (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [kept])).rowCount;
    if (!exists) await admin.query(`CREATE DATABASE "${name}"`);
    const target = new URL(adminUrl);
    target.pathname = `/${name}`;
    url = target.toString();
  }
  const database = await createDatabase({ dataDir, databaseUrl: url, onPoolError: () => {} });
  const prefix = `tenants_${dialect}`;
  try {
    await migrateToLatest(database.db);
    const { paths } = await seed(database.db, dialect, kept !== undefined);
    await probeFigures(database, url ?? null, dataDir, report);

    const server = await startServer(url ? { DATABASE_URL: url, DATA_DIR: dataDir } : { DATA_DIR: dataDir });
    try {
      // A random set of stores to visit, another of stores never visited, and the one single store.
      const next = random(42);
      const order = Array.from({ length: STORES }, (_, i) => i);
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [order[i], order[j]] = [order[j] as number, order[i] as number];
      }
      const single = order[0] as number;
      const visited = order.slice(1, VISITED + 1);
      const unseen = order.slice(VISITED + 1, VISITED + 1 + FIRST_REQUESTS);

      // Every visited store and the single one answer each call once (ten at a time) before the loads.
      const visits = [single, ...visited].flatMap((i) => paths.map((p) => [i, p] as const));
      let cursor = 0;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          for (let v = cursor++; v < visits.length; v = cursor++) {
            const [i, p] = visits[v] as readonly [number, string];
            await timedRequest(server.url, domainOf(i), p);
          }
        }),
      );
      // First request to a store not seen before, on a warm process whose caches are full of the visited
      // stores (what a busy server meets): one at a time, the three calls in turn. Measured straight after
      // start it was the process warming up (JIT, lazy modules), not the store.
      // The same request again right after tells what the first one cost above a warm one on this machine.
      const firsts: number[] = [];
      const repeats: number[] = [];
      const byKind = new Map<string, number[]>();
      for (const [k, i] of unseen.entries()) {
        const requestPath = paths[k % paths.length] as string;
        const first = await timedRequest(server.url, domainOf(i), requestPath);
        firsts.push(first);
        repeats.push(await timedRequest(server.url, domainOf(i), requestPath));
        const kind = requestPath === "/" ? "home" : requestPath.includes("/slug/") ? "product" : "listing";
        byKind.set(kind, [...(byKind.get(kind) ?? []), first]);
      }
      if (firsts.length > 0) {
        const value = p99Of(firsts);
        report({ name: `${prefix}_first_request_p99`, value, unit: "ms", bar: "<= 50", meets: value <= 50 });
        report({ name: `${prefix}_repeat_request_p99`, value: p99Of(repeats), unit: "ms", bar: null, meets: null });
        for (const [kind, values] of byKind) {
          report({ name: `${prefix}_first_${kind}_p50`, value: p50(values), unit: "ms", bar: null, meets: null });
          report({ name: `${prefix}_first_${kind}_p99`, value: p99Of(values), unit: "ms", bar: null, meets: null });
        }
      }

      const hosts = () => domainOf(visited[Math.floor(Math.random() * visited.length)] as number);
      const loadMix = (mix: "many" | "one", seconds: number) =>
        loadStores(server.url, paths, mix === "many" ? hosts : () => domainOf(single), seconds);
      if (ONLY) {
        // A profiling aid: one mix alone, its own figures, no comparison.
        const alone = await loadMix(ONLY, SECONDS);
        report({
          name: `${prefix}_${ONLY}_alone_rps`,
          value: Math.round(alone.rps),
          unit: "req/s",
          bar: null,
          meets: null,
        });
        report({ name: `${prefix}_${ONLY}_alone_p99`, value: alone.p99, unit: "ms", bar: null, meets: null });
        return;
      }
      const { real: many, floor: one } = await alternate(SECONDS, (side, seconds) =>
        loadMix(side === "real" ? "many" : "one", seconds),
      );
      const throughput = Math.round((many.rps / one.rps) * 100) / 100;
      const latency = Math.round((many.p99 / Math.max(one.p99, 1)) * 100) / 100;
      report({
        name: `${prefix}_throughput_ratio`,
        value: throughput,
        unit: "ratio",
        bar: ">= 0.8",
        meets: throughput >= 0.8,
      });
      report({ name: `${prefix}_p99_ratio`, value: latency, unit: "ratio", bar: "<= 1.5", meets: latency <= 1.5 });
      report({ name: `${prefix}_many_rps`, value: Math.round(many.rps), unit: "req/s", bar: null, meets: null });
      report({ name: `${prefix}_single_rps`, value: Math.round(one.rps), unit: "req/s", bar: null, meets: null });
      report({ name: `${prefix}_many_p99`, value: many.p99, unit: "ms", bar: null, meets: null });
      report({ name: `${prefix}_single_p99`, value: one.p99, unit: "ms", bar: null, meets: null });
      // Before stop 45 the ratio was of these: each side's highest p99 of its four rounds, a few
      // hundred responses each, so one slow moment in one round decided it (docs/performance.md).
      const worst = Math.round((many.worstRoundP99 / Math.max(one.worstRoundP99, 1)) * 100) / 100;
      report({ name: `${prefix}_p99_ratio_worst_round`, value: worst, unit: "ratio", bar: null, meets: null });

      const rss = memoryMb(server.pid, "VmHWM");
      if (rss !== null)
        report({ name: `${prefix}_server_rss`, value: rss, unit: "MB", bar: "<= 250", meets: rss <= 250 });
      const ready = (await (await fetch(`${server.url}/readyz`)).json()) as {
        caches?: Record<string, { entries: number; bytes: number; maxBytes: number }>;
        memory?: Record<string, number>;
      };
      // The resident set at the end by kind: anonymous memory (heaps: V8's, malloc's, SQLite's) and
      // pages of mapped files (node's own code, native addons), which the system can drop and reread.
      for (const field of ["RssAnon", "RssFile"] as const) {
        const mb = memoryMb(server.pid, field);
        if (mb !== null)
          report({ name: `${prefix}_server_${field.toLowerCase()}_mb`, value: mb, unit: "MB", bar: null, meets: null });
      }
      // Where the resident set goes at the end: V8's heap (used and reserved), memory outside it.
      for (const [part, mb] of Object.entries(ready.memory ?? {}))
        report({ name: `${prefix}_server_${part}_mb`, value: mb, unit: "MB", bar: null, meets: null });
      if (HEAP_SNAPSHOT_DIR) {
        const file = await writeHeapSnapshot(server.pid, HEAP_SNAPSHOT_DIR);
        console.error(file ? `heap snapshot: ${file}` : "no heap snapshot was written within 5 minutes");
      }
      for (const [cache, size] of Object.entries(ready.caches ?? {})) {
        const mb = Math.round((size.bytes / 2 ** 20) * 10) / 10;
        report({
          name: `${prefix}_cache_${cache}_mb`,
          value: mb,
          unit: `MB (${size.entries})`,
          bar: null,
          meets: null,
        });
      }
    } catch (error) {
      // A hang-up usually means the server died (e.g. out of memory under a heap limit): say so.
      await new Promise((resolve) => setTimeout(resolve, 500));
      console.error(server.describe());
      throw error;
    } finally {
      await server.stop();
    }
  } finally {
    await database.close();
    if (admin) {
      if (!kept) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function tenantsLeg(report: (figure: Figure) => void): Promise<void> {
  const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const wanted = (process.env.BENCH_TENANT_DIALECTS ?? "postgres,sqlite").split(",").map((d) => d.trim());
  console.error(`tenants: ${STORES} stores × ${PRODUCTS} products, ${VISITED} visited, ${SECONDS} s per side`);
  for (const dialect of ["postgres", "sqlite"] as const) {
    if (!wanted.includes(dialect)) continue;
    if (dialect === "postgres" && !adminUrl) {
      console.error("no DATABASE_URL or TEST_DATABASE_URL: the PostgreSQL tenants leg is skipped");
      continue;
    }
    await dialectLeg(dialect, adminUrl, report);
  }
}
