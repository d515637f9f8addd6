// Security headers on every response (ARCHITECTURE §6). Scripts need the per-request nonce that
// SSR puts on React Router's inline scripts; styles allow inline attributes (they cannot run code).
// The checkout page of a store paid through Stripe (issue 47) also allows Stripe's documented origins
// for Stripe.js and its Payment Element (script, frames, API calls); no other page does.
import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";

/** The origins a payment provider's browser script needs, by directive. */
export interface PaymentOrigins {
  script: string[];
  frame: string[];
  connect: string[];
}

/** Stripe.js and the Payment Element: https://docs.stripe.com/security/guide#content-security-policy */
export const STRIPE_ORIGINS: PaymentOrigins = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
};

/** Stripe.js, always loaded from Stripe (never bundled or self-hosted, as Stripe requires). */
export const STRIPE_JS_URL = "https://js.stripe.com/v3/";

/** The store's checkout page (and its data requests): the only page that loads a payment provider's script. */
export const isCheckoutPath = (path: string) => /^\/shop\/checkout(\.data)?\/?$/.test(path);

function policy(development: boolean, payment: PaymentOrigins | undefined) {
  return secureHeaders({
    contentSecurityPolicy: development
      ? undefined
      : {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", NONCE, ...(payment?.script ?? [])],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:"],
          fontSrc: ["'self'", "data:"],
          connectSrc: ["'self'", ...(payment?.connect ?? [])],
          ...(payment ? { frameSrc: payment.frame } : {}),
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
  });
}

export function securityHeaders(options: { development: boolean; payment?: PaymentOrigins }): MiddlewareHandler {
  const everywhere = policy(options.development, undefined);
  if (!options.payment) return everywhere;
  const checkout = policy(options.development, options.payment);
  return (c, next) => (isCheckoutPath(c.req.path) ? checkout(c, next) : everywhere(c, next));
}

/** The origins of a Stripe.js URL other than Stripe's own (the tests' local stand-in): script, frames, API. */
export function paymentOriginsOf(stripeJsUrl: string | undefined): PaymentOrigins {
  if (!stripeJsUrl) return STRIPE_ORIGINS;
  const origin = new URL(stripeJsUrl).origin;
  return { script: [origin], frame: [origin], connect: [origin] };
}
