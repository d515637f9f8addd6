// `npm run lighthouse`: Lighthouse 12 (mobile emulation, its default) with Debian's Chromium against
// the store front: home, listing, product, cart and checkout (the last two with an item in the cart),
// the median of N runs per page (default 3). Prints one JSON line per page and a table (QUALITY.md).
//
//   npm run lighthouse                      starts the server on a free port with a fresh database
//   npm run lighthouse -- --url http://localhost:3000 --runs 5 --pages home,cart
//
// Every run starts with a cold HTTP cache; cart and checkout keep the browser's local storage (the
// cart) through Lighthouse's --disable-storage-reset, which is the only thing that differs.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .reduce((pairs, arg, i, all) => (arg.startsWith("--") ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
const runs = Number(args.runs ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PAGES = {
  home: { path: "/", withCart: false },
  listing: { path: "/shop", withCart: false },
  product: { path: "/shop/products/heavyweight-cotton-tee", withCart: false },
  cart: { path: "/shop/cart", withCart: true },
  checkout: { path: "/shop/checkout", withCart: true },
};
const chosen = (args.pages ?? Object.keys(PAGES).join(",")).split(",");

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const cleanups = [];
process.on("exit", () => cleanups.forEach((cleanup) => cleanup()));

let base = args.url;
if (!base) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "storefront-lighthouse-"));
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  cleanups.push(() => {
    server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  });
  base = `http://localhost:${port}`;
  await waitFor(`${base}/readyz`, 180_000);
}

const debugPort = await freePort();
const profile = mkdtempSync(join(tmpdir(), "storefront-lighthouse-profile-"));
const chrome = spawn(
  chromePath,
  [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    `--remote-debugging-port=${debugPort}`,
    `--user-data-dir=${profile}`,
    "about:blank",
  ],
  { stdio: "ignore" },
);
cleanups.push(() => {
  chrome.kill("SIGKILL");
  // Chromium may still be writing its profile as it dies; a leftover temp folder is harmless.
  try {
    rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  } catch {
    // left for the OS to clean
  }
});
await waitFor(`http://127.0.0.1:${debugPort}/json/version`, 20_000);

/** Puts one product in the cart through the store front itself, then empties the HTTP cache. */
async function prepare(withCart) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  const page = await browser.contexts()[0].newPage();
  if (withCart) {
    await page.goto(`${base}${PAGES.product.path}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.evaluate(() => globalThis.localStorage.removeItem("storefront"));
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("spinbutton").first().fill("2");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.getByText("added to cart!").first().waitFor();
    await page.waitForTimeout(700);
  }
  const session = await page.context().newCDPSession(page);
  await session.send("Network.clearBrowserCache");
  await page.close();
  await browser.close();
}

function lighthouse(url, keepStorage) {
  const out = join(profile, "report.json");
  const result = spawnSync(
    "npx",
    [
      "-y",
      "lighthouse@12",
      url,
      `--port=${debugPort}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
      ...(keepStorage ? ["--disable-storage-reset"] : []),
    ],
    { cwd: root, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CHROME_PATH: chromePath } },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}`);
  const report = JSON.parse(readFileSync(out, "utf8"));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(report.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(report.audits["total-blocking-time"].numericValue),
    cls: Number(report.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
  };
}

const rows = [];
for (const name of chosen) {
  const target = PAGES[name];
  if (!target) throw new Error(`Unknown page ${name}; pages: ${Object.keys(PAGES).join(", ")}`);
  const results = [];
  for (let i = 0; i < runs; i++) {
    await prepare(target.withCart);
    results.push(lighthouse(`${base}${target.path}`, target.withCart));
  }
  // The median run by performance score (its other figures come with it).
  const median = [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)];
  const row = { page: name, runs, ...median };
  rows.push(row);
  console.log(JSON.stringify(row));
}

console.log("\npage      perf  a11y  b.p.  seo   LCP ms  TBT ms  CLS");
for (const r of rows)
  console.log(
    `${r.page.padEnd(9)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r.bestPractices).padStart(4)}  ${String(r.seo).padStart(4)}  ${String(r.lcpMs).padStart(6)}  ${String(r.tbtMs).padStart(6)}  ${r.cls}`,
  );
process.exit(0);
