import { describe, expect, it } from "vitest";
import { hydrationDataScript, readHydrationData } from "./hydration-data";

const streamOf = (...chunks: Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });

describe("readHydrationData", () => {
  it("joins the stream's chunks, also where a character is split between two", async () => {
    const bytes = new TextEncoder().encode('[{"name":"Футболка – ☂"}]');
    const text = await readHydrationData(streamOf(bytes.subarray(0, 12), bytes.subarray(12, 13), bytes.subarray(13)));
    expect(text).toBe('[{"name":"Футболка – ☂"}]');
    expect(await readHydrationData(streamOf())).toBe("");
  });
});

describe("hydrationDataScript", () => {
  const hostile = '[{"html":"<p>a & b</p></script><script>alert(1)</script><!-- x -->","line":"\u2028\u2029"}]';
  const script = hydrationDataScript(hostile, "abc123==");
  const body = /^<script nonce="abc123==">([\s\S]*)<\/script>$/.exec(script)?.[1] ?? "";

  it("is one script with the nonce that enqueues the data and closes React Router's stream", () => {
    expect(body).toMatch(/^window\.__reactRouterContext\.streamController\.enqueue\(".*"\);/);
    expect(body).toMatch(/window\.__reactRouterContext\.streamController\.close\(\);$/);
    expect(hydrationDataScript("[]", undefined)).toMatch(/^<script>window/);
  });

  it("cannot end its script or open a comment, and hands over exactly the data", () => {
    expect(body).not.toMatch(/<|>|&|\u2028|\u2029/);
    // The argument is a JSON string literal: read back, it is the data exactly.
    const literal = /enqueue\((".*")\);window/.exec(body)?.[1] ?? "";
    expect(JSON.parse(literal)).toBe(hostile);
  });
});
