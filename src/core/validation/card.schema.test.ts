import { describe, expect, it } from "vitest";
import { cardSchema } from "./card.schema";
import { englishText } from "../i18n/messages";

const now = { year: 2025, month: 6 };
const schema = cardSchema(now);
const valid = { name: "Ana Lopez", number: "4242 4242 4242 4242", expiryMonth: "08", expiryYear: "27", cvv: "123" };

const errorsFor = (patch: Record<string, unknown>) => {
  const result = schema.safeParse({ ...valid, ...patch });
  const messages: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? [])
    (messages[issue.path.join(".")] ??= []).push(englishText(issue.message));
  return messages;
};

describe("card modal", () => {
  it("accepts a valid card, number without spaces", () => {
    expect(schema.parse(valid)).toEqual({ ...valid, number: "4242424242424242" });
  });

  it("accepts a 15-digit card with a 4-digit CVV, and the current month", () => {
    expect(
      schema.safeParse({ ...valid, number: "378282246310005", cvv: "1234", expiryMonth: "06", expiryYear: "25" })
        .success,
    ).toBe(true);
  });

  it.each([
    ["name", { name: "" }, "*Card holder is required field"],
    ["name", { name: "Al" }, "*Card holder name must be at least 3 characters"],
    ["name", { name: "x".repeat(41) }, "*Card holder name is longer than usual"],
    ["name", { name: "Ana 2" }, "*Numbers not allowed"],
    ["number", { number: "4242" }, "*Card number must be 15 or 16 digits"],
    ["number", { number: "4242-4242-4242-424x" }, "*Card number must be 15 or 16 digits"],
    ["number", { number: "4242 4242 4242 4241" }, "*Card number is not valid"],
    ["expiryMonth", { expiryMonth: "13" }, "*Expiry month must be valid month"],
    ["expiryMonth", { expiryMonth: "8" }, "*Expiry month must be valid month"],
    ["expiryMonth", { expiryMonth: "00" }, "*Expiry month must be valid month"],
    ["expiryYear", { expiryYear: "2027" }, "*Expiry year must be valid year"],
    ["expiryYear", { expiryYear: "24" }, "*Expiry year must be valid year"],
    ["expiryMonth", { expiryMonth: "05", expiryYear: "25" }, "*Card has expired"],
    ["cvv", { cvv: "12" }, "*CVV must be 3 digits"],
    ["cvv", { cvv: "12a" }, "*CVV must be 3 digits"],
    ["cvv", { number: "378282246310005", cvv: "123" }, "*CVV must be 4 digits"],
  ])("refuses %s (%o)", (field, patch, message) => {
    expect(errorsFor(patch)).toEqual({ [field]: [message] });
  });
});
