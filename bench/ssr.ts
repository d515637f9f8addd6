// SSR and whole-server figures for `npm run bench` (QUALITY.md "SSR of the product page and the
// listing page", "memory"):
//  - the real server: `npm start` on a built tree and a fresh data dir (demo stores seeded), as a
//    child process, serving the listing and product pages (tenant, access, loaders querying the
//    database, the streaming entry) — measured with autocannon;
//  - the floor: a bare node:http server that only calls renderToString on the same components with the
//    same data — React Router's ServerRouter over the entry context the real build produced once for
//    each page, captured in this process from an app on the same database;
//  - the peak RSS of the server process (VmHWM) after the SSR loads and API traffic.
// BENCH_SERVER_NODE_OPTIONS: node flags for the real server after `npm start`'s (e.g. a heap flag to try).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import pino from "pino";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { startArgs } from "../scripts/start-args.mjs";
import { ServerRouter, type EntryContext, type ServerBuild } from "react-router";
import { createApp } from "~server/app";
import { loadRateTable } from "~server/currency-rates";
import { createDatabase } from "~server/db/connect";
import { loadEnv } from "~server/env";
import { displayStorage, requestDisplay } from "~server/http/request-display";
import { createProviders } from "~server/providers/create-providers";
import { alternate } from "./alternate";

const root = path.resolve(import.meta.dirname, "..");
const HOST = "demo.localhost";
export const SSR_PAGES = [
  { name: "listing", path: "/shop" },
  { name: "product", path: "/shop/products/heavyweight-cotton-tee" },
];

/** node flags for the real server beyond `npm start`'s own (BENCH_SERVER_NODE_OPTIONS, as the tenants leg reads). */
const serverNodeFlags = () => (process.env.BENCH_SERVER_NODE_OPTIONS ?? "").split(/\s+/).filter(Boolean);

/** QUALITY.md, raised bars (issue 23): SSR at least this share of bare renderToString's throughput. */
export const SSR_BAR = 0.7;

export interface SsrFigure {
  name: string;
  value: number;
  unit: string;
  bar: string | null;
  meets: boolean | null;
}

async function waitFor200(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 90_000) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${log().slice(-2000)}`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server gave no 200 within 90 s: ${log().slice(-2000)}`);
}

/** Peak resident set of a process, from the kernel's high-water mark (Linux). */
function peakRssMb(pid: number): number | null {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** The entry context of each page: the real build renders once, its entry hands the context over. */
async function captureContexts(dataDir: string, build: ServerBuild): Promise<Map<string, EntryContext>> {
  const captured = new Map<string, EntryContext>();
  let current = "";
  const capturing: ServerBuild = {
    ...build,
    entry: {
      module: {
        ...build.entry.module,
        default: (_request: Request, _status: number, _headers: Headers, context: EntryContext) => {
          // renderToString cannot wait for the streamed hydration data, so the floor renders without it.
          void context.serverHandoffStream?.cancel();
          captured.set(current, { ...context, serverHandoffStream: undefined });
          return new Response("captured");
        },
      },
    },
  };
  const env = loadEnv({ NODE_ENV: "production", DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "silent" });
  const logger = pino({ level: "silent" });
  const database = await createDatabase({ dataDir });
  try {
    const app = createApp({
      database,
      env,
      logger,
      providers: createProviders({ db: database.db, logger, dataDir }),
      sessionSecret: "bench-ssr-secret-0123456789abcdef0123",
      webBuild: capturing,
    });
    for (const page of SSR_PAGES) {
      current = page.path;
      const response = await app.fetch(new Request(`http://${HOST}${page.path}`, { headers: { host: HOST } }));
      if (!captured.has(page.path)) throw new Error(`${page.path}: no entry context (${response.status})`);
    }
  } finally {
    await database.close();
  }
  return captured;
}

/** The floor: renderToString of ServerRouter over a captured context, nothing else. */
function bareServer(contexts: Map<string, EntryContext>): Promise<{ url: string; server: Server }> {
  const display = requestDisplay(new URL(`http://${HOST}/`), undefined, loadRateTable(undefined));
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", `http://${HOST}`);
    const context = contexts.get(url.pathname);
    if (!context) {
      response.writeHead(404).end();
      return;
    }
    const html = displayStorage.run(display, () =>
      renderToString(createElement(ServerRouter, { context, url: url.href })),
    );
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(`<!DOCTYPE html>${html}`);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}

async function load(url: string, paths: string[], duration: number, connections: number) {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { host: HOST },
    requests: paths.map((p) => ({ method: "GET" as const, path: p })),
  });
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${url}${paths[0]}: ${result.errors} errors and ${result.non2xx} non-2xx answers under load`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

export async function ssrFigures(options: {
  duration: number;
  warmup: number;
  connections: number;
  report: (figure: SsrFigure) => void;
}): Promise<void> {
  const buildFile = path.join(root, "build/server/index.js");
  if (!existsSync(buildFile)) {
    console.error("no build (run npm run build): SSR and server memory not measured");
    return;
  }
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-ssr-"));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  let log = "";
  const child = spawn(process.execPath, startArgs(serverNodeFlags()), {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const real = `http://127.0.0.1:${port}`;
  let bare: { url: string; server: Server } | undefined;
  try {
    await waitFor200(`http://localhost:${port}/readyz`, child, () => log);
    bare = await bareServer(await captureContexts(dataDir, build));
    const floorUrl = bare.url;
    for (const page of SSR_PAGES) {
      await load(real, [page.path], options.warmup, options.connections);
      await load(floorUrl, [page.path], options.warmup, options.connections);
      const { real: server, floor } = await alternate(options.duration, (side, seconds) =>
        load(side === "real" ? real : floorUrl, [page.path], seconds, options.connections),
      );
      const ratio = Math.round((server.rps / floor.rps) * 100) / 100;
      options.report({
        name: `ssr_${page.name}_vs_render_to_string`,
        value: ratio,
        unit: "ratio",
        bar: `>= ${SSR_BAR}`,
        meets: ratio >= SSR_BAR,
      });
      options.report({
        name: `ssr_${page.name}_rps`,
        value: Math.round(server.rps),
        unit: "req/s",
        bar: null,
        meets: null,
      });
      options.report({
        name: `ssr_${page.name}_floor_rps`,
        value: Math.round(floor.rps),
        unit: "req/s",
        bar: null,
        meets: null,
      });
    }
    // Demo API traffic on the same process before its memory is read.
    await load(
      real,
      [
        "/api/promo/store/products-store?take=20",
        "/api/promo/store/products/slug/heavyweight-cotton-tee",
        "/",
        "/shop?page=2",
      ],
      options.duration,
      options.connections,
    );
    const rss = peakRssMb(child.pid ?? 0);
    if (rss === null) console.error("server peak RSS not readable (/proc): not measured");
    else options.report({ name: "server_peak_rss", value: rss, unit: "MB", bar: "<= 300", meets: rss <= 300 });
  } finally {
    if (bare) await new Promise((resolve) => bare!.server.close(resolve));
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
