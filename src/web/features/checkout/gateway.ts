// The card gateway's browser script (spec §2 Checkout, ARCHITECTURE §6): loaded once on the checkout
// page from the URL the server chose; it turns card details into a token without our API seeing them.
export interface CardDetails {
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
  name: string;
}

type TokenAnswer = { tokenId: string } | { error: { message: string; code?: string } };

interface Gateway {
  createToken(card: CardDetails): Promise<TokenAnswer>;
}

/** The part of Stripe.js (https://docs.stripe.com/js) the checkout uses: Payment Element, tokens, next action. */
export interface StripeError {
  type?: string;
  code?: string;
  message?: string;
}
export interface StripePaymentElement {
  mount(target: HTMLElement): void;
  on(event: "change", handler: (event: { complete: boolean }) => void): void;
  destroy(): void;
}
export interface StripeElements {
  create(type: "payment", options?: Record<string, unknown>): StripePaymentElement;
  update(options: Record<string, unknown>): void;
  submit(): Promise<{ error?: StripeError }>;
}
export interface StripeJs {
  elements(options: Record<string, unknown>): StripeElements;
  createConfirmationToken(options: {
    elements: StripeElements;
  }): Promise<{ confirmationToken?: { id: string }; error?: StripeError }>;
  handleNextAction(options: { clientSecret: string }): Promise<{ error?: StripeError }>;
}

declare global {
  interface Window {
    TestPay?: Gateway;
    Stripe?: (publishableKey: string, options?: Record<string, unknown>) => StripeJs;
  }
}

let loading: Promise<void> | null = null;

/** Adds the gateway's script to the page once; resolves when it has run (or failed to load). */
export function loadGateway(src: string): Promise<void> {
  if (window.TestPay || window.Stripe) return Promise.resolve();
  loading ??= new Promise<void>((resolve) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      resolve();
    };
    document.head.append(script);
  });
  return loading;
}

/** The gateway, when its script has loaded. */
export function gateway(): Gateway | undefined {
  return window.TestPay;
}

let stripeInstance: { key: string; stripe: StripeJs } | undefined;

/** Stripe.js for the store's publishable key, when its script has loaded (one instance per page). */
export function stripeJs(publishableKey: string, locale: string): StripeJs | undefined {
  if (!window.Stripe) return undefined;
  if (stripeInstance?.key !== publishableKey)
    stripeInstance = { key: publishableKey, stripe: window.Stripe(publishableKey, { locale }) };
  return stripeInstance.stripe;
}
