import { describe, expect, it } from "vitest";
import { packView, unpackView, type PackedView } from "./packed-view";

describe("packed views (decision 0058)", () => {
  it("travel as one JSON text and give the same view back", () => {
    const view = { name: "Tee", sizes: ["S", "M"], price: { cents: 1250 }, note: null, hidden: undefined };
    const packed = packView(view);
    expect(Object.keys(packed)).toEqual(["json"]);
    expect(JSON.parse(packed.json)).toEqual(view);
    // What the browser receives: the text alone, parsed once and then the same object on every read.
    const received: PackedView<typeof view> = JSON.parse(JSON.stringify(packed)) as PackedView<typeof view>;
    const first = unpackView(received);
    expect(first).toEqual(view);
    expect(unpackView(received)).toBe(first);
  });

  it("are the server's own view where they were packed, without parsing", () => {
    const view = { items: [{ id: "a" }] };
    expect(unpackView(packView(view))).toBe(view);
  });

  it("refuse what JSON would not give back, naming where it is", () => {
    expect(() => packView({ at: new Date(0) })).toThrow(
      "A packed view must be plain JSON data: view.at is not a plain object.",
    );
    expect(() => packView({ list: [1, undefined] })).toThrow("view.list[1] is undefined");
    expect(() => packView({ ratio: Number.NaN })).toThrow("view.ratio is NaN");
    expect(() => packView({ items: [{ max: Infinity }] })).toThrow("view.items[0].max is Infinity");
    expect(() => packView({ sizes: new Map() })).toThrow("view.sizes is not a plain object");
    expect(() => packView({ format: () => "x" })).toThrow("view.format is function");
    expect(() => packView({ count: 1n })).toThrow("view.count is bigint");
  });
});
