// npm run bench -- --leg quote (or BENCH_LEG=quote): the largest quote the API accepts (50 lines of 20
// sizes at the largest quantity, the 1,000 personalization entries a request may carry, each on its
// own unit), sent to the whole app in process on the demo store. Reports the event-loop time one quote
// holds (the request's wall time with nothing else running, and its CPU time); the bar is 100 ms (#48).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { createDatabase } from "~server/db/connect";
import { migrateToLatest } from "~server/db/migrate";
import { readDemoFile, importDemoStores } from "~server/modules/catalog/demo-stores.fixture";
import { createTestApi, requestOn } from "~server/testing/api-app";
import { REQUEST_BOUNDS } from "~server/modules/estimates/estimates.schema";

export interface QuoteFigure {
  name: string;
  value: number;
  unit: string;
  bar: string | null;
  meets: boolean | null;
}

/**
 * The largest valid quote body: every bound of the request at its limit. Fifty different products
 * (each priced, parsed and checked on its own; the personalisable ones first), twenty sizes a line at
 * the largest quantity, and the 1,000 personalization entries a request may carry, each on a unit of
 * its own, spread over the personalisable lines.
 */
export function largestQuote() {
  type Doc = {
    personalization?: { isEnable?: boolean };
    productOptions?: { activeProduct?: boolean };
    productData: { colors: { colorName: string }[]; sizes: string[] };
  };
  const active = readDemoFile("demo").products.filter((p) => (p.data as Doc).productOptions?.activeProduct === true);
  const personalisable = active.filter((p) => (p.data as Doc).personalization?.isEnable === true);
  const products = [...personalisable, ...active.filter((p) => !personalisable.includes(p))].slice(
    0,
    REQUEST_BOUNDS.lines,
  );
  const perLine = Math.min(
    REQUEST_BOUNDS.personalizationPerLine,
    Math.ceil(REQUEST_BOUNDS.personalizationPerRequest / personalisable.length),
  );
  let left = REQUEST_BOUNDS.personalizationPerRequest;
  return {
    lines: products.map((product, n) => {
      const data = product.data as Doc;
      const sizes = data.productData.sizes.length > 0 ? data.productData.sizes : ["M"];
      const entries = n < personalisable.length ? Math.min(perLine, left) : 0;
      left -= entries;
      return {
        productId: product.id,
        color: data.productData.colors[0]?.colorName ?? "",
        sizes: Array.from({ length: REQUEST_BOUNDS.sizesPerLine }, (_, i) => ({
          size: sizes[i % sizes.length] as string,
          quantity: 100_000,
        })),
        // Name and Number alternate, each on a unit of its own.
        personalization: Array.from({ length: entries }, (_, i) => ({
          name: i % 2 === 0 ? "Name" : "Number",
          value: `${"W".repeat(14)}${n}-${i}`.slice(0, 20),
          size: sizes[i % sizes.length] as string,
          groupId: `${sizes[i % sizes.length]}-${i + 1}`,
        })),
      };
    }),
  };
}

export async function quoteLeg(report: (figure: QuoteFigure) => void, runs = 15): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-bench-quote-"));
  const database = await createDatabase({ dataDir });
  try {
    await migrateToLatest(database.db);
    await importDemoStores(database.db, ["demo"]);
    const app = createTestApi(database);
    const body = JSON.stringify(largestQuote());
    const send = () => requestOn(app, "demo.localhost", "/api/promo/store/quote", { method: "POST", body });
    const first = await send();
    if (first.status !== 200) throw new Error(`quote answered ${first.status}: ${(await first.text()).slice(0, 300)}`);
    const walls: number[] = [];
    const cpus: number[] = [];
    for (let i = 0; i < runs; i++) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      const res = await send();
      await res.arrayBuffer();
      walls.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      cpus.push((used.user + used.system) / 1000);
    }
    const median = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
    const worst = (values: number[]) => Math.max(...values);
    const round = (value: number) => Math.round(value * 10) / 10;
    report({ name: "quote_largest_bytes", value: body.length, unit: "B", bar: null, meets: null });
    report({
      name: "quote_largest_wall_median",
      value: round(median(walls)),
      unit: "ms",
      bar: "<= 100",
      meets: median(walls) <= 100,
    });
    report({ name: "quote_largest_wall_max", value: round(worst(walls)), unit: "ms", bar: null, meets: null });
    report({
      name: "quote_largest_cpu_median",
      value: round(median(cpus)),
      unit: "ms",
      bar: "<= 100",
      meets: median(cpus) <= 100,
    });

    // A flood: FLOOD_PARALLEL largest quotes at a time, FLOOD_TOTAL in all, while /healthz is asked every
    // 25 ms. The event loop's longest delay (perf_hooks, 1 ms resolution) is the longest turn any
    // request waited for; /healthz's latency is what a load balancer sees meanwhile (#48, decision 0109).
    const FLOOD_PARALLEL = 4;
    const FLOOD_TOTAL = 40;
    const delay = monitorEventLoopDelay({ resolution: 1 });
    const health: number[] = [];
    let flooding = true;
    // Each probe is due 25 ms after the one before; its latency counts from when it was due, so a
    // turn of the loop that held the probe back counts too (as a load balancer's clock sees it).
    const probe = (async () => {
      let due = performance.now();
      while (flooding) {
        due += 25;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        const res = await requestOn(app, "demo.localhost", "/healthz");
        await res.arrayBuffer();
        health.push(performance.now() - due);
        due = Math.max(due, performance.now());
      }
    })();
    delay.enable();
    let sent = 0;
    let refused = 0;
    const worker = async () => {
      while (sent < FLOOD_TOTAL) {
        sent += 1;
        const res = await send();
        await res.arrayBuffer();
        if (res.status !== 200) refused += 1;
      }
    };
    const floodStarted = performance.now();
    await Promise.all(Array.from({ length: FLOOD_PARALLEL }, worker));
    const floodMs = performance.now() - floodStarted;
    delay.disable();
    flooding = false;
    await probe;
    const p = (values: number[], q: number) =>
      [...values].sort((x, y) => x - y)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? 0;
    report({ name: "quote_flood_refused", value: refused, unit: "", bar: "0", meets: refused === 0 });
    report({ name: "quote_flood_wall", value: Math.round(floodMs), unit: "ms", bar: null, meets: null });
    report({
      name: "quote_flood_loop_delay_max",
      value: round(delay.max / 1e6),
      unit: "ms",
      bar: "<= 20 (+ timer slack)",
      meets: null,
    });
    report({
      name: "quote_flood_loop_delay_p99",
      value: round(delay.percentile(99) / 1e6),
      unit: "ms",
      bar: null,
      meets: null,
    });
    report({ name: "quote_flood_healthz_median", value: round(p(health, 0.5)), unit: "ms", bar: null, meets: null });
    report({
      name: "quote_flood_healthz_max",
      value: round(Math.max(...health)),
      unit: "ms",
      bar: "<= 200",
      meets: Math.max(...health) <= 200,
    });
    report({ name: "quote_flood_healthz_count", value: health.length, unit: "", bar: null, meets: null });
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
