import { describe, expect, it } from "vitest";
import { contrastRatio } from "./contrast";
import { storeIconSvg, storeInitials } from "./favicon";

describe("storeInitials", () => {
  it("takes the first letter of the first two words, in any script", () => {
    expect(storeInitials("Lakeside Eagles Team Store")).toBe("LE");
    expect(storeInitials("acme")).toBe("A");
    expect(storeInitials("  Wildcats — Fall Pop-Up ")).toBe("WF");
    expect(storeInitials("Орлы Лейксайда")).toBe("ОЛ");
    expect(storeInitials("نسور البحيرة")).toBe("نا");
    expect(storeInitials("'76ers Fan Shop")).toBe("7F");
    expect(storeInitials("— —")).toBe("?");
  });
});

describe("storeIconSvg", () => {
  it("draws the initials in a readable colour on the store's primary colour, escaped", () => {
    const dark = storeIconSvg("Lakeside Eagles", "#1f2a44");
    expect(dark).toContain('fill="#1f2a44"');
    expect(dark).toContain('fill="#ffffff">LE</text>');
    const light = storeIconSvg("Gold Rush", "#ffd700");
    const text = /fill="(#[0-9a-f]{6})">GR<\/text>/.exec(light)?.[1] ?? "";
    expect(contrastRatio("#ffd700", text)).toBeGreaterThanOrEqual(4.5);
    // Only letters and digits reach the markup.
    expect(storeIconSvg("<b> &co", "#000000")).toContain(">BC</text>");
  });
});
