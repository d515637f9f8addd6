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

declare global {
  interface Window {
    TestPay?: Gateway;
  }
}

let loading: Promise<void> | null = null;

/** Adds the gateway's script to the page once; resolves when it has run (or failed to load). */
export function loadGateway(src: string): Promise<void> {
  if (window.TestPay) return Promise.resolve();
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
