import { describe, expect, it } from "vitest";
import { formField } from "./console-http";

/** A body delivered in the given pieces, and how many of them were read. */
function pieces(parts: (string | Uint8Array)[]) {
  let read = 0;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const part = parts[read++];
      if (part === undefined) return controller.close();
      controller.enqueue(typeof part === "string" ? encoder.encode(part) : part);
    },
  });
  return { stream, read: () => read };
}

describe("formField (the console's CSRF token from a urlencoded body)", () => {
  it("reads what URLSearchParams reads: plus and percent signs, pairs split across pieces, an empty value", async () => {
    const body = "a=1&_csrf=t%2Bo+k%C3%A9n&_csrf=second&empty=&bare";
    const expected = new URLSearchParams(body);
    for (const name of ["_csrf", "a", "empty", "bare", "missing"]) {
      const split = [body.slice(0, 7), body.slice(7, 12), body.slice(12, 30), body.slice(30)];
      expect(await formField(pieces(split).stream, name)).toBe(expected.get(name));
    }
    // A character of several bytes split between two pieces.
    const bytes = new TextEncoder().encode("_csrf=é&x=1");
    expect(await formField(pieces([bytes.slice(0, 7), bytes.slice(7)]).stream, "_csrf")).toBe("é");
  });

  it("reads malformed escapes as URLSearchParams does, not as a refusal: a name or value with %zz or a lone %", async () => {
    const body = "bad%zz=1&%=2&_csrf=to%zzken%&after%E0%A4%A=3&x=a=b";
    const expected = new URLSearchParams(body);
    for (const name of ["_csrf", "bad%zz", "%", "after%E0%A4%A", "x", "missing"])
      expect(await formField(pieces([body.slice(0, 11), body.slice(11)]).stream, name)).toBe(expected.get(name));
    expect(await formField(pieces([body]).stream, "_csrf")).toBe("to%zzken%");
  });

  it("stops reading once the field is found, before a large field after it", async () => {
    const large = "x".repeat(64 * 1024);
    const body = pieces(["_csrf=token&content=", large, large, large, "&end=1"]);
    expect(await formField(body.stream, "_csrf")).toBe("token");
    expect(body.read()).toBe(1);
  });

  it("finds the field after a large one, reading it once", async () => {
    const large = "%2C".repeat(50_000);
    const body = pieces(["content=", ...Array.from({ length: 40 }, () => large), "&_csrf=late"]);
    expect(await formField(body.stream, "_csrf")).toBe("late");
    expect(await formField(pieces(["content=", large]).stream, "_csrf")).toBeNull();
  });
});
