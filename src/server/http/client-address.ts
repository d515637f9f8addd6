// Who the client is, for per-client limits. The socket's address, or — only when the socket is a
// trusted proxy (TRUST_PROXY) — the nearest untrusted address of X-Forwarded-For, so a client cannot
// pick its own identity by sending the header itself. An IPv6 client owns a whole /64, so it is one
// client however many of its addresses it uses (decision 0028). Requests without a socket
// (app.request in tests) count as one "unknown" client.
import type { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import ipaddr from "ipaddr.js";
import proxyAddr from "proxy-addr";
import type { AppEnv } from "~server/context";

export type TrustProxy = (address: string, hop: number) => boolean;

/** Compiles TRUST_PROXY's addresses and CIDRs; throws a TypeError naming a value that is neither. */
export function compileTrustProxy(entries: string[]): TrustProxy {
  return proxyAddr.compile(entries);
}

function socketAddress(c: Context<AppEnv>): string | undefined {
  const incoming = (c.env as { incoming?: Pick<IncomingMessage, "socket"> } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress;
}

/** The identity a limit counts under: IPv4 as is (also when IPv4-mapped), IPv6 as its /64 network. */
export function clientIdentity(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}

/** Middleware: reads the client's address once per request (app.ts mounts it with TRUST_PROXY). */
export function resolveClientAddress(trust: TrustProxy | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const socket = socketAddress(c);
    if (socket && trust) {
      const request = {
        socket: { remoteAddress: socket },
        headers: { "x-forwarded-for": c.req.header("x-forwarded-for") },
      };
      c.set("clientAddress", proxyAddr(request as unknown as IncomingMessage, trust));
    } else {
      c.set("clientAddress", socket);
    }
    await next();
  };
}

/** The client identity of the request for rate limits (see clientIdentity). */
export function clientAddress(c: Context<AppEnv>): string {
  const address = c.get("clientAddress") ?? socketAddress(c);
  return address ? clientIdentity(address) : "unknown";
}
