// The shopper's words for a card the provider declined (issue 47): Stripe's decline_code (or error
// code) chooses the message, in the shopper's language at the edge. Reasons Stripe advises not to
// reveal (lost or stolen card, suspected fraud) read as a plain decline, as does any code not listed.
import { shopperMessage, type ShopperMessage } from "~core/i18n/message";

const DECLINE_MESSAGES = new Map<string, ShopperMessage>(
  Object.entries({
    insufficient_funds: shopperMessage("payment.declinedInsufficientFunds"),
    expired_card: shopperMessage("payment.declinedExpiredCard"),
    incorrect_cvc: shopperMessage("payment.declinedIncorrectCvc"),
    invalid_cvc: shopperMessage("payment.declinedIncorrectCvc"),
    incorrect_number: shopperMessage("payment.declinedIncorrectNumber"),
    invalid_number: shopperMessage("payment.declinedIncorrectNumber"),
    processing_error: shopperMessage("payment.declinedProcessingError"),
    authentication_required: shopperMessage("payment.declinedAuthentication"),
    payment_intent_authentication_failure: shopperMessage("payment.declinedAuthentication"),
    do_not_honor: shopperMessage("payment.declinedTryAnother"),
    try_again_later: shopperMessage("payment.declinedTryAnother"),
    card_velocity_exceeded: shopperMessage("payment.declinedTryAnother"),
    withdrawal_count_limit_exceeded: shopperMessage("payment.declinedTryAnother"),
  }),
);

/** The message of a decline: by the provider's code when it names one we explain, else "declined". */
export function declineMessage(declineCode: string | undefined): ShopperMessage {
  return (
    (declineCode !== undefined ? DECLINE_MESSAGES.get(declineCode) : undefined) ?? shopperMessage("payment.declined")
  );
}
