import { defineConfig } from "vitest/config";

export default defineConfig({
  // The ~core, ~server and ~web aliases are declared once, in tsconfig.json "paths".
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "src/**/*.test.{ts,tsx}",
      "tests/web/**/*.test.tsx",
      "scripts/**/*.test.ts",
      "data/**/*.test.ts",
      "bench/**/*.test.ts",
    ],
    setupFiles: ["./tests/setup/fail-on-console-error.ts"],
    globalSetup: ["./tests/setup/template-databases.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    coverage: {
      provider: "v8",
      include: ["src/core/**/*.ts"],
      exclude: ["src/core/**/*.test.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { "src/core/**": { lines: 95 } },
    },
  },
});
