// Builds the providers of ARCHITECTURE §7: the local defaults, or a real adapter where its configuration
// is present (env.ts reads the variables; this file never does). Apart from providers.ts so that the
// adapters, which import the interfaces, are not imported back by the file they import.
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";
import { createFileTransport, createSmtpTransport } from "./mail-transport";
import type { PaymentProvider, ProviderLogger, Providers } from "./providers";
import { createRateTableShipping, createRateTableTax } from "./rate-table";
import { createShipStationShipping } from "./shipstation";
import { createStripePayments } from "./stripe";
import { createTaxJarTax } from "./taxjar";
import { createTestGateway } from "./test-gateway";

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
  /** PAYMENT_PROVIDER: which gateway takes the cards (the built-in test gateway by default). */
  paymentProvider?: "test" | "stripe";
  /** PAYMENT_PROVIDER=stripe: the secret key, and in tests the loopback fake's URL (STRIPE_API_URL). */
  stripe?: { secretKey: string; apiUrl?: string };
}

/** The gateways PAYMENT_PROVIDER chooses from; a real provider is added here with its adapter. */
const PAYMENT_PROVIDERS: Record<
  NonNullable<ProvidersConfig["paymentProvider"]>,
  (config: ProvidersConfig) => PaymentProvider
> = {
  test: (config) => createTestGateway(config.db),
  stripe: (config) => {
    // env.ts refuses PAYMENT_PROVIDER=stripe without its keys; this is for callers that skip it.
    if (!config.stripe) throw new Error("PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY");
    return createStripePayments({
      db: config.db,
      logger: config.logger,
      timeoutMs: config.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS,
      ...config.stripe,
    });
  },
};

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
