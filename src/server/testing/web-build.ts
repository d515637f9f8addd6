// The React Router app for server tests that render pages (the operator console's): Vite's SSR module
// graph, as `npm run dev` loads it, so no production build is needed. Start it once per test file
// (a few seconds) and close it after.
import path from "node:path";
import type { ServerBuild } from "react-router";

export interface TestWebBuild {
  webBuild: () => Promise<ServerBuild>;
  close(): Promise<void>;
}

export async function startTestWebBuild(): Promise<TestWebBuild> {
  const { createServer } = await import("vite");
  const root = path.resolve(import.meta.dirname, "../../..");
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
