// `npm run test:reliability`: the slow correctness-under-stress cases of QUALITY.md (tests/reliability),
// one file at a time against real server processes on a built tree. Not part of `npm test`.
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The ~core, ~server and ~web aliases are declared once, in tsconfig.json "paths".
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/reliability/**/*.reliability.ts"],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 180_000,
    reporters: ["verbose"],
  },
});
