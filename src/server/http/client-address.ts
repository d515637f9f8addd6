// The client's address for per-client limits. The socket's address; requests without a socket
// (app.request in tests) count as one "unknown" client.
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { AppEnv } from "~server/context";

export function clientAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
