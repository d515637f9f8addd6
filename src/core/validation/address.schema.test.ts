import { describe, expect, it } from "vitest";
import { checkoutAddressHints } from "./address-hints";
import { isUsStateCode, US_STATES } from "./us-states";
import { AddressSchema, CheckoutAddressSchema } from "./address.schema";
import { englishText } from "../i18n/messages";

const valid = {
  firstName: "Mary Jane",
  lastName: "O'Neil",
  company: "",
  email: "mary@example.com",
  phone: "5551234567",
  address1: "1 Main St",
  address2: "",
  city: "St. Louis",
  state: "MO",
  zip: "63101",
};

const errorsFor = (schema: typeof AddressSchema | typeof CheckoutAddressSchema, patch: Record<string, unknown>) => {
  const result = schema.safeParse({ ...valid, ...patch });
  const messages: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? [])
    (messages[issue.path.join(".")] ??= []).push(englishText(issue.message));
  return messages;
};

describe("address form (account era)", () => {
  it("accepts a complete address, country US by default, blank optional lines left out", () => {
    expect(AddressSchema.parse(valid)).toEqual({ ...valid, company: undefined, address2: undefined, country: "US" });
  });

  it.each([
    ["firstName", { firstName: " " }, "*Required"],
    ["lastName", { lastName: undefined }, "*Required"],
    ["firstName", { firstName: "Ann3" }, "*Numbers not allowed"],
    ["lastName", { lastName: "Smith!" }, "*Only letters allowed"],
    ["company", { company: "x".repeat(51) }, "*Company name is longer than usual"],
    ["address1", { address1: "" }, "*Required"],
    ["address1", { address1: "x".repeat(51) }, "*Address is longer than usual"],
    ["address2", { address2: "x".repeat(51) }, "*Address is longer than usual"],
    ["city", { city: "" }, "*Required"],
    ["city", { city: "Area 51" }, "*Numbers not allowed"],
    ["state", { state: "" }, "*Required"],
    ["state", { state: "Mis" }, "*State can be only 2 characters"],
    ["state", { state: "M1" }, "*Numbers not allowed"],
    ["state", { state: "ZZ" }, "*Enter a US state or territory code, such as NY"],
    ["phone", { phone: "" }, "*Required"],
    ["phone", { phone: "555-123-45" }, "*Only numbers allowed"],
    ["phone", { phone: "555123456" }, "*Phone cannot be longer or shorter than 10 digits"],
    ["phone", { phone: "55512345678" }, "*Phone cannot be longer or shorter than 10 digits"],
    ["zip", { zip: "" }, "*Required"],
    ["zip", { zip: "63l01" }, "*Only numbers allowed"],
    ["zip", { zip: "6310" }, "*ZIP cannot be shorter than 5 digits"],
    ["country", { country: "Select a country" }, "*Required"],
    ["email", { email: "" }, "*Required"],
    ["email", { email: "mary@" }, "*Invalid email address"],
  ])("says what is wrong with %s (%o)", (field, patch, message) => {
    expect(errorsFor(AddressSchema, patch)).toEqual({ [field]: [message] });
  });
});

describe("checkout address", () => {
  it("upper-cases the state and fixes the country to US", () => {
    expect(CheckoutAddressSchema.parse({ ...valid, state: "mo" })).toMatchObject({ state: "MO", country: "US" });
  });

  it.each([
    ["state", { state: "Mis" }, "*State can be only 2 characters"],
    ["state", { state: "ZZ" }, "*Enter a US state or territory code, such as NY"],
    ["state", { state: "I1" }, "*Numbers not allowed"],
    ["state", { state: "N" }, "*Enter a US state or territory code, such as NY"],
    ["city", { city: "" }, "*Required"],
    ["firstName", { firstName: "" }, "*Required"],
    ["country", { country: "CA" }, expect.any(String)],
    ["email", { email: "nope" }, "*Invalid email address"],
    ["zip", { zip: "123" }, "*ZIP cannot be shorter than 5 digits"],
  ])("refuses a bad %s (%o)", (field, patch, message) => {
    expect(errorsFor(CheckoutAddressSchema, patch)).toEqual({ [field]: [message] });
  });

  it("keeps company and apartment optional", () => {
    expect(CheckoutAddressSchema.parse({ ...valid, company: "Acme", address2: "Apt 4" })).toMatchObject({
      company: "Acme",
      address2: "Apt 4",
    });
  });
});

describe("US states and territories (issue 49)", () => {
  it("accepts every state, DC, the territories and the armed forces regions, in any case", () => {
    for (const { code } of US_STATES)
      expect(CheckoutAddressSchema.parse({ ...valid, state: code.toLowerCase() }).state).toBe(code);
    expect(US_STATES.map((state) => state.code)).toEqual(
      expect.arrayContaining(["DC", "PR", "GU", "VI", "AS", "MP", "AE"]),
    );
    expect(US_STATES.filter((state) => state.kind === "state")).toHaveLength(50);
  });

  it("refuses codes that are no state", () => {
    for (const code of ["ZZ", "XX", "UK", "QC"]) expect(isUsStateCode(code)).toBe(false);
  });

  it("hints, without refusing, at digits in names and the city", () => {
    const address = { ...valid, firstName: "Ann3", city: "29 Palms" };
    expect(CheckoutAddressSchema.safeParse(address).success).toBe(true);
    expect(checkoutAddressHints(address)).toEqual({
      firstName: "validation.digitsHint",
      city: "validation.digitsHint",
    });
    expect(checkoutAddressHints(valid)).toEqual({});
  });
});
