import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src/web",
  buildDirectory: "build",
  ssr: true,
  // React Router's default, stated because bench/build-figures.ts counts first-load JavaScript by it:
  // the page's HTML carries the matched routes' manifest entries, the rest come from /__manifest.
  routeDiscovery: { mode: "lazy" },
  future: {
    // v8_middleware stays off: loaders receive the store through AppLoadContext, which the Hono app
    // builds per request (web may not import a server value to share a RouterContext key).
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
