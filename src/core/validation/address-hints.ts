// Soft hints on a checkout address (issue 49): what is allowed but probably a typing slip. Its own
// module without zod, as the checkout page shows hints before its validation is loaded.
import { messageCode, type MessageCode } from "../i18n/message";

const HAS_DIGIT = /\d/;

/** Fields of a checkout address that take a hint (not a refusal) when they hold a digit. */
const HINTED_FIELDS = ["firstName", "lastName", "city"] as const;
export type HintedAddressField = (typeof HINTED_FIELDS)[number];

/**
 * Soft hints for a checkout address, by field: names and cities rarely hold digits, so one that does
 * is pointed out without refusing it (issue 49).
 */
export function checkoutAddressHints(
  address: Partial<Record<HintedAddressField, string | undefined>>,
): Partial<Record<HintedAddressField, MessageCode>> {
  const hints: Partial<Record<HintedAddressField, MessageCode>> = {};
  for (const field of HINTED_FIELDS)
    if (HAS_DIGIT.test(address[field] ?? "")) hints[field] = messageCode("validation.digitsHint");
  return hints;
}
