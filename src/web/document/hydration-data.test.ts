import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { hydrationDataParts, readHydrationData } from "./hydration-data";

/** The bytes hydrationDataParts writes, as text. */
const hydrationDataScript = (data: string, nonce: string | undefined) =>
  Buffer.concat(hydrationDataParts(Buffer.from(data), nonce)).toString("utf8");

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
    const data = await readHydrationData(streamOf(bytes.subarray(0, 12), bytes.subarray(12, 13), bytes.subarray(13)));
    expect(data.toString("utf8")).toBe('[{"name":"Футболка – ☂"}]');
    expect((await readHydrationData(streamOf())).length).toBe(0);
  });
});

describe("hydrationDataParts", () => {
  // turbo-stream's text: JSON lines, the later ones prefixed (a resolved promise), strings holding HTML.
  const hostile =
    '[{"html":"<p>a & b</p></script><script>alert(1)</script><!-- x -->","line":"\u2028\u2029","json":"{\\"a\\":\\"<b>\\"}"}]\n' +
    'P1:["</SCRIPT >","\\\\<","Футболка<☂<<"]\n';
  const written = hydrationDataScript(hostile, "abc123==");
  const [, block = "", code = ""] =
    /^<script type="application\/json">([\s\S]*?)<\/script><script nonce="abc123==">([\s\S]*)<\/script>$/.exec(
      written,
    ) ?? [];

  it("is a JSON data block, then one script with the nonce that enqueues its text and closes React Router's stream", () => {
    expect(hydrationDataScript("[]", undefined)).toMatch(/^<script type="application\/json">\[\]<\/script><script>/);
    const calls: string[] = [];
    const block = { type: "application/json", textContent: "[1]", remove: () => calls.push("remove") };
    const run = (before: object) =>
      runInNewContext(code, {
        window: {
          __reactRouterContext: {
            streamController: { enqueue: (t: string) => calls.push(`enqueue ${t}`), close: () => calls.push("close") },
          },
        },
        document: { currentScript: { previousElementSibling: before } },
      });
    run(block);
    expect(calls).toEqual(["enqueue [1]", "remove", "close"]);
    // An element a browser extension appended to the body between the block and the script is passed over.
    calls.length = 0;
    run({ type: undefined, previousElementSibling: { type: "text/css", previousElementSibling: block } });
    expect(calls).toEqual(["enqueue [1]", "remove", "close"]);
  });

  it("cannot end its block or open a comment, and each line reads back as the data's", () => {
    expect(block).not.toContain("<");
    expect(code).not.toContain("<");
    const lines = hostile.split("\n");
    const read = block.split("\n");
    expect(read).toHaveLength(lines.length);
    read.forEach((line, i) => {
      const prefix = /^P\d+:/.exec(line)?.[0] ?? "";
      expect(prefix).toBe(/^P\d+:/.exec(lines[i]!)?.[0] ?? "");
      if (line) expect(JSON.parse(line.slice(prefix.length))).toEqual(JSON.parse(lines[i]!.slice(prefix.length)));
    });
  });

  it("writes the data without escaping it again: no backslash is added", () => {
    expect(block.split("\\").length).toBe(hostile.split("\\").length + hostile.split("<").length - 1);
  });
});
