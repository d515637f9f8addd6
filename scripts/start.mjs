// `npm start`: build the web app and the server bundle when missing or older than their sources, then
// serve. The server runs in this process (plain Node on build/app/main.js), so SIGTERM reaches it.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildServer, SERVER_BUNDLE } from "./build-server.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Whether `output` is missing or older than any of `sources`; says which when it rebuilds. */
function stale(output, sources, what) {
  const builtAt = existsSync(join(root, output)) ? statSync(join(root, output)).mtimeMs : 0;
  if (builtAt !== 0 && Math.max(...sources.map(newestMtime)) <= builtAt) return false;
  process.stdout.write(
    builtAt === 0 ? `No build of the ${what} yet: building…\n` : `The ${what} changed: rebuilding…\n`,
  );
  return true;
}

const lock = "package-lock.json";
if (
  stale(
    "build/server/index.js",
    // The site, blog and account pages' sample content is bundled from data/demo/samples.
    ["src/web", "src/core", "data/demo/samples", "vite.config.ts", "react-router.config.ts", lock],
    "web app",
  )
) {
  execFileSync(process.execPath, [join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
}
if (stale(SERVER_BUNDLE, ["src/server", "src/core", "tsconfig.json", lock], "server")) await buildServer();

// Stack traces in the log point at the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(root, SERVER_BUNDLE)).href);
