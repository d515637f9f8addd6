// The React Router app for server tests that render pages (the operator console's). When the
// production build (build/server) is newer than every web source, it is that build: `npm test` makes
// it once, before Vitest, for Vitest and Playwright alike (issue 50). Otherwise (a single file run
// after editing src/web) it is Vite's SSR module graph, as `npm run dev` loads it: start it once per
// test file (several seconds) and close it after.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { isStale, WEB_BUILD, WEB_SOURCES } from "../../../scripts/ensure-build.mjs";

export interface TestWebBuild {
  webBuild: () => Promise<ServerBuild>;
  close(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, "../../..");

export async function startTestWebBuild(): Promise<TestWebBuild> {
  if (!isStale(WEB_BUILD, WEB_SOURCES)) {
    const build = (await import(pathToFileURL(path.join(root, WEB_BUILD)).href)) as ServerBuild;
    return { webBuild: async () => build, close: async () => {} };
  }
  const { createServer } = await import("vite");
  const vite = await createServer({
    root,
    configFile: path.join(root, "vite.config.ts"),
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "error",
  });
  // Compiled once here (every route module; several seconds) rather than inside the first test.
  await vite.ssrLoadModule("virtual:react-router/server-build");
  return {
    webBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    close: () => vite.close(),
  };
}
