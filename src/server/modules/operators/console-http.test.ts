// The console's bodies are bounded before they are held (decision 0070): origin, session, the token
// beside the body and the declared size are checked before a byte is read; a body is then read with a
// counter only up to its route's limit (a few KB without a session).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~server/db/connect";
import { CONSOLE_ORIGIN, ConsoleClient } from "~server/testing/console-client";
import { createTestApp } from "~server/testing/test-app";
import { createTestDatabase } from "~server/testing/test-db";
import { CONSOLE_SIGNED_OUT_BODY_BYTES, readBoundedBody } from "./console-http";

/** A body delivered in pieces of `size` bytes, counting how many were pulled. */
function counted(pieces: number, size: number, first = "") {
  let pulled = 0;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= pieces) return controller.close();
      controller.enqueue(encoder.encode(pulled === 0 && first ? first.padEnd(size, "x") : "x".repeat(size)));
      pulled++;
    },
  });
  return { stream, pulled: () => pulled };
}

const chunkedPost = (stream: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
  new Request(`${CONSOLE_ORIGIN}/console/sign-in`, {
    method: "POST",
    headers: { "transfer-encoding": "chunked", ...headers },
    body: stream,
    duplex: "half",
  } as RequestInit);

describe("readBoundedBody", () => {
  it("reads a body within its limit whole", async () => {
    const body = counted(3, 10);
    const bytes = await readBoundedBody(chunkedPost(body.stream, {}), 30);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect((bytes as Uint8Array).byteLength).toBe(30);
  });

  it("stops reading as soon as the count passes the limit", async () => {
    const body = counted(1000, 1024);
    expect(await readBoundedBody(chunkedPost(body.stream, {}), 4 * 1024)).toBe("tooLarge");
    expect(body.pulled()).toBeLessThan(10);
  });

  it("refuses a declared length over the limit without reading anything", async () => {
    const body = counted(1000, 1024);
    const request = chunkedPost(body.stream, { "content-length": String(49 * 1024 * 1024) });
    expect(await readBoundedBody(request, 16 * 1024)).toBe("tooLarge");
    expect(body.pulled()).toBeLessThanOrEqual(1);
  });
});

describe("the console's checks before a body is read", () => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>["app"];
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    ({ app } = createTestApp(database));
  });
  afterAll(() => database.close());

  const signInPost = (body: BodyInit, headers: Record<string, string> = {}) =>
    app.request(`${CONSOLE_ORIGIN}/console/sign-in`, {
      method: "POST",
      headers: { origin: CONSOLE_ORIGIN, "content-type": "application/x-www-form-urlencoded", ...headers },
      body,
      duplex: "half",
    } as RequestInit);

  it("refuses a 49 MB sign-in form by its declared size, unread", async () => {
    const body = counted(49 * 16, 64 * 1024);
    const res = await signInPost(body.stream, { "content-length": String(49 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("larger than this page accepts (16 KB)");
    expect(body.pulled()).toBeLessThanOrEqual(1);
  });

  it("refuses a streamed sign-in form once it passes the signed-out limit", async () => {
    const body = counted(49 * 16, 64 * 1024, "_csrf=x&email=");
    const res = await signInPost(body.stream, { "transfer-encoding": "chunked" });
    expect(res.status).toBe(413);
    expect(body.pulled() * 64 * 1024).toBeLessThan(CONSOLE_SIGNED_OUT_BODY_BYTES + 3 * 64 * 1024);
  });

  it("refuses a multipart form without the token in its address or header, unread", async () => {
    const body = counted(100, 1024);
    const res = await signInPost(body.stream, {
      "content-type": "multipart/form-data; boundary=x",
      "transfer-encoding": "chunked",
    });
    expect(res.status).toBe(403);
    expect(body.pulled()).toBeLessThanOrEqual(1);
  });

  it("refuses a cross-site post and a wrong token beside the body, unread", async () => {
    const cases: Record<string, string>[] = [{ origin: "http://evil.example" }, { "x-csrf-token": "forged" }];
    for (const headers of cases) {
      const body = counted(100, 1024);
      const res = await signInPost(body.stream, { "transfer-encoding": "chunked", ...headers });
      expect(res.status).toBe(403);
      expect(body.pulled()).toBeLessThanOrEqual(1);
    }
  });

  it("refuses a form field holding a NUL, naming it, after the token checks", async () => {
    const client = new ConsoleClient(app);
    client.cookies.set("console_csrf", "a".repeat(43));
    // No web build here: the page itself is not rendered, so take the token the console would put in it.
    const token = await tokenOf(client);
    const res = await client.request("/console/sign-in", {
      form: { _csrf: token, email: "a\u0000b@example.com", password: "x" },
      headers: { origin: CONSOLE_ORIGIN },
    });
    expect(res.response.status).toBe(400);
    expect(res.text).toContain("email");
    expect(res.text).toContain("NUL");
    // The same form without the NUL passes every check (and meets the page, absent in this test app).
    const ok = await client.request("/console/sign-in", {
      form: { _csrf: token, email: "ab@example.com", password: "x" },
      headers: { origin: CONSOLE_ORIGIN },
    });
    expect(ok.response.status).toBe(404);
  });
});

/** The pre-session token for the client's console_csrf cookie, computed as the console does. */
async function tokenOf(client: ConsoleClient): Promise<string> {
  const { createHmac } = await import("node:crypto");
  const { TEST_SESSION_SECRET } = await import("~server/testing/test-app");
  const pre = client.cookies.get("console_csrf") ?? "";
  return createHmac("sha256", TEST_SESSION_SECRET).update(`console-csrf:pre:${pre}`).digest("base64url");
}
