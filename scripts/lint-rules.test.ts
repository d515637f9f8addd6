// The lint rules that enforce ARCHITECTURE §2 (eslint.config.js) fire: each snippet below breaks one
// rule and is linted in memory as if it were the named file, with the project's own configuration.
// Each forbidden case has a permitted twin, so a snippet that fails for another reason (a parse error,
// an unresolved path) cannot pass for the rule.
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../", import.meta.url));
const eslint = new ESLint({ cwd: root });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

// Each lintText resolves imports through the TypeScript resolver: seconds each on a loaded 2-core
// machine, so the suite has room that does not depend on the machine's speed.
describe("lint enforces the dependency rules of ARCHITECTURE §2", { timeout: 180_000 }, () => {
  it("refuses a feature importing another feature, by relative path or alias", async () => {
    const relative = `import { CartView } from "../cart/cart-view";\nexport const view = CartView;\n`;
    const alias = `import { CartView } from "~web/features/cart/cart-view";\nexport const view = CartView;\n`;
    expect(await rulesBroken("src/web/features/checkout/probe.tsx", relative)).toContain(
      "import-x/no-restricted-paths",
    );
    expect(await rulesBroken("src/web/features/checkout/probe.tsx", alias)).toContain("import-x/no-restricted-paths");
    expect(
      await rulesBroken(
        "src/web/features/cart/probe.tsx",
        `import { CartView } from "./cart-view";\nexport const view = CartView;\n`,
      ),
    ).toEqual([]);
    expect(await rulesBroken("src/web/routes/probe.tsx", alias)).toEqual([]);
  });

  it("refuses store-front code importing the operator console, and allows console routes", async () => {
    const code = `import { CONSOLE_NAV } from "~web/console/nav";\nexport const nav = CONSOLE_NAV;\n`;
    expect(await rulesBroken("src/web/features/shell/probe.tsx", code)).toContain("import-x/no-restricted-paths");
    expect(await rulesBroken("src/web/components/probe.tsx", code)).toContain("import-x/no-restricted-paths");
    expect(await rulesBroken("src/web/routes/console/probe.tsx", code)).toEqual([]);
  });

  it("refuses a store-front route importing the console, components or lib importing a feature, a feature importing a route", async () => {
    const consoleNav = `import { CONSOLE_NAV } from "~web/console/nav";\nexport const nav = CONSOLE_NAV;\n`;
    expect(await rulesBroken("src/web/routes/probe.tsx", consoleNav)).toContain("import-x/no-restricted-paths");
    const feature = `import { CartView } from "~web/features/cart/cart-view";\nexport const view = CartView;\n`;
    expect(await rulesBroken("src/web/components/probe.tsx", feature)).toContain("import-x/no-restricted-paths");
    expect(await rulesBroken("src/web/lib/probe.ts", feature)).toContain("import-x/no-restricted-paths");
    expect(await rulesBroken("src/web/routes/probe.tsx", feature)).toEqual([]);
    const route = `import CartPage from "~web/routes/cart";\nexport const page = CartPage;\n`;
    expect(await rulesBroken("src/web/features/checkout/probe.tsx", route)).toContain("import-x/no-restricted-paths");
    expect(await rulesBroken("src/web/routes/console/probe.tsx", route)).toEqual([]);
  });

  it("refuses web code loading server code by import(), and allows type imports", async () => {
    const dynamic = `export const load = () => import("~server/env");\n`;
    expect(await rulesBroken("src/web/features/cart/probe.ts", dynamic)).toContain("no-restricted-syntax");
    expect(
      await rulesBroken("src/web/lib/probe.ts", `export const load = () => import("../../server/env");\n`),
    ).toContain("no-restricted-syntax");
    const typeOnly = `import type { Env } from "~server/env";\nexport type E = Env;\n`;
    expect(await rulesBroken("src/web/lib/probe.ts", typeOnly)).toEqual([]);
  });

  it("refuses Node APIs, any builtin and @hono/* in core", async () => {
    for (const name of ["node:buffer", "buffer", "fs/promises", "events", "@hono/zod-openapi"]) {
      const code = `import * as probe from "${name}";\nexport const p = probe;\n`;
      expect(await rulesBroken("src/core/probe.ts", code)).toContain("@typescript-eslint/no-restricted-imports");
    }
    expect(await rulesBroken("src/core/probe.ts", `import { z } from "zod";\nexport const s = z.string();\n`)).toEqual(
      [],
    );
  });

  it("refuses server code, .tsx included, importing web", async () => {
    const code = `import { formatMoney } from "~web/lib/format";\nexport const format = formatMoney;\n`;
    expect(await rulesBroken("src/server/modules/mail/templates/probe.tsx", code)).toContain(
      "import-x/no-restricted-paths",
    );
    expect(await rulesBroken("src/server/http/probe.ts", code)).toContain("import-x/no-restricted-paths");
    const core = `import { fromCents } from "~core/money";\nexport const toAmount = fromCents;\n`;
    expect(await rulesBroken("src/server/modules/mail/templates/probe.tsx", core)).toEqual([]);
  });

  it("refuses core importing server or web", async () => {
    const code = `import { loadEnv } from "../server/env";\nexport const load = loadEnv;\n`;
    expect(await rulesBroken("src/core/probe.ts", code)).toContain("import-x/no-restricted-paths");
  });

  it("refuses process.env anywhere but src/server/env.ts", async () => {
    const code = `export const port = process.env.PORT;\n`;
    expect(await rulesBroken("src/server/modules/orders/probe.ts", code)).toContain("no-restricted-properties");
    expect(await rulesBroken("src/web/lib/probe.ts", code)).toContain("no-restricted-properties");
    expect(await rulesBroken("src/server/env.ts", code)).toEqual([]);
    for (const imported of [`import { env } from "node:process";`, `import process from "process";`]) {
      const viaImport = `${imported}\nexport const port = ${imported.includes("{") ? "env" : "process.env"}.PORT;\n`;
      expect(await rulesBroken("src/server/modules/orders/probe.ts", viaImport)).toContain("no-restricted-imports");
    }
  });

  it("refuses a module importing another module's repository, and allows its service or its own repository", async () => {
    const repository = `import { findStoreById } from "~server/modules/stores/stores.repository";\nexport const find = findStoreById;\n`;
    const relative = `import { findStoreById } from "../stores/stores.repository";\nexport const find = findStoreById;\n`;
    const service = `import { findStoreById } from "~server/modules/stores/stores.service";\nexport const find = findStoreById;\n`;
    expect(await rulesBroken("src/server/modules/orders/probe.ts", repository)).toContain(
      "import-x/no-restricted-paths",
    );
    expect(await rulesBroken("src/server/modules/orders/probe.ts", relative)).toContain("import-x/no-restricted-paths");
    expect(await rulesBroken("src/server/modules/orders/probe.ts", service)).toEqual([]);
    expect(await rulesBroken("src/server/modules/stores/probe.ts", repository)).toEqual([]);
  });

  it("refuses a module reaching another module's internals, and allows its face and its own files", async () => {
    const internal = `import { verifyPassword } from "~server/modules/stores/password";\nexport const verify = verifyPassword;\n`;
    const relative = `import { verifyPassword } from "../stores/password";\nexport const verify = verifyPassword;\n`;
    const face = `import { verifyPassword } from "~server/modules/stores/stores.service";\nexport const verify = verifyPassword;\n`;
    expect(await rulesBroken("src/server/modules/store-access/probe.ts", internal)).toContain(
      "@typescript-eslint/no-restricted-imports",
    );
    expect(await rulesBroken("src/server/modules/store-access/probe.ts", relative)).toContain(
      "@typescript-eslint/no-restricted-imports",
    );
    expect(await rulesBroken("src/server/modules/store-access/probe.ts", face)).toEqual([]);
    expect(await rulesBroken("src/server/modules/stores/probe.ts", internal)).toEqual([]);
  });

  it("refuses SQL outside a module's repositories", async () => {
    const builder = `import type { Kysely } from "kysely";\nimport type { DB } from "~server/db/schema";\nexport const count = (db: Kysely<DB>) => db.selectFrom("orders").selectAll().execute();\n`;
    const template = `import { sql } from "kysely";\nexport const one = sql\`select 1\`;\n`;
    expect(await rulesBroken("src/server/modules/orders/probe.service.ts", builder)).toContain("no-restricted-syntax");
    expect(await rulesBroken("src/server/modules/orders/probe.console.ts", template)).toContain("no-restricted-syntax");
    expect(await rulesBroken("src/server/modules/orders/probe.repository.ts", builder)).toEqual([]);
    expect(await rulesBroken("src/server/modules/orders/probe.repository.ts", template)).toEqual([]);
  });

  it("refuses an import cycle", async () => {
    // core/pricing/fundraiser.ts imports ../money, so money importing it closes a cycle.
    const code = `import { lineFundraiser } from "./pricing/fundraiser";\nexport const share = lineFundraiser;\n`;
    expect(await rulesBroken("src/core/money.ts", code)).toContain("import-x/no-cycle");
    expect(await rulesBroken("src/core/probe.ts", code)).toEqual([]);
  });

  it("checks the rules of hooks and effect dependencies", async () => {
    const conditional = `import { useState } from "react";\nexport function Probe({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n`;
    const missing = `import { useEffect } from "react";\nexport function Probe({ id }: { id: string }) {\n  useEffect(() => {\n    document.title = id;\n  }, []);\n  return null;\n}\n`;
    const complete = `import { useEffect } from "react";\nexport function Probe({ id }: { id: string }) {\n  useEffect(() => {\n    document.title = id;\n  }, [id]);\n  return null;\n}\n`;
    expect(await rulesBroken("src/web/components/probe.tsx", conditional)).toContain("react-hooks/rules-of-hooks");
    expect(await rulesBroken("src/web/components/probe.tsx", missing)).toContain("react-hooks/exhaustive-deps");
    expect(await rulesBroken("src/web/components/probe.tsx", complete)).toEqual([]);
  });
});
