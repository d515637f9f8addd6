// Address forms with the spec's rules (spec §5): the account-era address form, and the checkout
// address that goes into an order (billing and shipping). Messages are codes of the shoppers'
// catalogue (~core/i18n/messages/en.ts holds the spec's exact English), worded where they are shown.
import { z } from "zod";
import { messageCode } from "../i18n/message";
import { isUsStateCode } from "./us-states";

export const REQUIRED = messageCode("validation.required");
const NUMBERS_NOT_ALLOWED = messageCode("validation.numbersNotAllowed");
const ONLY_NUMBERS = messageCode("validation.onlyNumbers");
const LONGER_ADDRESS = messageCode("validation.addressLong");
// Bounds the server needs on every string (decision 0028); far above any real name, city or address.
const LONGER_NAME = messageCode("validation.nameLong");
const LONGER_EMAIL = messageCode("validation.emailLong");

// Names and cities are "letters and spaces"; apostrophes, hyphens and dots are letters' company in
// real names (O'Neil, Mary-Jane, St. Louis), so only digits and other symbols are refused.
const NAME_CHARACTERS = /^[\p{L}\p{M}' .-]+$/u;
const HAS_DIGIT = /\d/;
// A state must be one of the US states, DC, territories or armed forces regions (us-states.ts).
const STATE_UNKNOWN = messageCode("validation.stateUnknown");

// Each field shows one message at a time: the first rule it breaks (abort stops the later checks).
export const required = () => z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED, abort: true });

const nameField = () =>
  required()
    .max(50, { error: LONGER_NAME, abort: true })
    .refine((value) => !HAS_DIGIT.test(value), { error: NUMBERS_NOT_ALLOWED, abort: true })
    .refine((value) => NAME_CHARACTERS.test(value), messageCode("validation.onlyLetters"));

const optionalLine = (message: string) =>
  z
    .string()
    .trim()
    .max(50, message)
    .optional()
    .transform((value) => (value === "" ? undefined : value));

const phoneField = () =>
  required()
    .regex(/^\d+$/, { error: ONLY_NUMBERS, abort: true })
    .refine((value) => value.length === 10, messageCode("validation.phoneLength"));

const zipField = () =>
  required()
    .max(10, messageCode("validation.zipLong"))
    .regex(/^\d+$/, { error: ONLY_NUMBERS, abort: true })
    .refine((value) => value.length >= 5, messageCode("validation.zipShort"));

export const emailField = () =>
  required()
    .max(254, LONGER_EMAIL)
    .pipe(z.email(messageCode("validation.emailInvalid")));

/** The account-era address form, every rule of spec §5 with its message. */
export const AddressSchema = z.object({
  firstName: nameField(),
  lastName: nameField(),
  company: optionalLine(messageCode("validation.companyLong")),
  email: emailField(),
  phone: phoneField(),
  country: z
    .string()
    .trim()
    .default("US")
    .refine((value) => value !== "" && value !== "Select a country", REQUIRED),
  address1: required().max(50, LONGER_ADDRESS),
  address2: optionalLine(LONGER_ADDRESS),
  city: nameField(),
  state: required()
    .refine((value) => !HAS_DIGIT.test(value), { error: NUMBERS_NOT_ALLOWED, abort: true })
    .refine((value) => value.length === 2, { error: messageCode("validation.stateLength"), abort: true })
    .refine(isUsStateCode, STATE_UNKNOWN),
  zip: zipField(),
});
export type Address = z.infer<typeof AddressSchema>;

/**
 * The checkout address (spec §5 Checkout addresses): first and last name, email, phone, street,
 * city, state and zip required; company and apartment optional; state at most 2 characters,
 * upper-cased and a US state or territory (issue 49); country always US. Phone and zip keep the
 * account form's rules and messages. Digits in names and the city are allowed here (a shopper's
 * "Apt 4 Building" company, "29 Palms") but earn a hint: checkoutAddressHints.
 */
export const CheckoutAddressSchema = z.object({
  firstName: required().max(50, LONGER_NAME),
  lastName: required().max(50, LONGER_NAME),
  company: optionalLine(messageCode("validation.companyLong")),
  email: emailField(),
  phone: phoneField(),
  country: z.literal("US").default("US"),
  address1: required().max(50, LONGER_ADDRESS),
  address2: optionalLine(LONGER_ADDRESS),
  city: required().max(50, LONGER_NAME),
  state: required()
    .refine((value) => !HAS_DIGIT.test(value), { error: NUMBERS_NOT_ALLOWED, abort: true })
    .max(2, { error: messageCode("validation.stateLength"), abort: true })
    .refine(isUsStateCode, STATE_UNKNOWN)
    .transform((value) => value.toUpperCase()),
  zip: zipField(),
});
export type CheckoutAddress = z.infer<typeof CheckoutAddressSchema>;
export type CheckoutAddressInput = z.input<typeof CheckoutAddressSchema>;
