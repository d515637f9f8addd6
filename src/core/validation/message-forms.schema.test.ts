import { describe, expect, it } from "vitest";
import { CommentSchema, ContactSchema, MESSAGE_MAX, NewsletterSchema } from "./message-forms.schema";
import { englishText } from "../i18n/messages";

const firstMessages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= englishText(issue.message);
  return found;
};

describe("the message forms", () => {
  it("require every field, one message per field", () => {
    expect(firstMessages(ContactSchema.safeParse({ name: " ", email: "", subject: "", message: "" }))).toEqual({
      name: "*Required",
      email: "*Required",
      subject: "*Required",
      message: "*Required",
    });
  });

  it("want an address-shaped e-mail and messages of at most 1,000 characters", () => {
    expect(firstMessages(NewsletterSchema.safeParse({ email: "ada@" }))).toEqual({ email: "*Invalid email address" });
    const long = "x".repeat(MESSAGE_MAX + 1);
    expect(firstMessages(CommentSchema.safeParse({ name: "Ada", email: "ada@example.com", comment: long }))).toEqual({
      comment: "*Message is longer than usual",
    });
    expect(
      CommentSchema.safeParse({ name: "Ada", email: "ada@example.com", comment: "x".repeat(MESSAGE_MAX) }).success,
    ).toBe(true);
  });
});
