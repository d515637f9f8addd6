// A browser document for store-front tests that also run the real server in the same file: Happy DOM
// registered on Node's globals (the test stays in Vitest's node environment, so the server's code
// keeps its file: module URLs and Node's URL). Import it first, before anything that reads `document`.
import { URL as NodeURL } from "node:url";
import { GlobalRegistrator } from "@happy-dom/global-registrator";

GlobalRegistrator.register({ url: "http://localhost/" });
globalThis.URL = NodeURL as unknown as typeof URL;
