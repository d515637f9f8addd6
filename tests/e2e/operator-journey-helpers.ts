// The operator journey's own rig (tests/e2e/operator-journey.spec.ts): a server of its own, started the
// way `npm start` starts it, on a fresh data directory without the demo stores (SEED_DEMO=false); the
// first owner made by the operator CLI; tiny PNGs drawn in memory; and a counter of the operator's
// clicks and typed fields.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { crc32, deflateSync } from "node:zlib";
import type { Locator } from "@playwright/test";
import { startArgs } from "../../scripts/start-args.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface FreshServer {
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

/** The environment of a production start on `dataDir`, without the demo and without the suite's database. */
function freshEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ["DATABASE_URL", "SEED_DEMO_OPERATORS", "DEMO_DATA_DIR", "OPERATOR_HOST", "PUBLIC_ORIGIN"])
    delete env[name];
  return {
    ...env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
  };
}

/**
 * `npm start`'s server on a free port (E2E_JOURNEY_PORT when set) and a new, empty data directory,
 * started with SEED_DEMO=false; resolves once /readyz answers.
 */
export async function startFreshServer(): Promise<FreshServer> {
  const port = Number(process.env.E2E_JOURNEY_PORT ?? (await freePort()));
  const dataDir = mkdtempSync(join(tmpdir(), "storefront-journey-"));
  const child: ChildProcess = spawn(process.execPath, startArgs(), {
    cwd: root,
    env: freshEnv(port, dataDir),
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`http://localhost:${port}/readyz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`The server did not get ready on ${port}: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    port,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What the operator runs once after installing: `npm run operator -- create-owner EMAIL`. */
export async function createOwnerByCli(server: FreshServer, email: string, password: string): Promise<string> {
  const { stdout } = await promisify(execFile)("npm", ["run", "-s", "operator", "--", "create-owner", email], {
    cwd: root,
    env: { ...freshEnv(server.port, server.dataDir), OPERATOR_PASSWORD: password },
  });
  return stdout;
}

/** A PNG of `width`×`height` in two colours (top and bottom halves), drawn here: no file on disk. */
export function png(width: number, height: number, top: [number, number, number], bottom: [number, number, number]) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const [r, g, b] = y < height / 2 ? top : bottom;
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * The operator's hands: every click, choice in a list, file picked and field typed goes through here and
 * is counted, so the journey can say how much a person does.
 */
export class Hands {
  clicks = 0;
  fields = 0;
  choices = 0;
  files = 0;
  readonly started = Date.now();

  async click(target: Locator) {
    this.clicks++;
    await target.click();
  }

  async fill(target: Locator, value: string) {
    this.fields++;
    await target.fill(value);
  }

  async choose(target: Locator, option: string | { label: string }) {
    this.choices++;
    await target.selectOption(option);
  }

  async check(target: Locator) {
    this.clicks++;
    await target.check();
  }

  async pickFile(target: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
    this.files++;
    await target.setInputFiles(file);
  }

  summary(who: string) {
    const seconds = Math.round((Date.now() - this.started) / 1000);
    return `${who}: ${this.clicks} clicks, ${this.choices} choices in lists, ${this.fields} typed fields, ${this.files} files picked (${seconds} s in the browser)`;
  }
}
