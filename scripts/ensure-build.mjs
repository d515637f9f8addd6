// The build, made only when missing or older than its sources: `npm start`, `npm test` (once, before
// every suite that serves or renders the app) and `npm run test:reliability` share it, so one run of
// CI builds the app once (issue 50).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer, SERVER_BUNDLE } from "./build-server.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const lock = "package-lock.json";

/** The web app's server build, and what it is built from. */
export const WEB_BUILD = "build/server/index.js";
// The site, blog and account pages' sample content is bundled from data/demo/samples.
export const WEB_SOURCES = [
  "src/web",
  "src/core",
  "data/demo/samples",
  "vite.config.ts",
  "react-router.config.ts",
  lock,
];
const SERVER_SOURCES = ["src/server", "src/core", "tsconfig.json", lock];

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Whether `output` is missing or older than any of `sources`. */
export function isStale(output, sources) {
  const builtAt = existsSync(join(root, output)) ? statSync(join(root, output)).mtimeMs : 0;
  return builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt;
}

function say(output, what) {
  process.stdout.write(
    existsSync(join(root, output)) ? `The ${what} changed: rebuilding…\n` : `No build of the ${what} yet: building…\n`,
  );
}

/** Builds the web app and the server bundle where they are missing or stale. */
export async function ensureBuild() {
  if (isStale(WEB_BUILD, WEB_SOURCES)) {
    say(WEB_BUILD, "web app");
    execFileSync(process.execPath, [join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
      cwd: root,
      stdio: "inherit",
    });
  }
  if (isStale(SERVER_BUNDLE, SERVER_SOURCES)) {
    say(SERVER_BUNDLE, "server");
    await buildServer();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await ensureBuild();
