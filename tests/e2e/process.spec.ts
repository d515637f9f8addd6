// The process as an operator runs it: `node scripts/start.mjs` (what `npm start` runs) on a built tree.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startArgs } from "../../scripts/start-args.mjs";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const started: ChildProcess[] = [];
// A test that fails half-way must not leave its server running.
test.afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

function start(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number> } {
  let output = "";
  const child = spawn(process.execPath, startArgs(), {
    env: { ...process.env, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  child.stdout?.on("data", (chunk) => (output += String(chunk)));
  child.stderr?.on("data", (chunk) => (output += String(chunk)));
  const exited = new Promise<number>((resolve) => child.on("exit", (code) => resolve(code ?? -1)));
  return { child, output: () => output, exited };
}

/** Waits for the process on `port` to answer /readyz with 200 (migrated and seeded). */
async function untilReady(request: APIRequestContext, port: number): Promise<void> {
  await expect
    .poll(async () => (await request.get(`http://localhost:${port}/readyz`).catch(() => null))?.status(), {
      timeout: 60_000,
    })
    .toBe(200);
}

test("a first start creates the embedded database in WAL mode, seeds the demo stores, and SIGTERM exits 0", async ({
  request,
}) => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "storefront-process-"));
  const server = start({ PORT: String(port), DATA_DIR: dataDir });
  await untilReady(request, port);
  expect(await (await request.get(`http://localhost:${port}/healthz`)).json()).toEqual({ status: "ok" });
  expect(existsSync(join(dataDir, "store.db"))).toBe(true);
  expect(existsSync(join(dataDir, "store.db-wal"))).toBe(true);
  expect(readFileSync(join(dataDir, "session-secret"), "utf8").trim()).toMatch(/^[0-9a-f]{64}$/);
  const home = await request.get(`http://localhost:${port}/`); // localhost is a demo-store domain too
  expect(home.status()).toBe(200);
  expect(server.output()).toContain("seeded demo stores");

  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain('"msg":"stopped"');
});

test("the server runs under npm start's heap limit (it runs in start.mjs's process), and /readyz reports it", async ({
  request,
}) => {
  const port = await freePort();
  start({ PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), "storefront-process-")) });
  await untilReady(request, port);
  const ready = (await (await request.get(`http://localhost:${port}/readyz`)).json()) as {
    memory: { heapLimit: number; heapUsed: number };
  };
  // package.json's start (decision 0057): 160 MB of old space and 3 × 8 MB for new objects, not V8's
  // default (several GB here).
  expect(ready.memory.heapLimit).toBeGreaterThanOrEqual(160);
  expect(ready.memory.heapLimit).toBeLessThanOrEqual(192);
  expect(ready.memory.heapUsed).toBeLessThan(ready.memory.heapLimit);
});

test("a fresh process renders the same whole documents while its lazily loaded components still arrive", async ({
  request,
}) => {
  const port = await freePort();
  start({ PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), "storefront-process-")) });
  await untilReady(request, port);
  // The first request of each page meets components whose modules have not loaded yet, so the
  // server renders it by waiting for them (entry.server); later requests render in one pass.
  const documentOf = async (path: string) => {
    const html = await (await request.get(`http://localhost:${port}${path}`)).text();
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(nonce).not.toBe("");
    return html.split(nonce).join("NONCE");
  };
  for (const path of ["/", "/shop", "/shop/products/heavyweight-cotton-tee"]) {
    const first = await documentOf(path);
    const later = await documentOf(path);
    expect(later, path).toBe(first);
    // Complete: no Suspense boundary left for the browser to render or move into place.
    expect(first, path).not.toMatch(/<!--\$[!?]-->|<template id="B:|\$RC\(/);
    expect(first, path).toContain("streamController.enqueue(");
  }
});

test("a wrong setting stops the start with a readable list of what is wrong", async () => {
  const server = start({ PORT: "abc", ADMIN_API_KEY: "short", DATA_DIR: mkdtempSync(join(tmpdir(), "sf-")) });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain("Invalid configuration:");
  expect(server.output()).toContain("  - PORT must be a whole number");
  expect(server.output()).toContain("  - ADMIN_API_KEY must be at least 16 characters");
  expect(server.output()).not.toMatch(/at .*\.ts:\d+/);
});
