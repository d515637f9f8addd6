// `npm run test:reliability`: the slow correctness-under-stress cases of QUALITY.md (tests/reliability),
// one file at a time against real server processes on a built tree, and the document renderer's
// canary (tests/canary, also alone as `npm run test:canary`). Not part of `npm test`.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: { "~core": dir("./src/core"), "~server": dir("./src/server"), "~web": dir("./src/web") },
  },
  test: {
    include: ["tests/reliability/**/*.reliability.ts", "tests/canary/**/*.canary.ts"],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 180_000,
    reporters: ["verbose"],
  },
});
