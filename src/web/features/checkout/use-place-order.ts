// Placing the order (spec §4 Place Order, decisions 0016 and 0022): the order call with the amounts the
// shopper saw and the attempt's idempotency key, the card step through the payment gateway, and what
// follows: the success page, or on 409 the new figures to confirm, or the error in the card dialog.
import { useState } from "react";
import { useNavigate } from "react-router";
import { checkoutRequest, type CheckoutFigures } from "~core/checkout/checkout-request";
import { t } from "../../i18n/t";
import { ApiError } from "../../lib/api";
import { placeOrder } from "../../lib/checkout-api";
import { useClientState } from "../../lib/client-state";
import { showToast } from "../../lib/toast";
import { attemptKey, finishAttempt } from "./attempt";
import { loadCheckoutValidation, type CheckoutFormValues } from "./checkout-form";
import { gateway, type CardDetails, type StripeJs } from "./gateway";

/** The client secret of a 3-D Secure next action in an order refusal's data, if it holds one. */
function nextActionOf(data: unknown): string | undefined {
  const action = (data as { nextAction?: { clientSecret?: unknown } } | undefined)?.nextAction;
  return typeof action?.clientSecret === "string" ? action.clientSecret : undefined;
}

export function usePlaceOrder({
  figures,
  placedRef,
  onPricesChanged,
  formValues,
}: {
  /** The cart, shipping, tax, gift hold and payment the order is placed with. */
  figures: CheckoutFigures;
  /** Set once the order is placed, so emptying the cart then does not send the shopper back to it. */
  placedRef: { current: boolean };
  /** The server's prices, shipping, tax or gift card changed (409): the figures are asked again. */
  onPricesChanged: () => void;
  /** The form's values when the card step ends. */
  formValues: () => CheckoutFormValues;
}) {
  const navigate = useNavigate();
  const clearCart = useClientState((state) => state.clearCart);
  const setGiftCard = useClientState((state) => state.setGiftCard);
  const [placing, setPlacing] = useState(false);
  const [cardOpen, setCardOpen] = useState(false);
  const [cardError, setCardError] = useState<string | undefined>();

  /**
   * The order call. A card that asks for 3-D Secure answers 422 with Stripe's next action: the shopper
   * completes it in Stripe's own window (authenticate), then the order is sent again with the same key
   * and token, and the server places it, or says in the shopper's language why the bank refused.
   */
  async function submitOrder(
    values: CheckoutFormValues,
    tokenId: string | undefined,
    authenticate?: (clientSecret: string) => Promise<unknown>,
  ): Promise<void> {
    const { shippingAddress, billingAddress } = (await loadCheckoutValidation()).orderAddresses(values);
    const order = checkoutRequest({
      ...figures,
      delivery: values.delivery,
      shippingAddress,
      billingAddress,
      orderKey: useClientState.getState().giftCard?.orderKey,
      note: values.note,
      tokenId,
    });
    setPlacing(true);
    try {
      const placed = await placeOrder(order, attemptKey());
      placedRef.current = true;
      finishAttempt(placed);
      clearCart();
      setGiftCard(null);
      setCardOpen(false);
      void showToast("success", t("checkout.paymentSuccessful"));
      navigate("/shop/checkout/success", {
        state: { orderNumber: placed.orderNumber, receiptToken: placed.receiptToken },
      });
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        // Prices, shipping, tax or the gift card changed: show the new figures; the shopper confirms again.
        setCardOpen(false);
        onPricesChanged();
        void showToast("error", `${err.message} ${t("checkout.pricesChanged")}`);
      } else if (authenticate && err instanceof ApiError && err.status === 422 && nextActionOf(err.data)) {
        setPlacing(false);
        // Stripe's challenge opens its own window over the page: ours closes so it neither traps the
        // focus nor blocks the pointer; a refusal after it is shown when the shopper tries again.
        setCardOpen(false);
        await authenticate(nextActionOf(err.data) as string);
        return submitOrder(values, tokenId);
      } else {
        const message = err instanceof ApiError ? err.message : t("checkout.networkError");
        setCardError(message);
        void showToast("error", message);
      }
    } finally {
      setPlacing(false);
    }
  }

  async function payByCard(card: CardDetails) {
    setCardError(undefined);
    const pay = gateway();
    if (!pay) {
      setCardError(t("checkout.providerNotLoaded"));
      void showToast("error", t("checkout.providerNotLoaded"));
      return;
    }
    setPlacing(true);
    const answer = await pay.createToken(card);
    setPlacing(false);
    if (!("tokenId" in answer)) {
      const message =
        answer.error.code === "unreachable"
          ? t("checkout.paymentUnreachable")
          : answer.error.message || t("checkout.invalidCard");
      setCardError(message);
      void showToast("error", message);
      return;
    }
    await submitOrder(formValues(), answer.tokenId);
  }

  /** Stripe: the Payment Element's ConfirmationToken pays; Stripe.js completes a 3-D Secure next action. */
  async function payWithStripe(stripe: StripeJs, tokenId: string) {
    setCardError(undefined);
    await submitOrder(formValues(), tokenId, (clientSecret) => stripe.handleNextAction({ clientSecret }));
  }

  function showCardError(message: string) {
    setCardError(message);
    void showToast("error", message);
  }

  /** Place Order: the card step when a card pays part of it, else the order at once. */
  function place(values: CheckoutFormValues, needsCard: boolean) {
    if (needsCard) {
      setCardError(undefined);
      setCardOpen(true);
    } else void submitOrder(values, undefined);
  }

  return { placing, cardOpen, setCardOpen, cardError, place, payByCard, payWithStripe, showCardError };
}
