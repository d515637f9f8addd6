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
import { gateway, type CardDetails } from "./gateway";

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

  async function submitOrder(values: CheckoutFormValues, tokenId: string | undefined) {
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

  /** Place Order: the card step when a card pays part of it, else the order at once. */
  function place(values: CheckoutFormValues, needsCard: boolean) {
    if (needsCard) {
      setCardError(undefined);
      setCardOpen(true);
    } else void submitOrder(values, undefined);
  }

  return { placing, cardOpen, setCardOpen, cardError, place, payByCard };
}
