// The SSR floor as a process of its own (bench/ssr.ts starts it): a bare node:http server that only
// calls renderToString on React Router's ServerRouter over the entry context the real build produced
// once for each page, captured here from an app on the real server's database. It runs in its own
// process with the real server's V8 flags, so it has a core to itself as the real server does, and
// the same heap to collect in; in the bench's process it shared a thread with the load generator.
// Started with BENCH_FLOOR_DATA_DIR (the real server's data dir); prints {"url": …} once listening.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pino from "pino";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { ServerRouter, type EntryContext, type ServerBuild } from "react-router";
import { createApp } from "~server/app";
import { loadRateTable } from "~server/currency-rates";
import { createDatabase } from "~server/db/connect";
import { loadEnv } from "~server/env";
import { displayStorage, requestDisplay } from "~server/http/request-display";
import { createProviders } from "~server/providers/create-providers";
import { SSR_HOST, SSR_PAGES } from "./ssr-pages";

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
      const response = await app.fetch(new Request(`http://${SSR_HOST}${page.path}`, { headers: { host: SSR_HOST } }));
      if (!captured.has(page.path)) throw new Error(`${page.path}: no entry context (${response.status})`);
    }
  } finally {
    await database.close();
  }
  return captured;
}

/** The floor: renderToString of ServerRouter over a captured context, nothing else. */
function bareServer(contexts: Map<string, EntryContext>): Promise<{ url: string; server: Server }> {
  const display = requestDisplay(new URL(`http://${SSR_HOST}/`), undefined, loadRateTable(undefined));
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", `http://${SSR_HOST}`);
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

async function main() {
  const dataDir = process.env.BENCH_FLOOR_DATA_DIR;
  if (!dataDir) throw new Error("BENCH_FLOOR_DATA_DIR (the real server's data dir) is required");
  const buildFile = path.resolve(import.meta.dirname, "../build/server/index.js");
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  const { url } = await bareServer(await captureContexts(dataDir, build));
  process.stdout.write(`${JSON.stringify({ url })}\n`);
}

if (import.meta.filename === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
