import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
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
  };
  return { plugin, group: { name: "shell", test: (id: string) => modules.has(id) } };
}

const shell = shellChunk();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), shell.plugin],
  // The ~core, ~server and ~web aliases are declared once, in tsconfig.json "paths".
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [shell.group] } } } } },
  },
});
