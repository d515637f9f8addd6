import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: { "~core": dir("./src/core"), "~server": dir("./src/server"), "~web": dir("./src/web") },
  },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "data/**/*.test.ts"],
    setupFiles: ["./tests/setup/fail-on-console-error.ts"],
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
