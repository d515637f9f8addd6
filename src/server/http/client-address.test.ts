import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "~server/context";
import { clientAddress, clientIdentity, compileTrustProxy, resolveClientAddress } from "./client-address";

/** The client identity the app sees for a request from `socket` carrying `forwarded` as X-Forwarded-For. */
async function seenAs(trustProxy: string[], socket: string, forwarded?: string) {
  const app = new Hono<AppEnv>();
  app.use(resolveClientAddress(trustProxy.length > 0 ? compileTrustProxy(trustProxy) : undefined));
  app.get("/", (c) => c.text(clientAddress(c)));
  const headers: Record<string, string> = forwarded ? { "x-forwarded-for": forwarded } : {};
  const res = await app.request("http://shop.test/", { headers }, { incoming: { socket: { remoteAddress: socket } } });
  return res.text();
}

describe("client address", () => {
  it("is the socket's address, whatever X-Forwarded-For says, when no proxy is trusted", async () => {
    expect(await seenAs([], "198.51.100.4", "203.0.113.9")).toBe("198.51.100.4");
  });

  it("comes from X-Forwarded-For only when the request comes from a trusted proxy (address or CIDR)", async () => {
    expect(await seenAs(["10.0.0.0/8"], "10.1.2.3", "203.0.113.9")).toBe("203.0.113.9");
    expect(await seenAs(["10.0.0.1"], "10.0.0.1", "203.0.113.9")).toBe("203.0.113.9");
    // A client that is not the proxy cannot choose its identity by sending the header itself.
    expect(await seenAs(["10.0.0.0/8"], "198.51.100.4", "203.0.113.9")).toBe("198.51.100.4");
    // Through two trusted proxies, the first untrusted hop from the right is the client; a forged
    // left-most entry is ignored.
    expect(await seenAs(["10.0.0.0/8"], "10.0.0.1", "1.2.3.4, 203.0.113.9, 10.0.0.2")).toBe("203.0.113.9");
  });

  it("counts an IPv6 client as its /64 network and an IPv4-mapped address as the IPv4 one", () => {
    expect(clientIdentity("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(clientIdentity("2001:db8:1:2::1")).toBe(clientIdentity("2001:db8:1:2:ffff::9"));
    expect(clientIdentity("2001:db8:1:3::1")).not.toBe(clientIdentity("2001:db8:1:2::1"));
    expect(clientIdentity("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(clientIdentity("198.51.100.7")).toBe("198.51.100.7");
  });

  it("refuses a TRUST_PROXY entry that is neither an address nor a CIDR", () => {
    expect(() => compileTrustProxy(["10.0.0.0/8", "not-an-address"])).toThrow();
  });
});
