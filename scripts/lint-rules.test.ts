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

describe("lint enforces the dependency rules of ARCHITECTURE §2", () => {
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
