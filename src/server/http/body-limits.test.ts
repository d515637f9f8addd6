import type { Context } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "~server/context";
import { limitRequestBodies, OTHER_BODY_LIMIT_BYTES } from "./body-limits";

/** A request as @hono/node-server hands it over, counting reads of `body` (which build a Fetch Request). */
function pageRequest(method: string, headers: Record<string, string> = {}) {
  const seen = { bodyReads: 0, next: 0 };
  const raw = {
    method,
    headers: new Headers(headers),
    get body() {
      seen.bodyReads++;
      return method === "GET" || method === "HEAD" ? null : new Blob(["x".repeat(10)]).stream();
    },
  };
  const c = { req: { method, path: "/shop", raw } } as unknown as Context<AppEnv>;
  const next = () => {
    seen.next++;
    return Promise.resolve();
  };
  return { c, next, seen };
}

describe("limitRequestBodies", () => {
  const limit = limitRequestBodies({ imageBytes: 1024 * 1024 });

  it("passes GET and HEAD requests on without asking for their body", async () => {
    for (const method of ["GET", "HEAD"]) {
      const { c, next, seen } = pageRequest(method);
      await limit(c, next);
      expect(seen).toEqual({ bodyReads: 0, next: 1 });
    }
  });

  it("still checks the body of a request that may carry one", async () => {
    const { c, next, seen } = pageRequest("POST", { "content-length": String(OTHER_BODY_LIMIT_BYTES + 1) });
    await expect(limit(c, next)).rejects.toThrow("The request body is larger than this call accepts (64 KB).");
    expect(seen.bodyReads).toBeGreaterThan(0);
    expect(seen.next).toBe(0);
  });
});
