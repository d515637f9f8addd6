// The checkout page's body (spec §2 Checkout page, §4 Delivery type / Gift code / Place Order): the
// delivery option, shipping and billing forms and notes on one side; 'Your Order' with shipping
// methods, totals, the gift card, terms and Place Order on the other. The server decides every
// amount: the cart is re-quoted on opening, shipping and tax are estimated, and the order call
// re-checks it all (409 → the summary updates and the shopper confirms again).
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { checkoutFigures, checkoutLines, destinationOf } from "~core/checkout/checkout-request";
import type { DeliveryType } from "~core/checkout/shipping-options";
import { fromCents, ZERO_CENTS } from "~core/money";
import { PriceNotices } from "../../components/price-notices";
import { t } from "../../i18n/t";
import { cartSignature } from "../../lib/cart-quote";
import { useClientState, useClientStateHydrated } from "../../lib/client-state";
import { formatCharge } from "../../lib/format";
import { showToast } from "../../lib/toast";
import { emptyAddress } from "../../lib/address";
import { cartIssueText } from "../../lib/cart-issues";
import { useCartQuote } from "../../lib/use-cart-quote";
import type { CheckoutConfig } from "../../lib/checkout.server";
import { AddressFields } from "./address-fields";
import {
  checkoutResolver,
  useCheckoutValidation,
  usesShippingForBilling,
  type CheckoutFormValues,
} from "./checkout-form";
import { loadGateway, stripeJs, type StripeJs } from "./gateway";
import type { StripeDialogProps } from "./stripe-dialog";
import { GiftCardBox } from "./gift-card-box";
import { OrderSummary } from "./order-summary";
import { useEstimates } from "./use-estimates";
import { useGiftCard } from "./use-gift-card";
import { usePlaceOrder } from "./use-place-order";
import { Button } from "../../components/button";

const CardDialog = lazy(() => import("./card-dialog"));
const StripeDialog = lazy(() => import("./stripe-dialog"));
const TermsDialog = lazy(() => import("../../components/terms-dialog"));

const FORM_ID = "checkout-form";

export function CheckoutView({ config }: { config: CheckoutConfig }) {
  const hydrated = useClientStateHydrated();
  const cart = useClientState((state) => state.cart);
  const navigate = useNavigate();
  // Set once the order is placed, so emptying the cart then does not send the shopper back to it.
  const placedRef = useRef(false);

  // An empty cart has nothing to check out (spec §2): back to the cart.
  useEffect(() => {
    if (hydrated && cart.items.length === 0 && !placedRef.current) navigate("/shop/cart", { replace: true });
  }, [hydrated, cart.items.length, navigate]);

  // The form is rendered on the server too, so nothing moves when the saved cart arrives; only the
  // order column waits for it.
  return <CheckoutForm config={config} placedRef={placedRef} hydrated={hydrated && cart.items.length > 0} />;
}

function CheckoutForm({
  config,
  placedRef,
  hydrated,
}: {
  config: CheckoutConfig;
  placedRef: { current: boolean };
  /** The saved cart is loaded and has lines. */
  hydrated: boolean;
}) {
  const cart = useClientState((state) => state.cart);
  const [refresh, setRefresh] = useState(0);
  const quote = useCartQuote(hydrated, refresh);
  const defaultDelivery = config.deliveryTypes[0] ?? "toAddress";

  const form = useForm<CheckoutFormValues>({
    resolver: checkoutResolver,
    mode: "onTouched",
    defaultValues: {
      delivery: defaultDelivery,
      shipping: emptyAddress(),
      billing: emptyAddress(),
      billingSame: defaultDelivery === "toAddress",
      note: "",
      terms: false,
    },
  });
  const { register, formState, setValue, handleSubmit, control } = form;
  const values = useWatch({ control }) as CheckoutFormValues;
  const delivery = values.delivery;
  const billingFromShipping = usesShippingForBilling(values);

  const lines = useMemo(() => checkoutLines(cart), [cart]);
  const linesKey = cartSignature(cart);
  const shipTo = delivery === "toAddress" ? destinationOf(values.shipping) : undefined;
  const taxAddress = delivery === "toAddress" ? shipTo : destinationOf(values.billing);
  const estimates = useEstimates({
    delivery,
    lines,
    linesKey,
    shipTo,
    taxAddress,
    pickupOptions: config.pickupOptions,
    refresh,
  });

  const before = checkoutFigures({
    cart,
    shipping: estimates.choice,
    tax: estimates.tax,
    giftReserved: ZERO_CENTS,
    payment: config.payment,
  });
  const gift = useGiftCard(before.beforeGift, quote.version > 0 && !estimates.loading);
  const figures = checkoutFigures({
    cart,
    shipping: estimates.choice,
    tax: estimates.tax,
    giftReserved: gift.hold?.reserved ?? ZERO_CENTS,
    payment: config.payment,
  });

  const order = usePlaceOrder({
    figures: {
      cart,
      shipping: estimates.choice,
      tax: estimates.tax,
      giftReserved: gift.hold?.reserved ?? ZERO_CENTS,
      payment: config.payment,
    },
    placedRef,
    onPricesChanged: () => setRefresh((n) => n + 1),
    formValues: () => form.getValues(),
  });
  const { placing, cardOpen, setCardOpen, cardError } = order;
  const [termsOpen, setTermsOpen] = useState(false);
  const placeButton = useRef<HTMLButtonElement>(null);
  const termsButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    void loadGateway(config.gatewayScript);
  }, [config.gatewayScript]);

  // Until the validation module has loaded (right after hydration) the address counts as not valid,
  // as the empty form rendered on the server is.
  const validation = useCheckoutValidation();
  const billingErrors =
    (billingFromShipping ? formState.errors.shipping : formState.errors.billing) ||
    !validation?.billingAddressValid(values);
  const reasons = [
    !values.terms && t("checkout.needTerms"),
    !estimates.choice && t("checkout.needShipping"),
    billingErrors && t("checkout.needBilling"),
    (estimates.loading || gift.syncing || quote.checking) && t("checkout.needEstimate"),
    quote.issues.length > 0 && t("cart.fixProblems"),
  ].filter((reason): reason is string => Boolean(reason));
  const disabled = placing || !config.storeActive || reasons.length > 0;

  function changeDelivery(next: DeliveryType) {
    if (next === delivery) return;
    setValue("delivery", next);
    // Spec §4: billing same as shipping on for an address, off for pick-up; estimates re-requested.
    setValue("billingSame", next === "toAddress");
    form.clearErrors();
  }

  const onValid = (formValues: CheckoutFormValues) => {
    if (disabled) return;
    order.place(formValues, figures.needsCard);
  };

  const hint = delivery === "pickup" ? t("checkout.fillBilling") : t("checkout.fillAddress");

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <form
        id={FORM_ID}
        noValidate
        className="flex flex-col gap-8"
        onSubmit={handleSubmit(onValid, () => void showToast("error", t("checkout.fixErrors")))}
      >
        <PriceNotices />
        {quote.issues.length > 0 && (
          <ul role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-800">
            {[...new Set(quote.issues.map((issue) => cartIssueText(cart, issue)))].map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
        {config.deliveryTypes.length > 0 && (
          <fieldset>
            <legend className="mb-2 text-lg font-semibold text-ink">{t("checkout.delivery")}</legend>
            <div className="flex flex-wrap gap-3">
              {config.deliveryTypes.map((type) => (
                <label
                  key={type}
                  className={`flex cursor-pointer items-center gap-2 rounded-md border px-4 py-2 ${delivery === type ? "border-link bg-surface" : "border-gray-300"}`}
                >
                  <input
                    type="radio"
                    name="delivery"
                    value={type}
                    checked={delivery === type}
                    onChange={() => changeDelivery(type)}
                  />
                  {type === "toAddress" ? t("checkout.toAddress") : t("checkout.pickup")}
                </label>
              ))}
            </div>
          </fieldset>
        )}

        {delivery === "toAddress" && (
          <AddressFields
            section="shipping"
            legend={t("checkout.shippingDetails")}
            register={register}
            errors={formState.errors}
            values={values.shipping}
          />
        )}

        {delivery === "toAddress" && (
          <label className="flex items-center gap-2">
            <input type="checkbox" {...register("billingSame")} />
            {t("checkout.billingSame")}
          </label>
        )}
        {!billingFromShipping && (
          <AddressFields
            section="billing"
            legend={t("checkout.billingDetails")}
            register={register}
            errors={formState.errors}
            values={values.billing}
          />
        )}

        <div>
          <label htmlFor="checkout-note" className="mb-1 block font-medium">
            {t("checkout.notes")}
          </label>
          <textarea
            id="checkout-note"
            rows={4}
            maxLength={2000}
            placeholder={t("checkout.notesPlaceholder")}
            className="w-full rounded-md border border-gray-400 px-3 py-2"
            {...register("note")}
          />
        </div>
      </form>

      <section
        aria-labelledby="your-order"
        className="flex flex-col gap-5 self-start rounded-lg border border-gray-200 p-5"
      >
        <h2 id="your-order" className="text-xl font-semibold text-ink">
          {t("checkout.yourOrder")}
        </h2>
        {hydrated ? (
          <OrderSummary
            cart={cart}
            totals={figures}
            estimates={estimates}
            hint={hint}
            fundraiser={config.fundraiser ? quote.fundraiser : undefined}
          />
        ) : (
          <p role="status" className="min-h-64">
            {t("checkout.loading")}
          </p>
        )}
        <GiftCardBox gift={gift} />

        <div className="flex items-start gap-2">
          {/* Named by the label and the link's text together: "I have read and agree to the terms and conditions". */}
          <input
            id="checkout-terms"
            type="checkbox"
            form={FORM_ID}
            className="mt-1"
            aria-labelledby="checkout-terms-label checkout-terms-link"
            {...register("terms")}
          />
          <span>
            <label id="checkout-terms-label" htmlFor="checkout-terms">
              {t("checkout.terms")}
            </label>{" "}
            <button
              id="checkout-terms-link"
              ref={termsButton}
              type="button"
              className="text-link underline"
              onClick={() => setTermsOpen(true)}
            >
              {t("checkout.termsLink")}
            </button>
          </span>
        </div>

        {config.closed && (
          <p role="alert" className="font-semibold text-red-700">
            {config.closedMessage || t("closed.default")}
          </p>
        )}
        {reasons.length > 0 && config.storeActive && (
          <p id="place-order-why" className="text-sm text-gray-700">
            {t("checkout.whyDisabled")} {reasons.join(t("checkout.whySeparator"))}.
          </p>
        )}
        <Button
          ref={placeButton}
          type="submit"
          form={FORM_ID}
          disabled={disabled}
          aria-describedby={reasons.length > 0 ? "place-order-why" : undefined}
          size="lg"
          className="text-lg"
        >
          {placing ? t("checkout.placing") : t("checkout.placeOrder")}
        </Button>
        <Link to="/shop/cart" className="text-center text-link underline">
          {t("checkout.cartCrumb")}
        </Link>
      </section>

      <Suspense fallback={null}>
        {cardOpen && config.stripe && (
          <StripeCardStep
            publishableKey={config.stripe.publishableKey}
            open={cardOpen}
            onOpenChange={setCardOpen}
            amountCents={figures.paymentAmount}
            amount={formatCharge(fromCents(figures.paymentAmount))}
            busy={placing}
            error={cardError}
            onToken={(stripe, tokenId) => void order.payWithStripe(stripe, tokenId)}
            onError={order.showCardError}
            returnFocusRef={placeButton}
          />
        )}
        {cardOpen && !config.stripe && (
          <CardDialog
            open={cardOpen}
            onOpenChange={setCardOpen}
            amount={formatCharge(fromCents(figures.paymentAmount))}
            busy={placing}
            error={cardError}
            onOrder={(card) => void order.payByCard(card)}
            returnFocusRef={placeButton}
          />
        )}
        {termsOpen && (
          <TermsDialog
            open={termsOpen}
            onOpenChange={setTermsOpen}
            onAccept={() => setValue("terms", true)}
            returnFocusRef={termsButton}
          />
        )}
      </Suspense>
    </div>
  );
}

/** Stripe's dialog once Stripe.js has loaded; until then (or if it cannot load) the shopper is told. */
function StripeCardStep({
  publishableKey,
  onToken,
  onError,
  ...dialog
}: Omit<StripeDialogProps, "stripe" | "onToken"> & {
  publishableKey: string;
  onToken: (stripe: StripeJs, tokenId: string) => void;
}) {
  const stripe = stripeJs(publishableKey, document.documentElement.lang || "auto");
  useEffect(() => {
    if (!stripe) onError(t("checkout.providerNotLoaded"));
    // Said once, when the dialog opens without Stripe.js.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!stripe) return null;
  return <StripeDialog {...dialog} stripe={stripe} onError={onError} onToken={(tokenId) => onToken(stripe, tokenId)} />;
}
