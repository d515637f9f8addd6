// The external services of ARCHITECTURE §7 behind one interface each: shipping rates, tax, card
// payments and mail. create-providers.ts builds the local defaults and switches to a real adapter
// when its configuration is present (env.ts reads the variables; this file never does).
import { shopperMessage, type ShopperMessage } from "~core/i18n/message";
import type { ShippingEstimateOption } from "~core/checkout/shipping-options";
import type { StoreData } from "~core/entities/store.schema";
import type { Cents } from "~core/money";
import { AppError } from "~server/http/errors";
import type { MailTransport } from "./mail-transport";

export type { MailTransport } from "./mail-transport";

/** The part of pino the providers use (pino's Logger fits). */
export interface ProviderLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Where a shipment goes (or, for pick-up, the billing address: spec §4 tax for pick-up). */
export interface Destination {
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export interface ShippingRateRequest {
  store: StoreData;
  shipTo: Destination;
  /** Total shipping weight in pounds. */
  weightLb: number;
}

export interface ShippingProvider {
  readonly name: string;
  /** Rates of the store's carrier service types (pick-up options are the store's own, added by the caller). */
  carrierRates(request: ShippingRateRequest): Promise<ShippingEstimateOption[]>;
}

export interface TaxRequest {
  store: StoreData;
  shipTo: Destination;
  /** Merchandise subtotal, personalization total, shipping amount. */
  subtotal: Cents;
  personalization: Cents;
  shipping: Cents;
  lines: { id: string; quantity: number; unitPrice: Cents }[];
}

export interface TaxQuote {
  tax: Cents;
  /** What the spec calls taxJarAPIResponse: TaxJar's `tax` object, or the rate table's equivalent. */
  details: unknown;
}

export interface TaxProvider {
  readonly name: string;
  estimate(request: TaxRequest): Promise<TaxQuote>;
}

/** A payment the provider holds for one idempotency key. */
export interface ProviderPayment {
  paymentId: string;
  /** authorized: money held; captured: money taken; voided / refunded: given back. */
  status: "authorized" | "captured" | "voided" | "refunded";
  amountCents: Cents;
  brand: string;
  last4: string;
}

export type AuthorizeResult =
  | { status: "approved"; payment: ProviderPayment }
  | {
      status: "declined";
      reason: "declined" | "invalid_token";
      message: string;
      /** The provider's reason (Stripe's decline_code or code, e.g. insufficient_funds), for the shopper's words. */
      declineCode?: string;
    }
  /**
   * The card asks for strong customer authentication (3-D Secure): nothing is held yet. The browser
   * completes the provider's next action with clientSecret, then places the order again with the key.
   */
  | { status: "action_required"; paymentId: string; clientSecret: string };

/**
 * The provider refused a refund for good (docs/decisions/0108): asking again cannot succeed (the
 * amount is more than what is left of the charge, the charge is disputed, the payment is unknown).
 * A failure that may pass (a 5xx, a time-out, the network) is any other error: the refund stays
 * pending and is retried.
 */
export class RefundRefusedError extends Error {
  constructor(
    /** The provider's reason code (Stripe's error code), for the log, the audit entry and the console. */
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "RefundRefusedError";
  }
}

/**
 * A card payment provider, shaped after hosted providers (docs/decisions/0027). The order's
 * idempotency key is the provider's idempotency key: whatever card token a retry brings, one key
 * never holds more than one live (authorized or captured) payment.
 */
export interface PaymentProvider {
  readonly name: string;
  /** A real provider running on its test keys (no card is charged): pages still say "Test mode". */
  readonly testMode?: boolean;
  /**
   * Holds the amount on a card token for an idempotency key. When the key already holds a live
   * payment, that payment is the answer and the new token is left untouched.
   */
  authorize(tokenId: string, amountCents: Cents, idempotencyKey: string): Promise<AuthorizeResult>;
  /** Takes an authorised payment; capturing a captured payment again changes nothing. */
  capture(paymentId: string): Promise<void>;
  /** Releases an authorised payment that will not be captured. */
  void(paymentId: string): Promise<void>;
  /**
   * Gives a captured payment back: all of what is left of it, or only `amountCents` of it (a partial
   * refund, docs/decisions/0086); a refund beyond what is left is refused (throws). `key` names one
   * partial refund, so a retry of it never refunds twice while another part still can be refunded.
   * A refusal for good throws RefundRefusedError; any other error may pass.
   */
  refund(paymentId: string, amountCents?: Cents, key?: string): Promise<void>;
  /** The key's live payment, else its latest one; undefined when the key never reached the provider. */
  findByIdempotencyKey(idempotencyKey: string): Promise<ProviderPayment | undefined>;
}

export interface Providers {
  shipping: ShippingProvider;
  tax: TaxProvider;
  payments: PaymentProvider;
  mail: MailTransport;
}

/** Whether payments go through the built-in test gateway (no card is charged): pages and e-mails say so. */
export const isTestPayments = (payments: Pick<PaymentProvider, "name"> & { testMode?: boolean }) =>
  payments.name === "test" || payments.testMode === true;

export const SHIPPING_UNAVAILABLE = shopperMessage("provider.shippingUnavailable");
export const TAX_UNAVAILABLE = shopperMessage("provider.taxUnavailable");
export const PAYMENT_UNAVAILABLE = shopperMessage("provider.paymentUnavailable");

/** The 503 a shopper sees when a provider fails; the cause goes to the log, not to the shopper. */
export function providerUnavailable(message: ShopperMessage): AppError {
  return new AppError("unavailable", message);
}
