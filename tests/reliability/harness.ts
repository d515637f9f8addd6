// What the reliability cases share (QUALITY.md "Correctness under load, faults and bad
// input"): real server processes (`node scripts/start.mjs` on a built tree), HTTP as a shopper's
// browser speaks it (Host picks the store), orders built exactly as the web checkout builds them, and
// fake ShipStation, TaxJar and SMTP servers on loopback whose behaviour a test switches at will.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer as createHttpServer, request as httpRequest, type Server, type ServerResponse } from "node:http";
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Hono } from "hono";
import type { AppEnv } from "~server/context";
import { createDatabase, type Database } from "~server/db/connect";
import { buildClientOrder, type CartLine, type Testbed } from "~server/testing/checkout-testbed";
import { startArgs } from "../../scripts/start-args.mjs";

const root = path.resolve(import.meta.dirname, "../..");
export const HOST = "demo.localhost";
export const ADMIN_KEY = "reliability-admin-key-0123456789";
export const SESSION_SECRET = "reliability-session-secret-0123456789-abcdef";

export interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

/** One HTTP exchange on loopback with our Host header (fetch will not send one of ours). */
export function exchange(
  port: number,
  method: string,
  pathAndQuery: string,
  options: { body?: unknown; headers?: Record<string, string>; host?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method,
        path: pathAndQuery,
        headers: {
          host: options.host ?? HOST,
          ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let body: unknown = text;
          if ((res.headers["content-type"] ?? "").includes("json")) body = JSON.parse(text) as unknown;
          resolve({ status: res.statusCode ?? 0, body, headers: res.headers });
        });
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${method} ${pathAndQuery}: no answer in time`)));
    req.on("error", reject);
    if (payload) req.write(payload);
    req.end();
  });
}

export interface ServerProcess {
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** What the process printed (for failure messages). */
  output(): string;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL: the process dies wherever it is. */
  kill(): Promise<void>;
}

/**
 * A port nobody listens on now, chosen by the system: counting up from a random start collided
 * with other processes on shared machines (EADDRINUSE).
 */
async function freePort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts `npm start`'s server on a fresh port; the data dir (SQLite) is new unless one is given. */
export async function startServer(env: Record<string, string> = {}, dataDir?: string): Promise<ServerProcess> {
  const port = await freePort();
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), "storefront-reliability-"));
  let output = "";
  const child = spawn(process.execPath, startArgs(), {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      PORT: String(port),
      DATA_DIR: dir,
      ADMIN_API_KEY: ADMIN_KEY,
      SESSION_SECRET,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output.slice(-3000)}`);
    if (Date.now() - started > 120_000) throw new Error(`the server did not start:\n${output.slice(-3000)}`);
    try {
      if ((await exchange(port, "GET", "/readyz", { host: "localhost", timeoutMs: 2_000 })).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    dataDir: dir,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

/**
 * The checkout test kit's client (core pricing, the server's estimates, a card token), pointed at a
 * server process: it reads the store and products from the same database the server uses.
 */
export function shopperOf(port: number, database: Database) {
  const app = {
    request: async (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => {
      const target = new URL(url);
      const answer = await exchange(port, init.method, target.pathname + target.search, {
        body: init.body === undefined ? undefined : (JSON.parse(init.body) as unknown),
        host: target.host,
      });
      return new Response(typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      });
    },
  } as unknown as Hono<AppEnv>;
  const bed = { app, db: database.db, database } as unknown as Testbed;
  return {
    order: (cart: CartLine[], options?: Parameters<typeof buildClientOrder>[2]) => buildClientOrder(bed, cart, options),
  };
}

/** The server's database, opened from this process (SQLite in its data dir, or the same PostgreSQL). */
export function openDatabase(server: { dataDir: string }, databaseUrl?: string): Promise<Database> {
  return createDatabase({ dataDir: server.dataDir, databaseUrl });
}

export type FakeMode = "ok" | "error" | "hang";

/** A fake JSON API on loopback: `mode` decides whether it answers well, answers 500, or never answers. */
export async function fakeJsonApi(answer: (path: string, body: unknown) => unknown) {
  let mode: FakeMode = "ok";
  let calls = 0;
  const hanging = new Set<ServerResponse>();
  const server: Server = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      calls += 1;
      if (mode === "hang") {
        hanging.add(res);
        return;
      }
      if (mode === "error") {
        res.writeHead(500, { "content-type": "application/json" }).end('{"message":"internal error"}');
        return;
      }
      const text = Buffer.concat(chunks).toString("utf8");
      const body = text ? (JSON.parse(text) as unknown) : undefined;
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer(req.url ?? "/", body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    set(next: FakeMode) {
      mode = next;
    },
    calls: () => calls,
    async close() {
      for (const res of hanging) res.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A fake SMTP server: accepts and keeps messages when "ok", answers 451 (try later) when "error". */
export async function fakeSmtp() {
  let mode: Exclude<FakeMode, "hang"> = "ok";
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  const server: TcpServer = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    let data: string | null = null;
    let buffer = "";
    const say = (line: string) => socket.write(`${line}\r\n`);
    say(mode === "ok" ? "220 fake.smtp ready" : "451 4.3.0 try again later");
    if (mode !== "ok") {
      socket.end();
      return;
    }
    socket.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          messages.push(data + buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = null;
          say("250 2.0.0 queued");
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") say("250 fake.smtp");
        else if (verb === "MAIL" || verb === "RCPT" || verb === "RSET" || verb === "NOOP") say("250 2.1.0 ok");
        else if (verb === "DATA") {
          data = "";
          say("354 end with <CRLF>.<CRLF>");
        } else if (verb === "QUIT") {
          say("221 bye");
          socket.end();
        } else say("502 5.5.2 not implemented");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    set(next: Exclude<FakeMode, "hang">) {
      mode = next;
    },
    messages,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A fresh PostgreSQL database for one test, created through the admin connection of DATABASE_URL or
 * TEST_DATABASE_URL; undefined when neither is set (the PostgreSQL leg is then skipped).
 */
export async function freshPostgres(tag: string): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const { default: pg } = await import("pg");
  const name = `reliability_${tag}_${Date.now()}_${process.pid}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** Polls until `check` is true or the time is up. */
export async function eventually(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs / 1000} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
