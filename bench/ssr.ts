// SSR and whole-server figures for `npm run bench` (QUALITY.md "SSR of the product page and the
// listing page", "memory"):
//  - the real server: `npm start` on a built tree and a fresh data dir (demo stores seeded), as a
//    child process, serving the listing and product pages (tenant, access, loaders querying the
//    database, the streaming entry) — measured with autocannon;
//  - the floor: a bare node:http server that only calls renderToString on the same components with the
//    same data — React Router's ServerRouter over the entry context the real build produced once for
//    each page (./ssr-floor), in a process of its own with the same V8 flags, as the real server has;
//  - each comparison RUNS times (real and floor taking turns within each, ./alternate): the figure
//    against the bar is the median ratio, and the lowest is reported beside it, since the bar holds
//    for every run; each side's CPU time per request (from /proc) is reported with it;
//  - the peak RSS of the server process (VmHWM) after the SSR loads and API traffic.
// BENCH_SERVER_NODE_OPTIONS: node flags for the real server after `npm start`'s (e.g. a heap flag to try).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startArgs } from "../scripts/start-args.mjs";
import { alternate } from "./alternate";
import { load } from "./load";
import { SSR_HOST as HOST, SSR_PAGES } from "./ssr-pages";

const root = path.resolve(import.meta.dirname, "..");

/** Comparisons per page: the bar holds for every run, and the median is the figure reported. */
export const RUNS = 3;

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

/** CPU time a process has used so far, in ms (utime + stime from /proc; Linux), or null. */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command; in clock ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** The kernel's clock ticks per second (USER_HZ): 100 on Linux builds for every architecture we run. */
const CLOCK_TICKS = 100;

function loadPaths(url: string, paths: string[], duration: number, connections: number) {
  return load(
    {
      url,
      connections,
      duration,
      headers: { host: HOST },
      requests: paths.map((p) => ({ method: "GET" as const, path: p })),
    },
    `${url}${paths[0]}`,
  );
}

/** Starts the floor (./ssr-floor) on the real server's data and resolves with its address. */
function startFloor(dataDir: string, nodeFlags: string[]): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [...nodeFlags, "--import", "tsx", path.join(root, "bench/ssr-floor.ts")], {
    cwd: root,
    env: { ...process.env, BENCH_FLOOR_DATA_DIR: dataDir, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stderr?.on("data", (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split("\n").find((text) => text.startsWith("{"));
      if (line) resolve({ url: (JSON.parse(line) as { url: string }).url, child });
    });
    child.once("exit", (code) => reject(new Error(`the SSR floor exited with ${code}: ${err.slice(-2000)}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const hundredths = (value: number) => Math.round(value * 100) / 100;

export async function ssrFigures(options: {
  duration: number;
  warmup: number;
  connections: number;
  report: (figure: SsrFigure) => void;
}): Promise<void> {
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    console.error("no build (run npm run build): SSR and server memory not measured");
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-ssr-"));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const serverArgs = startArgs(serverNodeFlags());
  let log = "";
  const child = spawn(process.execPath, serverArgs, {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const real = `http://127.0.0.1:${port}`;
  let floor: { url: string; child: ChildProcess } | undefined;
  try {
    await waitFor200(`http://localhost:${port}/readyz`, child, () => log);
    // The floor runs under the real server's V8 flags (the heap it collects in is part of the cost).
    floor = await startFloor(dataDir, serverArgs.slice(0, -1));
    const sides = { real: { url: real, pid: child.pid }, floor: { url: floor.url, pid: floor.child.pid } };
    for (const page of SSR_PAGES) {
      await loadPaths(real, [page.path], options.warmup, options.connections);
      await loadPaths(sides.floor.url, [page.path], options.warmup, options.connections);
      const ratios: number[] = [];
      const rates = { real: [] as number[], floor: [] as number[] };
      const cpu = { real: { ms: 0, requests: 0 }, floor: { ms: 0, requests: 0 } };
      for (let run = 0; run < RUNS; run++) {
        const result = await alternate(options.duration, async (side, seconds) => {
          const before = cpuMs(sides[side].pid);
          const round = await loadPaths(sides[side].url, [page.path], seconds, options.connections);
          const after = cpuMs(sides[side].pid);
          if (before !== null && after !== null) {
            cpu[side].ms += after - before;
            cpu[side].requests += round.requests;
          }
          return round;
        });
        ratios.push(result.real.rps / result.floor.rps);
        rates.real.push(result.real.rps);
        rates.floor.push(result.floor.rps);
      }
      const ratio = hundredths(median(ratios));
      const lowest = hundredths(Math.min(...ratios));
      const figure = (name: string, value: number, unit: string, bar: string | null, meets: boolean | null) =>
        options.report({ name: `ssr_${page.name}_${name}`, value, unit, bar, meets });
      figure("vs_render_to_string", ratio, "ratio", `>= ${SSR_BAR}`, ratio >= SSR_BAR);
      figure("vs_render_to_string_lowest", lowest, "ratio", `>= ${SSR_BAR}`, lowest >= SSR_BAR);
      figure("rps", Math.round(median(rates.real)), "req/s", null, null);
      figure("floor_rps", Math.round(median(rates.floor)), "req/s", null, null);
      if (cpu.real.requests > 0 && cpu.floor.requests > 0) {
        figure("cpu_ms_per_request", hundredths(cpu.real.ms / cpu.real.requests), "ms", null, null);
        figure("floor_cpu_ms_per_request", hundredths(cpu.floor.ms / cpu.floor.requests), "ms", null, null);
      }
    }
    // Demo API traffic on the same process before its memory is read.
    await loadPaths(
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
    if (floor) await stop(floor.child);
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
