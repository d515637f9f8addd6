// The words of a gift code form's refusal (issue 50, decision 0120), shared by the list page and a
// code's page: each code the server answers (gift-codes.console.ts) in the console's language.
import type { GiftCodeProblem } from "~server/modules/gift-codes/gift-codes.console";
import type { ConsoleTextKey } from "./i18n/en";
import { useConsoleText } from "./ui";

/** The console text of each refusal code: a new code without its text fails the type check. */
const GIFT_CODE_ERROR_TEXT = {
  giftAmountInvalid: "giftCodes.error.giftAmountInvalid",
  giftAmountTooLarge: "giftCodes.error.giftAmountTooLarge",
  giftBalanceTooLarge: "giftCodes.error.giftBalanceTooLarge",
  giftCodeInvalid: "giftCodes.error.giftCodeInvalid",
  giftCodeTaken: "giftCodes.error.giftCodeTaken",
  giftAlreadyDisabled: "giftCodes.error.giftAlreadyDisabled",
  giftAlreadyEnabled: "giftCodes.error.giftAlreadyEnabled",
  numberAmbiguous: "number.numberAmbiguous",
  numberTooPrecise: "number.numberTooPrecise",
} as const satisfies Record<GiftCodeProblem, ConsoleTextKey>;

export function useGiftCodeErrorText() {
  const ct = useConsoleText();
  return (code: GiftCodeProblem | undefined) => (code ? ct(GIFT_CODE_ERROR_TEXT[code]) : undefined);
}
