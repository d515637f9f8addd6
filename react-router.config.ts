import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src/web",
  buildDirectory: "build",
  ssr: true,
  future: {
    // v8_middleware stays off: loaders receive the store through AppLoadContext, which the Hono app
    // builds per request (web may not import a server value to share a RouterContext key).
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
