// The external services of ARCHITECTURE §7 behind one interface each: shipping rates, tax, card
// payments and mail. createProviders builds the local defaults and switches to a real adapter when
// its configuration is present (the lead's env.ts reads the variables; this file never does).
import { shopperMessage, type ShopperMessage } from "~core/i18n/message";
import type { Kysely } from "kysely";
import type { ShippingEstimateOption } from "~core/checkout/shipping-options";
import type { StoreData } from "~core/entities/store.schema";
import type { DB } from "~server/db/schema";
import { AppError } from "~server/http/errors";
import { createFileTransport, createSmtpTransport, type MailTransport } from "./mail-transport";
import { createRateTableShipping, createRateTableTax } from "./rate-table";
import { createShipStationShipping } from "./shipstation";
import { createTaxJarTax } from "./taxjar";
import { createTestGateway } from "./test-gateway";

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
  /** Cents: merchandise subtotal, personalization total, shipping amount. */
  subtotal: number;
  personalization: number;
  shipping: number;
  lines: { id: string; quantity: number; unitPrice: number }[];
}

export interface TaxQuote {
  /** Cents. */
  tax: number;
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
  amountCents: number;
  brand: string;
  last4: string;
}

export type AuthorizeResult =
  | { status: "approved"; payment: ProviderPayment }
  | { status: "declined"; reason: "declined" | "invalid_token"; message: string };

/**
 * A card payment provider, shaped after hosted providers (docs/decisions/0027). The order's
 * idempotency key is the provider's idempotency key: whatever card token a retry brings, one key
 * never holds more than one live (authorized or captured) payment.
 */
export interface PaymentProvider {
  readonly name: string;
  /**
   * Holds the amount on a card token for an idempotency key. When the key already holds a live
   * payment, that payment is the answer and the new token is left untouched.
   */
  authorize(tokenId: string, amountCents: number, idempotencyKey: string): Promise<AuthorizeResult>;
  /** Takes an authorised payment; capturing a captured payment again changes nothing. */
  capture(paymentId: string): Promise<void>;
  /** Releases an authorised payment that will not be captured. */
  void(paymentId: string): Promise<void>;
  /** Gives a captured payment back. */
  refund(paymentId: string): Promise<void>;
  /** The key's live payment, else its latest one; undefined when the key never reached the provider. */
  findByIdempotencyKey(idempotencyKey: string): Promise<ProviderPayment | undefined>;
}

export interface Providers {
  shipping: ShippingProvider;
  tax: TaxProvider;
  payments: PaymentProvider;
  mail: MailTransport;
}

export interface ProvidersConfig {
  db: Kysely<DB>;
  logger: ProviderLogger;
  /** DATA_DIR: the default mail transport writes .eml files into `${dataDir}/outbox/`. */
  dataDir: string;
  shipStation?: { apiKey: string; apiSecret: string; baseUrl?: string };
  taxJar?: { apiKey: string; baseUrl?: string };
  smtpUrl?: string;
  /** From address of the confirmation mails. */
  mailFrom?: string;
  /** Time limit of each provider call (default 10 s). */
  timeoutMs?: number;
  /** PAYMENT_PROVIDER: which gateway takes the cards; the built-in test gateway is the only one so far. */
  paymentProvider?: "test";
}

/** The gateways PAYMENT_PROVIDER chooses from; a real provider is added here with its adapter. */
const PAYMENT_PROVIDERS: Record<
  NonNullable<ProvidersConfig["paymentProvider"]>,
  (config: ProvidersConfig) => PaymentProvider
> = {
  test: (config) => createTestGateway(config.db),
};

/** Whether payments go through the built-in test gateway (no card is charged): pages and e-mails say so. */
export const isTestPayments = (payments: Pick<PaymentProvider, "name">) => payments.name === "test";

export const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000;
export const DEFAULT_MAIL_FROM = "Store orders <no-reply@localhost>";

export function createProviders(config: ProvidersConfig): Providers {
  const timeoutMs = config.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const { logger } = config;
  const from = config.mailFrom ?? DEFAULT_MAIL_FROM;
  return {
    shipping: config.shipStation
      ? createShipStationShipping({ ...config.shipStation, timeoutMs, logger })
      : createRateTableShipping(),
    tax: config.taxJar ? createTaxJarTax({ ...config.taxJar, timeoutMs, logger }) : createRateTableTax(),
    payments: PAYMENT_PROVIDERS[config.paymentProvider ?? "test"](config),
    mail: config.smtpUrl
      ? createSmtpTransport({ url: config.smtpUrl, from })
      : createFileTransport({ dir: `${config.dataDir}/outbox`, from }),
  };
}

export const SHIPPING_UNAVAILABLE = shopperMessage("provider.shippingUnavailable");
export const TAX_UNAVAILABLE = shopperMessage("provider.taxUnavailable");
export const PAYMENT_UNAVAILABLE = shopperMessage("provider.paymentUnavailable");

/** The 503 a shopper sees when a provider fails; the cause goes to the log, not to the shopper. */
export function providerUnavailable(message: ShopperMessage): AppError {
  return new AppError("unavailable", message);
}
