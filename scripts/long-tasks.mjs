// Long tasks of a page's load, counted from a Chromium trace under 4× CPU slowdown, for servers that
// run side by side (the figure Lighthouse's total blocking time is made of, without its simulation):
//
//   node scripts/long-tasks.mjs --url http://localhost:3601 [--url http://localhost:3602] \
//     [--runs 5] [--pages home,listing,product] [--detail] [--simulate]
//
// Each run loads every page once from every URL in turn (a, b, a, b, …, so a machine that slows down
// weighs on both alike), in a fresh browser context (cold HTTP cache) with mobile emulation. It waits
// until <html data-hydrated> and then for 2 s of quiet. Per URL and page it prints the median of the
// runs: the number of main-thread tasks over 50 ms, their summed duration, and the blocking time
// (the sum of each task's part above 50 ms, after the first contentful paint, as Lighthouse counts
// it), and all the main thread's work after that paint. --detail prints every long task with what ran
// in it: scripts evaluated, functions called by URL, style and layout, garbage collection, and the
// JavaScript functions with the most self time (from a CPU profile of the same load).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { TraceMap, originalPositionFor } from "@jridgewell/trace-mapping";
import { chromium } from "playwright";

const args = process.argv.slice(2);
const urls = args.flatMap((arg, i) => (arg === "--url" ? [args[i + 1]] : []));
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const runs = Number(option("runs", 3));
const detail = args.includes("--detail");
// --simulate: no CPU slowdown in the browser; each task counts as 4 × its thread time (CPU time on the
// main thread, `tdur` in the trace), as Lighthouse's simulated throttling multiplies what it observed.
// Thread time leaves out the time the thread waited for a core, so a loaded machine weighs less.
const simulate = args.includes("--simulate");
const length = (task) => (simulate ? 4 * (task.tdur ?? task.dur) : task.dur);
// --maps <build/client/assets of a build with source maps>: functions named by their source.
const mapsDir = option("maps", undefined);
const maps = new Map();
function original(url, line, column) {
  const file = url.match(/\/assets\/([^/?#]+\.js)/)?.[1];
  if (!mapsDir || !file) return undefined;
  if (!maps.has(file)) {
    const path = join(mapsDir, `${file}.map`);
    maps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, "utf8")) : null);
  }
  const map = maps.get(file);
  if (!map) return undefined;
  const position = originalPositionFor(map, { line: line + 1, column });
  if (!position.source) return undefined;
  return `${position.name ?? "?"} ${position.source.replace(/^.*node_modules\//, "").replace(/^(\.\.\/)+/, "")}:${position.line}`;
}
const PAGES = {
  home: "/",
  listing: "/shop",
  product: "/shop/products/heavyweight-cotton-tee",
  cart: "/shop/cart",
  checkout: "/shop/checkout",
};
const pages = option("pages", "home,listing,product").split(",");
if (urls.length === 0) throw new Error("give at least one --url");

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});

const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "v8",
  "blink.user_timing",
  "loading",
].join(",");

async function measure(base, path) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const cdp = await context.newCDPSession(page);
  if (!simulate) await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  if (detail) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
  }
  await browser.startTracing(page, { categories: CATEGORIES.split(",") });
  await page.goto(base + path, { waitUntil: "load" });
  // Polled through the protocol: Playwright's own selector engine would add a long task of its own.
  const until = Date.now() + 60_000;
  for (;;) {
    const { result } = await cdp.send("Runtime.evaluate", { expression: "document.documentElement.dataset.hydrated" });
    if (result.value === "true") break;
    if (Date.now() > until) {
      await context.close();
      throw new Error(`${base + path} did not hydrate within 60 s (page errors: ${errors.join("; ") || "none"})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const profile = detail ? (await cdp.send("Profiler.stop")).profile : undefined;
  await context.close();
  return analyse(trace.traceEvents ?? trace, profile);
}

function analyse(events, profile) {
  // The page's renderer main thread: the one with the navigation's first paint.
  const fcp = events.find((e) => e.name === "firstContentfulPaint");
  const mainPid = fcp?.pid;
  const threadNames = new Map(
    events.filter((e) => e.name === "thread_name").map((e) => [`${e.pid}:${e.tid}`, e.args.name]),
  );
  const main = events.filter(
    (e) => e.pid === mainPid && threadNames.get(`${e.pid}:${e.tid}`) === "CrRendererMain" && e.ph === "X",
  );
  // Top-level tasks only (a task's own RunTask events would count twice).
  const tasks = main.filter((e) => e.name === "RunTask");
  const long = tasks.filter((e) => length(e) > 50_000).sort((a, b) => a.ts - b.ts);
  const fcpTs = fcp?.ts ?? 0;
  const blocking = long.filter((e) => e.ts >= fcpTs).reduce((sum, e) => sum + (length(e) - 50_000), 0) / 1000;
  const total = long.reduce((sum, e) => sum + length(e), 0) / 1000;
  // All the main thread's work after the first contentful paint, long tasks or not.
  const work = tasks.filter((e) => e.ts >= fcpTs).reduce((sum, e) => sum + length(e), 0) / 1000;
  const details = detail ? long.map((task) => describe(task, main, profile, fcpTs)) : [];
  return { count: long.length, total, blocking, work, details };
}

const short = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, "").slice(0, 60) : "");

function describe(task, main, profile, fcpTs) {
  const end = task.ts + task.dur;
  const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
  const parts = new Map();
  const add = (key, dur) => parts.set(key, (parts.get(key) ?? 0) + dur / 1000);
  for (const e of inside) {
    const data = e.args?.data ?? {};
    if (e.name === "EvaluateScript" || e.name === "v8.evaluateModule") add(`${e.name} ${short(data.url)}`, e.dur);
    else if (e.name === "v8.compile" || e.name === "v8.compileModule" || e.name === "v8.produceModuleCache")
      add(`${e.name} ${short(data.url ?? e.args?.fileName)}`, e.dur);
    else if (e.name === "FunctionCall") add(`FunctionCall ${data.functionName || "?"} ${short(data.url)}`, e.dur);
    else if (
      ["Layout", "UpdateLayoutTree", "Paint", "ParseHTML", "MajorGC", "MinorGC", "PrePaint", "Layerize"].includes(
        e.name,
      )
    )
      add(e.name, e.dur);
    else if (
      ["TimerFire", "FireAnimationFrame", "EventDispatch", "RunMicrotasks", "V8.GC_MC_BACKGROUND_MARKING"].includes(
        e.name,
      )
    )
      add(`${e.name}${data.type ? " " + data.type : ""}`, e.dur);
  }
  const top = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 10);
  let functions = [];
  if (profile) {
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    let t = profile.startTime;
    const self = new Map();
    profile.samples.forEach((id, i) => {
      t += profile.timeDeltas[i];
      if (t < task.ts || t > end) return;
      const frame = nodes.get(id).callFrame;
      const key =
        original(frame.url, frame.lineNumber, frame.columnNumber) ??
        `${frame.functionName || "(anon)"} ${short(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
      const next = i + 1 < profile.timeDeltas.length ? profile.timeDeltas[i + 1] : 0;
      self.set(key, (self.get(key) ?? 0) + next / 1000);
    });
    functions = [...self].sort((a, b) => b[1] - a[1]).slice(0, 12);
  }
  return {
    at: Math.round((task.ts - fcpTs) / 1000),
    ms: Math.round(length(task) / 1000),
    parts: top.map(([k, v]) => `${v.toFixed(1)} ${k}`),
    functions: functions.map(([k, v]) => `${v.toFixed(1)} ${k}`),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const results = new Map();
try {
  for (let run = 0; run < runs; run++) {
    for (const name of pages) {
      for (const url of urls) {
        const key = `${url} ${name}`;
        let result;
        try {
          result = await measure(url, PAGES[name]);
        } catch (error) {
          // Counted as missing, not as a figure (a loaded machine can hold a page back that long).
          process.stderr.write(`run ${run + 1} ${key}: ${error.message}\n`);
          continue;
        }
        results.set(key, [...(results.get(key) ?? []), result]);
        process.stderr.write(
          `run ${run + 1} ${key}: ${result.count} long tasks, ${result.total.toFixed(0)} ms, blocking ${result.blocking.toFixed(0)} ms, ` +
            `work after first paint ${result.work.toFixed(0)} ms\n`,
        );
        if (detail)
          for (const task of result.details) console.log(JSON.stringify({ key, run: run + 1, ...task }, null, 1));
      }
    }
  }
} finally {
  await browser.close();
}
for (const [key, list] of results) {
  console.log(
    `${key}: median of ${list.length}: long tasks ${median(list.map((r) => r.count))}, ` +
      `summed ${median(list.map((r) => r.total)).toFixed(0)} ms, blocking ${median(list.map((r) => r.blocking)).toFixed(0)} ms, ` +
      `work after first paint ${median(list.map((r) => r.work)).toFixed(0)} ms ` +
      `(blocking per run: ${list.map((r) => r.blocking.toFixed(0)).join(", ")})`,
  );
}
