// Lint, including the dependency direction of ARCHITECTURE §2 (enforced here, not in review):
// core imports nothing of ours and no Node/React; web imports server only as types; server never imports web;
// no feature imports another feature; a server module reaches another module only through its service;
// only src/server/env.ts reads process.env; no import cycles. eslint.config.test.ts proves each rule fires.
import { readdirSync } from "node:fs";
import { builtinModules } from "node:module";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;
const nodeBuiltins = ["node:*", ...builtinModules, ...builtinModules.map((name) => `${name}/*`)];
const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const features = folders("./src/web/features/");
const serverModules = folders("./src/server/modules/");

/** The zones of ARCHITECTURE §2 that are about folders (import-x/no-restricted-paths). */
const layerZones = [
  { target: "./src/core", from: ["./src/server", "./src/web"], message: "core imports nothing of ours." },
  { target: "./src/server", from: "./src/web", message: "server never imports web." },
  {
    // The store front carries no console code (decision 0034): only console routes import it.
    target: [
      "./src/web/features",
      "./src/web/components",
      "./src/web/lib",
      "./src/web/i18n",
      "./src/web/document",
      "./src/web/root.tsx",
      "./src/web/entry.client.tsx",
    ],
    from: "./src/web/console",
    message: "store-front code never imports the operator console (src/web/console): only src/web/routes/console does.",
  },
  {
    // The store front's routes: every file in src/web/routes but those of the console's folder.
    target: ["./src/web/routes/*.{ts,tsx}", "./src/web/routes/!(console)/**"],
    from: ["./src/web/console", "./src/web/routes/console"],
    message: "a store-front route never imports the operator console: only src/web/routes/console does.",
  },
  {
    target: ["./src/web/components", "./src/web/lib", "./src/web/i18n", "./src/web/document"],
    from: ["./src/web/features", "./src/web/routes"],
    message: "components, lib, i18n and document are below features and routes: they import neither.",
  },
  {
    target: "./src/web/features",
    from: "./src/web/routes",
    message: "a feature never imports a route: routes compose features, not the other way round.",
  },
  ...features.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: "./src/web/features",
    except: [`./${feature}`],
    message:
      "a feature does not import another feature: move what both need to src/web/components or src/web/lib (or core).",
  })),
];
/**
 * A module reaches another only through its service. Tests are exempt: an integration test arranges and
 * inspects the database through whichever repository holds the rows (outbox, payment tokens, products).
 */
const repositoryZones = [
  ...serverModules.map((module) => ({
    target: `./src/server/modules/${module}`,
    from: [`${root}/src/server/modules/*/*.repository.ts`],
    except: [`${root}/src/server/modules/${module}/**`],
    message: "a module reaches another module only through its service, never its repository.",
  })),
];

/**
 * A module's face to other modules (ARCHITECTURE §2): its service (`*.service.ts`), its input schemas
 * (`*.schema.ts`), its HTTP routes and console facade for the composition root, and the three
 * cross-cutting guards every console and admin route uses. Anything else of another module — its
 * repository, mail templates, helpers — is internal and reached only through the service.
 */
const moduleFaces = [
  "!~server/modules/*/*.service",
  "!~server/modules/*/*.schema",
  "!~server/modules/*/*.routes",
  "!~server/modules/*/*.console",
  "!~server/modules/operators/audit",
  "!~server/modules/operators/authorize",
  "!~server/modules/store-access/require-store-access",
];
const serverNeverImportsWeb = { group: ["~web/*", "**/web/**"], message: "server never imports web." };
const moduleInternals = serverModules.map((module) => ({
  files: [`src/server/modules/${module}/**/*.{ts,tsx}`],
  ignores: ["src/server/modules/**/*.test.{ts,tsx}"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [
          serverNeverImportsWeb,
          {
            group: ["~server/modules/*/*", `!~server/modules/${module}/*`, ...moduleFaces],
            message:
              "a module reaches another module only through its face: its *.service (or *.schema, *.routes, *.console), never its internals.",
          },
          {
            group: ["../*/*", "../../**"],
            message: "reach another module as ~server/modules/<module>/<module>.service, not by a relative path.",
          },
        ],
      },
    ],
  },
}));

/** SQL lives in repositories (ARCHITECTURE §2): a query builder call or a `sql` template anywhere else in a module is refused. */
const sqlOnlyInRepositories = {
  files: ["src/server/modules/**/*.{ts,tsx}"],
  ignores: ["src/server/modules/**/*.repository.ts", "src/server/modules/**/*.test.{ts,tsx}"],
  rules: {
    "no-restricted-syntax": [
      "error",
      {
        selector:
          "CallExpression[callee.property.name=/^(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|selectNoFrom)$/]",
        message: "SQL lives in the module's *.repository.ts: call a repository function from here.",
      },
      {
        selector: "TaggedTemplateExpression[tag.name='sql'], CallExpression[callee.object.name='sql']",
        message: "SQL lives in the module's *.repository.ts: call a repository function from here.",
      },
    ],
  },
};

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
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // The TypeScript settings of import-x (which files it parses to follow imports), with the tsconfig paths.
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver": undefined,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: [...layerZones, ...repositoryZones] }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "only src/server/env.ts reads process.env; take it from Env." },
      ],
      "no-restricted-imports": [
        "error",
        {
          paths: ["process", "node:process"].map((name) => ({
            name,
            importNames: ["env", "default"],
            message: "only src/server/env.ts reads process.env; take it from Env.",
          })),
        },
      ],
    },
  },
  {
    files: ["src/**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: layerZones }] },
  },
  {
    files: ["src/server/env.ts"],
    rules: { "no-restricted-properties": "off", "no-restricted-imports": "off" },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      // useAbortableRequest takes a dependency list as useEffect does: its callers' lists are checked too.
      "react-hooks/exhaustive-deps": ["error", { additionalHooks: "^useAbortableRequest$" }],
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
                "@hono/*",
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
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportExpression[source.value=/(^~server\\/|(^|\\/)server\\/)/]",
          message: "web loads no server code, not even by import(): the server hands it over in the load context.",
        },
      ],
    },
  },
  {
    files: ["src/server/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [serverNeverImportsWeb] }] },
  },
  ...moduleInternals,
  sqlOnlyInRepositories,
);
