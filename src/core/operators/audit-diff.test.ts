import { describe, expect, it } from "vitest";
import { auditDiff, auditValue, changedOnly } from "./audit-diff";

describe("auditDiff", () => {
  it("lists only the fields that changed, by path, in the order they appear", () => {
    const before = {
      primaryInformation: { storeName: "Tigers", privateStore: false, phone: "555" },
      sizes: ["S", "M"],
    };
    const after = {
      primaryInformation: { storeName: "Tigers FC", privateStore: true, phone: "555" },
      sizes: ["S", "M"],
    };
    expect(auditDiff(before, after)).toEqual({
      changes: [
        {
          path: "primaryInformation.storeName",
          before: { kind: "text", text: "Tigers" },
          after: { kind: "text", text: "Tigers FC" },
        },
        { path: "primaryInformation.privateStore", before: { kind: "no" }, after: { kind: "yes" } },
      ],
      more: 0,
    });
  });

  it("shows added and removed fields against nothing, and nothing for a created entry's empty fields", () => {
    expect(auditDiff(null, { code: "GIFT-1", balanceCents: 1200, note: "" }).changes).toEqual([
      { path: "code", before: { kind: "empty" }, after: { kind: "text", text: "GIFT-1" } },
      { path: "balanceCents", before: { kind: "empty" }, after: { kind: "money", cents: 1200 } },
    ]);
    expect(auditDiff({ threshold: 5 }, null).changes).toEqual([
      { path: "threshold", before: { kind: "number", value: 5 }, after: { kind: "empty" } },
    ]);
  });

  it("reads …Cents fields, and fields of them, as money; items of object lists by index; scalar lists whole", () => {
    const diff = auditDiff(
      { refundCents: { card: 0 }, colors: [{ name: "Red", hex: "#f00" }], tags: ["a"] },
      { refundCents: { card: 1200 }, colors: [{ name: "Red", hex: "#e00" }], tags: ["a", "b"] },
    );
    expect(diff.changes).toEqual([
      { path: "refundCents.card", before: { kind: "money", cents: 0 }, after: { kind: "money", cents: 1200 } },
      { path: "colors[0].hex", before: { kind: "text", text: "#f00" }, after: { kind: "text", text: "#e00" } },
      { path: "tags", before: { kind: "list", items: ["a"] }, after: { kind: "list", items: ["a", "b"] } },
    ]);
  });

  it("masks secrets on both sides, wherever they are, and words a password's changed / kept / removed", () => {
    const diff = auditDiff(
      { apiKey: "old-key-123", shipstation: { apiSecret: "s1" }, password: "kept", nested: { token: "t" } },
      { apiKey: "new-key-456", shipstation: { apiSecret: "s2" }, password: "changed", nested: { token: "u" } },
    );
    expect(diff.changes).toEqual([
      { path: "apiKey", before: { kind: "masked" }, after: { kind: "masked" } },
      { path: "shipstation.apiSecret", before: { kind: "masked" }, after: { kind: "masked" } },
      { path: "password", before: { kind: "secret", state: "kept" }, after: { kind: "secret", state: "changed" } },
      { path: "nested.token", before: { kind: "masked" }, after: { kind: "masked" } },
    ]);
    expect(JSON.stringify(diff)).not.toMatch(/old-key|new-key|s1|s2/);
    // A password that is a real value is masked, never shown.
    expect(auditValue("passwordHash", "scrypt$abc")).toEqual({ kind: "masked" });
  });

  it("treats absent, null, empty text and an empty list as the same nothing", () => {
    expect(auditDiff({ a: null, b: "", c: [] }, { d: undefined }).changes).toEqual([]);
  });

  it("cuts long texts and stops after the limit, counting the rest", () => {
    const long = "x".repeat(500);
    expect(auditValue("html", long)).toEqual({ kind: "text", text: `${"x".repeat(159)}…` });
    const before = Object.fromEntries(Array.from({ length: 45 }, (_, i) => [`f${i}`, i]));
    const after = Object.fromEntries(Array.from({ length: 45 }, (_, i) => [`f${i}`, i + 1]));
    const diff = auditDiff(before, after, 40);
    expect(diff.changes).toHaveLength(40);
    expect(diff.more).toBe(5);
  });

  it("finds no change between equal documents", () => {
    const doc = { a: { b: [{ c: 1 }] }, d: true };
    expect(auditDiff(doc, structuredClone(doc))).toEqual({ changes: [], more: 0 });
  });
});

describe("changedOnly", () => {
  it("keeps only the keys that differ, narrowing nested objects, arrays whole", () => {
    expect(
      changedOnly(
        { name: "A", branding: { primary: "#111", logo: "l.png" }, sizes: ["S"], same: 1 },
        { name: "B", branding: { primary: "#111", logo: "m.png" }, sizes: ["S", "M"], same: 1, added: true },
      ),
    ).toEqual({
      before: { name: "A", branding: { logo: "l.png" }, sizes: ["S"] },
      after: { name: "B", branding: { logo: "m.png" }, sizes: ["S", "M"], added: true },
    });
  });

  it("gives a diff equal to the whole documents' diff", () => {
    const before = { a: { b: 1, c: [1, 2] }, d: "x", e: { f: { g: null } } };
    const after = { a: { b: 2, c: [1, 2] }, d: "x", e: { f: { g: "y" } }, h: 3 };
    const narrowed = changedOnly(before, after);
    expect(auditDiff(narrowed.before, narrowed.after)).toEqual(auditDiff(before, after));
  });
});
