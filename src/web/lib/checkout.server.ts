// The checkout page's view of the store (spec §2 Checkout page): which delivery options it offers,
// its pick-up places, how it is paid, whether it runs a fundraiser, whether it takes orders, and
// where the card gateway's script comes from. Server-only.
import type { DeliveryType, ShippingEstimateOption } from "~core/checkout/shipping-options";
import { pickUpOptions } from "~server/modules/estimates/estimates.service";
import type { WebLoadContext } from "~server/context";
import { windowIsOpen, windowState } from "~core/store-window/store-window";

export interface CheckoutConfig {
  /** The delivery options offered, the default first. */
  deliveryTypes: DeliveryType[];
  /** The store's pick-up places, free (the estimate call answers the same ones). */
  pickupOptions: ShippingEstimateOption[];
  /** The store's payment method: 'Terms' is invoiced, anything else is paid by card. */
  payment: string;
  fundraiser: boolean;
  storeActive: boolean;
  /** Show the red closed-store message: the store is inactive or its store message is on. */
  closed: boolean;
  /** The store's own closed message; empty means the default 'Store is closed'. */
  closedMessage: string;
  /** The card gateway's browser script (the built-in test gateway's, or Stripe.js). */
  gatewayScript: string;
  /** Stripe takes the cards: its publishable key (the Payment Element runs in Stripe's frames). */
  stripe?: { publishableKey: string };
}

export const TEST_GATEWAY_SCRIPT = "/payments/test/v1.js";

export function loadCheckout(context: WebLoadContext): CheckoutConfig {
  const store = context.store.data;
  const { shippingCompanies } = store.shippingMethods;
  const serviceTypes = shippingCompanies.shipStation.serviceTypes;
  // The address option is hidden when the only carrier is one walleted carrier (or there is none).
  const shipsToAddress = serviceTypes.length > 1 || (serviceTypes.length === 1 && !serviceTypes[0]?.walleted);
  const pickupOptions = pickUpOptions(store);
  const offersPickup = (shippingCompanies.pickUp || shippingCompanies.groupPickUp) && pickupOptions.length > 0;
  const deliveryTypes: DeliveryType[] = [
    ...(shipsToAddress || !offersPickup ? (["toAddress"] as const) : []),
    ...(offersPickup ? (["pickup"] as const) : []),
  ];
  // A pop-up store outside its window is closed too (the server's clock decides; decision 0032).
  const isActive = store.primaryInformation.isActive && windowIsOpen(windowState(store.storeWindow, context.now));
  const message = store.storeMessage;
  return {
    deliveryTypes,
    pickupOptions,
    payment: store.storeSpecificFeatures.paymentMethods[0] ?? "Credit Card",
    fundraiser: store.fundraiser.isEnabled,
    storeActive: isActive,
    closed: !isActive || message.active,
    closedMessage: message.closedMessage,
    gatewayScript: context.stripe?.jsUrl ?? TEST_GATEWAY_SCRIPT,
    ...(context.stripe ? { stripe: { publishableKey: context.stripe.publishableKey } } : {}),
  };
}
