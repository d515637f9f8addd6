import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fromZodError } from "./errors";

const messagesFor = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected the input to be refused");
  return Object.fromEntries((fromZodError(result.error).details.issues ?? []).map((i) => [i.path, i.message]));
};

describe("validation messages", () => {
  const Schema = z.object({
    address: z.object({ city: z.string() }),
    lines: z.array(z.string()).max(2),
    amount: z.number(),
    quantity: z.number().int(),
    name: z.string().max(5),
    note: z.string().min(1),
    country: z.literal("US"),
    gift: z.boolean(),
  });

  it("names a wrong type instead of calling it required", () => {
    const messages = messagesFor(Schema, {
      address: [],
      lines: {},
      amount: "5",
      quantity: 1.5,
      name: 7,
      note: "x",
      country: "US",
      gift: "yes",
    });
    expect(messages).toMatchObject({
      address: "expected an object, not a list",
      lines: "expected a list, not an object",
      amount: "must be a number, not text",
      quantity: "must be a whole number",
      name: "must be text, not a number",
      gift: "must be true or false, not text",
    });
  });

  it("calls a missing field required", () => {
    expect(messagesFor(Schema, {})).toMatchObject({ address: "required", amount: "required" });
  });

  it("names the bound a value or a list passes, and the values allowed", () => {
    const messages = messagesFor(Schema, {
      address: { city: "X" },
      lines: ["a", "b", "c"],
      amount: 1,
      quantity: 1,
      name: "too long",
      note: "",
      country: "CA",
      gift: true,
    });
    expect(messages).toEqual({
      lines: "must have at most 2 entries",
      name: "must be at most 5 characters long",
      note: "must not be empty",
      country: 'must be "US"',
    });
  });

  it("keeps a message the schema wrote itself", () => {
    expect(
      messagesFor(z.object({ zip: z.string().regex(/^\d{5}$/, "must be a 5-digit ZIP code") }), { zip: "1" }),
    ).toEqual({
      zip: "must be a 5-digit ZIP code",
    });
  });
});
