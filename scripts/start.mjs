// `npm start`: build the web app when the build is missing or older than its sources, then serve.
// The server runs in this process (TypeScript through tsx's loader), so SIGTERM reaches it directly.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const buildMarker = join(root, "build/server/index.js");
const sources = ["src/web", "src/core", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = existsSync(buildMarker) ? statSync(buildMarker).mtimeMs : 0;
if (builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt) {
  process.stdout.write(builtAt === 0 ? "No build yet: building the web app…\n" : "Sources changed: rebuilding…\n");
  execFileSync(process.execPath, [join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
}

const { register } = await import("tsx/esm/api");
register({ tsconfig: join(root, "tsconfig.json") });
await import("../src/server/main.ts");
