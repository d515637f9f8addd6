// `npm start`: build the web app and the server bundle when missing or older than their sources, then
// serve. The server runs in this process (plain Node on build/app/main.js), so SIGTERM reaches it.
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { SERVER_BUNDLE } from "./build-server.mjs";
import { ensureBuild } from "./ensure-build.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

await ensureBuild();

// Stack traces in the log point at the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(root, SERVER_BUNDLE)).href);
