// `npm test`: typecheck, lint, the web build, unit + integration (SQLite, and PostgreSQL for the suites
// that opt in when TEST_DATABASE_URL is set, decision 0100) with core coverage, then Playwright
// end-to-end in Debian's Chromium against the real server.
// Ends with one line 'N passed, N failed' summing every runner's counts.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name) => join(root, "node_modules/.bin", name);
const reports = mkdtempSync(join(tmpdir(), "storefront-test-"));
let passed = 0;
let failed = 0;
const failures = [];

function step(title, command, args, env = {}) {
  process.stdout.write(`\n━━ ${title}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(title);
  return result.status === 0;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

if (step("Typecheck", bin("react-router"), ["typegen"])) step("Typecheck", bin("tsc"), ["--noEmit"]);
step("Lint", bin("eslint"), [".", "--max-warnings", "0"]);
step("Formatting", bin("prettier"), ["--check", "--log-level", "warn", "."]);

// The web app is built once here, for the console suites of Vitest (src/server/testing/web-build.ts)
// and the server Playwright starts (npm start, which finds it fresh); issue 50.
step("Web build (once for Vitest and Playwright)", process.execPath, [join(root, "scripts/ensure-build.mjs")]);

const vitestJson = join(reports, "vitest.json");
step("Unit and integration tests (Vitest)", bin("vitest"), [
  "run",
  "--coverage",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson}`,
]);
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  process.stdout.write(
    `\n━━ End-to-end tests (Playwright)\nChromium was not found at ${chromium}.\n` +
      "Install Debian's Chromium (sudo apt-get install -y chromium) or set CHROMIUM_PATH, then run npm test again.\n",
  );
  failures.push("End-to-end tests: Chromium missing");
} else {
  const port = await freePort();
  const shipStationPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "storefront-e2e-"));
  const playwrightJson = join(reports, "playwright.json");
  step("End-to-end tests (Playwright, Chromium)", bin("playwright"), ["test", "--reporter=list,json"], {
    E2E_PORT: String(port),
    E2E_SHIPSTATION_PORT: String(shipStationPort),
    E2E_DATA_DIR: dataDir,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  });
  if (existsSync(playwrightJson)) {
    const stats = JSON.parse(readFileSync(playwrightJson, "utf8")).stats ?? {};
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
  }
  rmSync(dataDir, { recursive: true, force: true });
}

rmSync(reports, { recursive: true, force: true });
if (failures.length > 0) process.stdout.write(`\nFailed steps: ${failures.join("; ")}\n`);
if (failures.length > 0 && failed === 0) failed = failures.length;
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failures.length > 0 ? 1 : 0);
