// `npm run build` (after `react-router build`): the server's TypeScript compiled once into one ES
// module, build/app/main.js, with its npm packages left as imports. `npm start` runs it with plain Node,
// so the serving process carries no TypeScript loader (about 90 MB less resident memory, faster cold
// start). The bundle sits two folders below the project root, as src/server/main.ts does, so paths
// the server resolves from its own location (the demo stores, the currency table) stay the same.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

export const SERVER_BUNDLE = "build/app/main.js";

export async function buildServer() {
  await build({
    absWorkingDir: root,
    entryPoints: ["src/server/main.ts"],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: "tsconfig.json",
    sourcemap: true,
    logLevel: "warning",
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
