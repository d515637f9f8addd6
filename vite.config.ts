import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { createRequire } from "node:module";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";

/**
 * The browser loads entry.client and the root route on every page, so whatever they import, directly
 * or not, is always loaded too. Rolldown would split it into a chunk per set of routes sharing a
 * module (20 scripts on home); one "shell" chunk carries it instead. The bytes are the same, the
 * requests fewer, which counts on HTTP/1.1's six connections (docs/performance.md).
 */
function shellChunk() {
  const modules = new Set<string>();
  const roots = /[\\/]src[\\/]web[\\/](entry\.client|root)\.tsx$/;
  const plugin: Plugin = {
    name: "storefront:shell-chunk",
    buildStart() {
      modules.clear();
    },
    buildEnd() {
      if (this.environment.name !== "client") return;
      const visit = (id: string) => {
        for (const dependency of this.getModuleInfo(id)?.importedIds ?? []) {
          if (modules.has(dependency)) continue;
          modules.add(dependency);
          visit(dependency);
        }
      };
      for (const id of this.getModuleIds()) if (roots.test(id)) visit(id);
    },
    /**
     * React Router links the shell's stylesheet as "shell-….css#" (it appends "#" to any CSS a lazy
     * chunk also imports), so Vite's loader of lazy chunks, which skips a stylesheet already linked
     * under the same URL, did not recognise it and downloaded a second copy on every page with a
     * lazy chunk (listings, product pages). The root route never unmounts, so the shell's stylesheet
     * stays linked: the lazy chunks name it with the same "#" and the loader finds it in place.
     * Private behaviours of React Router and Vite: src/web/document/README.md, contract 7, and its
     * canary (`npm run test:canary`).
     */
    generateBundle: {
      // After Vite's own generateBundle has written the lists of each lazy import's files.
      order: "post",
      handler(_options, bundle) {
        if (this.environment.name !== "client") return;
        const shellCss = [...Object.values(bundle)].flatMap((output) =>
          output.type === "chunk" && output.name === "shell" ? [...(output.viteMetadata?.importedCss ?? [])] : [],
        );
        for (const output of Object.values(bundle)) {
          if (output.type !== "chunk" || !output.code.startsWith("const __vite__mapDeps")) continue;
          const end = output.code.indexOf("\n");
          let deps = output.code.slice(0, end);
          for (const css of shellCss) deps = deps.replaceAll(`"${css}"`, `"${css}#"`);
          output.code = deps + output.code.slice(end);
        }
      },
    },
  };
  // The UI layer's components (decision 0031) serve most pages: a few bytes once in the shell rather
  // than a chunk of their own on each page.
  const ui = /[\\/]src[\\/]web[\\/]components[\\/](button|icon|empty-state)\.tsx$/;
  return { plugin, group: { name: "shell", test: (id: string) => modules.has(id) || ui.test(id) } };
}

const shell = shellChunk();

/**
 * React Router ships a production build beside its development one, but its package exports name only
 * the development build (remix-run/react-router#14102), which keeps its developer warnings on: their
 * texts went into every page's first-load script and some printed in shoppers' consoles. The browser's
 * build takes the production files instead; they differ only in that switch (decision 0064). The server
 * loads the package as Node resolves it. A later React Router without these files fails the build here.
 */
function productionRouter(): Plugin {
  // Found where Node finds the package (its package.json is exported), wherever npm installed it.
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
    "dist/production",
  );
  const entries: Record<string, string> = {
    "react-router": path.join(dist, "index.mjs"),
    "react-router/dom": path.join(dist, "dom-export.mjs"),
  };
  return {
    name: "storefront:production-router",
    apply: "build",
    enforce: "pre",
    resolveId(source) {
      return this.environment.name === "client" ? (entries[source] ?? null) : null;
    },
  };
}

export default defineConfig({
  plugins: [productionRouter(), tailwindcss(), reactRouter(), shell.plugin],
  // The ~core, ~server and ~web aliases are declared once, in tsconfig.json "paths".
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [shell.group] } } } } },
  },
});
