// `npm run test:reliability`: the slow correctness-under-stress cases of QUALITY.md (tests/reliability),
// one file at a time against real server processes on a built tree, and the document renderer's
// canary (tests/canary, also alone as `npm run test:canary`). Not part of `npm test`.
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The ~core, ~server and ~web aliases are declared once, in tsconfig.json "paths".
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/reliability/**/*.reliability.ts", "tests/canary/**/*.canary.ts"],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 180_000,
    reporters: ["verbose"],
  },
});
