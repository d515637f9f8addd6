import { describe, expect, it } from "vitest";
import { PasswordChangeSchema, ProfileSchema } from "./account.schema";
import { englishText } from "../i18n/messages";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), englishText(issue.message)]));

describe("ProfileSchema", () => {
  it("keeps the address form's messages for names, e-mail and phone", () => {
    const result = ProfileSchema.safeParse({ firstName: "R2", lastName: "", email: "nope", phone: "12ab" });
    expect(messages(result)).toEqual({
      firstName: "*Numbers not allowed",
      lastName: "*Required",
      email: "*Invalid email address",
      phone: "*Only numbers allowed",
    });
  });

  it("accepts a complete profile", () => {
    const profile = { firstName: "Mary Ann", lastName: "O'Neil", email: "mary@example.com", phone: "3125550147" };
    expect(ProfileSchema.parse(profile)).toEqual(profile);
  });
});

describe("PasswordChangeSchema", () => {
  it("asks for every field", () => {
    expect(
      messages(PasswordChangeSchema.safeParse({ currentPassword: "", newPassword: "", confirmPassword: "" })),
    ).toEqual({
      currentPassword: "*Required",
      newPassword: "*Required",
      confirmPassword: "*Required",
    });
  });

  it("wants at least 8 characters and the same new password twice", () => {
    expect(
      messages(
        PasswordChangeSchema.safeParse({ currentPassword: "old", newPassword: "short", confirmPassword: "short" }),
      ),
    ).toEqual({ newPassword: "*Password must be at least 8 characters" });
    expect(
      messages(
        PasswordChangeSchema.safeParse({
          currentPassword: "old",
          newPassword: "long enough",
          confirmPassword: "long enuf",
        }),
      ),
    ).toEqual({ confirmPassword: "*Passwords do not match" });
  });
});
