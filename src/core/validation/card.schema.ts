// The card modal at checkout (spec §5): checked in the browser before the payment provider's script
// tokenises the card; card data never reaches our server. "Now" is a parameter because core has no clock.
import cardValidator from "card-validator";
import { z } from "zod";
import { messageCode } from "../i18n/message";

export interface CardClock {
  /** Four-digit year, e.g. 2025. */
  year: number;
  /** 1–12. */
  month: number;
}

/** The card form's message codes (the spec's English in ~core/i18n/messages/en.ts). */
export const CARD_MESSAGES = {
  holderRequired: messageCode("validation.holderRequired"),
  holderShort: messageCode("validation.holderShort"),
  holderLong: messageCode("validation.holderLong"),
  holderDigits: messageCode("validation.numbersNotAllowed"),
  number: messageCode("validation.cardNumber"),
  numberInvalid: messageCode("validation.cardInvalid"),
  month: messageCode("validation.expiryMonth"),
  year: messageCode("validation.expiryYear"),
  expired: messageCode("validation.cardExpired"),
  cvv3: messageCode("validation.cvv3"),
  cvv4: messageCode("validation.cvv4"),
} as const;

const digitsOnly = (value: string) => value.replace(/[\s-]/g, "");

/** The card form schema for a given current month. Spaces and dashes in the number are ignored. */
export function cardSchema(now: CardClock) {
  const currentYear = now.year % 100;
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, { error: CARD_MESSAGES.holderRequired, abort: true })
        .min(3, { error: CARD_MESSAGES.holderShort, abort: true })
        .max(40, { error: CARD_MESSAGES.holderLong, abort: true })
        .refine((value) => !/\d/.test(value), CARD_MESSAGES.holderDigits),
      number: z
        .string()
        .transform(digitsOnly)
        .pipe(
          z
            .string()
            .regex(/^\d{15,16}$/, { error: CARD_MESSAGES.number, abort: true })
            // The check digit (Luhn) and a known issuer's length, by the card-validator library.
            .refine((value) => cardValidator.number(value).isValid, CARD_MESSAGES.numberInvalid),
        ),
      expiryMonth: z
        .string()
        .trim()
        .regex(/^(0[1-9]|1[0-2])$/, CARD_MESSAGES.month),
      expiryYear: z
        .string()
        .trim()
        .regex(/^\d{2}$/, CARD_MESSAGES.year)
        .refine((value) => Number(value) >= currentYear, CARD_MESSAGES.year),
      cvv: z.string().trim().regex(/^\d+$/, CARD_MESSAGES.cvv3),
    })
    .superRefine((card, ctx) => {
      // American Express numbers have 15 digits and a 4-digit security code.
      const wanted = card.number.length === 15 ? 4 : 3;
      if (card.cvv.length !== wanted) {
        ctx.addIssue({
          code: "custom",
          path: ["cvv"],
          message: wanted === 4 ? CARD_MESSAGES.cvv4 : CARD_MESSAGES.cvv3,
        });
      }
      if (Number(card.expiryYear) === currentYear && Number(card.expiryMonth) < now.month) {
        ctx.addIssue({ code: "custom", path: ["expiryMonth"], message: CARD_MESSAGES.expired });
      }
    });
}
export type CardForm = z.infer<ReturnType<typeof cardSchema>>;

/** The card's brand ("Visa", "American Express"…) from the first digits, for the card preview. */
export function cardBrand(number: string): string | undefined {
  return cardValidator.number(number.replace(/[\s-]/g, "")).card?.niceType;
}
