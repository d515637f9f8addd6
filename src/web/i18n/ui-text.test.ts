// Guards of issue 8 over the web app's source: every text a page shows goes through the catalogue
// (no English typed into JSX), and layout uses logical directions only, so Arabic mirrors correctly.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const WEB = path.resolve(process.cwd(), "src/web");

function sourceFiles(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, ext);
    return ext.test(entry.name) && !entry.name.includes(".test.") ? [full] : [];
  });
}

/** Attributes whose value people read or hear. */
const TEXT_ATTRIBUTES = new Set(["aria-label", "alt", "title", "placeholder", "aria-description", "label"]);
const WORD = /\p{L}{2,}/u;

function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORD.test(node.getText())) found.push(node.getText().trim());
    if (
      ts.isJsxAttribute(node) &&
      TEXT_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      WORD.test(node.initializer.text)
    )
      found.push(`${node.name.getText()}="${node.initializer.text}"`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((text) => `${path.relative(WEB, file)}: ${text}`);
}

describe("UI text", () => {
  it("comes from the message catalogue, never typed into JSX", () => {
    const offenders = sourceFiles(WEB, /\.tsx$/).flatMap(literalTexts);
    expect(offenders).toEqual([]);
  });
});

// Tailwind utilities and CSS properties tied to left/right rather than start/end.
const PHYSICAL_CLASS =
  /(?<![\w-])-?(?:ml|mr|pl|pr|left|right|border-l|border-r|rounded-l|rounded-r|rounded-tl|rounded-tr|rounded-bl|rounded-br|scroll-ml|scroll-mr|scroll-pl|scroll-pr|space-x-reverse)-[\w[\]./-]+|(?<![\w-])text-(?:left|right)(?![\w-])|(?<![\w-])float-(?:left|right)(?![\w-])/;
const PHYSICAL_CSS =
  /(?:^|[;{\s])(?:margin|padding|border)-(?:left|right)\s*:|(?:^|[;{\s])(?:left|right)\s*:|text-align\s*:\s*(?:left|right)|float\s*:\s*(?:left|right)/m;

describe("layout direction", () => {
  it("uses logical Tailwind utilities (ms-, pe-, start-, text-end…) in every className", () => {
    const offenders = sourceFiles(WEB, /\.(tsx|ts)$/).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/className=(?:"([^"]*)"|\{`([^`]*)`\})/g)]
        .map((match) => match[1] ?? match[2] ?? "")
        .filter((classes) => PHYSICAL_CLASS.test(classes))
        .map((classes) => `${path.relative(WEB, file)}: ${classes.match(PHYSICAL_CLASS)?.[0]}`),
    );
    expect(offenders).toEqual([]);
  });

  it("uses logical properties in the style sheets", () => {
    const offenders = sourceFiles(WEB, /\.css$/).filter((file) => PHYSICAL_CSS.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });

  it("catches a physical utility or property when one creeps in", () => {
    expect(PHYSICAL_CLASS.test("flex ml-2 gap-1")).toBe(true);
    expect(PHYSICAL_CLASS.test("text-right")).toBe(true);
    expect(PHYSICAL_CLASS.test("ms-2 text-end start-0 rtl:-scale-x-100")).toBe(false);
    expect(PHYSICAL_CSS.test(".x { margin-left: 1rem }")).toBe(true);
    expect(PHYSICAL_CSS.test(".x { margin-inline-start: 1rem }")).toBe(false);
  });
});
