import { describe, expect, it } from "vitest";
import { GiftCodeSchema } from "./gift-code.schema";
import { englishText } from "../i18n/messages";

describe("gift card code", () => {
  it("accepts a code, trimmed", () => {
    expect(GiftCodeSchema.parse("  GIFT-2025-AB ")).toBe("GIFT-2025-AB");
  });

  it.each(["", "   ", "gift code!", "x".repeat(65), undefined])("asks for a valid number when given %j", (code) => {
    const result = GiftCodeSchema.safeParse(code);
    expect(result.success).toBe(false);
    expect(englishText(result.error?.issues[0]?.message ?? "")).toBe("Please enter valid gift card number.");
  });
});
