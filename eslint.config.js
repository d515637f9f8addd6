// Lint, including the dependency direction of ARCHITECTURE §2 (enforced here, not in review):
// core imports nothing of ours and no Node/React; web imports server only as types; server never imports web.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

const nodeBuiltins = ["node:*", "fs", "path", "crypto", "http", "os", "child_process", "stream", "url"];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "coverage/",
      ".data/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: "readonly", console: "readonly", URL: "readonly", fetch: "readonly", setTimeout: "readonly" },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-eval": "error",
      "no-new-func": "error",
    },
  },
  {
    files: ["src/core/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~server/*", "~web/*", "**/server/**", "**/web/**"], message: "core imports nothing of ours." },
            {
              group: [
                "react",
                "react-dom",
                "react-dom/*",
                "react-router",
                "hono",
                "hono/*",
                "kysely",
                "pg",
                "better-sqlite3",
              ],
              message: "core is pure: no frameworks, no I/O.",
            },
            { group: nodeBuiltins, message: "core runs in the browser too: no Node APIs." },
          ],
        },
      ],
      "no-restricted-globals": ["error", { name: "process", message: "core reads no environment." }],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    ignores: ["src/web/**/*.server.ts", "src/web/entry.server.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~server/*", "**/server/**"],
              allowTypeImports: true,
              message: "web imports server code as types only (import type …).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/server/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["~web/*", "**/web/**"], message: "server never imports web." }] },
      ],
    },
  },
);
