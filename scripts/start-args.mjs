// What `npm start` gives node, read from package.json's "start" script: V8's heap flags (decision 0057),
// then scripts/start.mjs. Everything that starts the server the way an operator does (the benches, the
// end-to-end and reliability suites, Lighthouse) spawns `process.execPath` with these arguments, so it
// measures and tests the process that `npm start` runs.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * node's arguments for the server: the flags of package.json's "start", then `extraFlags` (later flags
 * win, so `--max-old-space-size=512` here overrides the default), then the start script's path.
 */
export function startArgs(extraFlags = []) {
  const start = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts.start;
  const words = start.trim().split(/\s+/);
  const script = words.at(-1);
  if (words[0] !== "node" || script !== "scripts/start.mjs")
    throw new Error(`package.json "start" must be "node [flags] scripts/start.mjs", not "${start}"`);
  return [...words.slice(1, -1), ...extraFlags, join(root, script)];
}
