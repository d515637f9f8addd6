// Tells React Router what the Hono app passes to loaders (web imports server code as types only).
import type { WebLoadContext } from "~server/context";

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends WebLoadContext {}
}

export {};
