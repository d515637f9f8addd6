// PaymentProvider of Stripe (issue 47, docs/decisions/0078), through Stripe's official Node library.
// A payment is a PaymentIntent with manual capture: authorise = create + confirm with the browser's
// ConfirmationToken (Payment Element), capture = capture, void = cancel, refund = refund. The order's
// idempotency key is Stripe's Idempotency-Key of the create call, and every other call carries a key
// derived from it, so a retry (ours or the library's) never makes a second intent, capture or refund.
// The intents of a key are recorded locally (stripe_payment_intents) before they can hold money, so the
// key's payment is found without Stripe's search, which lags; the webhook records one we did not.
// No card data reaches us: the browser sends a ConfirmationToken id, Stripe answers brand and last 4.
import Stripe from "stripe";
import type { Kysely } from "kysely";
import type { Cents } from "~core/money";
import type { DB } from "~server/db/schema";
import {
  findLatestStripeIntent,
  markStripeIntentConfirmed,
  recordStripeIntent,
} from "~server/modules/payments/stripe.repository";
import {
  RefundRefusedError,
  type AuthorizeResult,
  type PaymentProvider,
  type ProviderLogger,
  type ProviderPayment,
} from "./providers";

/** The metadata key on refunds this server makes (its value: the change's key, or "order" for a whole order). */
export const STOREFRONT_REFUND_METADATA = "storefront_refund";

export interface StripeConfig {
  db: Kysely<DB>;
  logger: ProviderLogger;
  secretKey: string;
  /** Time limit of each call to Stripe. */
  timeoutMs: number;
  /** Tests only: the loopback fake of Stripe's API (http://127.0.0.1:PORT); unset, api.stripe.com. */
  apiUrl?: string;
  /** Retries of a call that failed on the network or with a 5xx (same Idempotency-Key); default 1. */
  maxNetworkRetries?: number;
  /** Three-letter currency of the amounts (the spec's stores price in USD). */
  currency?: string;
}

/** Whether a secret or publishable key is one of Stripe's test-mode keys. */
export const isStripeTestKey = (key: string) => /^(sk|pk|rk)_test_/.test(key);

/** The Stripe client of a configuration: the official library, pointed at the fake in tests. */
export function createStripeClient(
  config: Pick<StripeConfig, "secretKey" | "timeoutMs" | "apiUrl" | "maxNetworkRetries">,
) {
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  return new Stripe(config.secretKey, {
    timeout: config.timeoutMs,
    maxNetworkRetries: config.maxNetworkRetries ?? 1,
    telemetry: false,
    appInfo: { name: "storefront" },
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === "https:" ? 443 : 80)),
          protocol: api.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

const EXPAND = ["payment_method", "latest_charge"];
const INVALID = { status: "declined", reason: "invalid_token", message: "Invalid credit card." } as const;

/** The Stripe idempotency key of a key's n-th intent: the order's own key for the first. */
const createKey = (key: string, attempt: number) => (attempt === 0 ? key : `${key}#${attempt}`);

function cardOf(intent: Stripe.PaymentIntent): { brand: string; last4: string } {
  const method = typeof intent.payment_method === "object" ? intent.payment_method : null;
  const card = method?.card;
  if (card) return { brand: card.brand, last4: card.last4 };
  // A wallet or local method: its type names it, there is no card number.
  return { brand: method?.type ?? "card", last4: "" };
}

function isRefunded(intent: Stripe.PaymentIntent): boolean {
  const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
  return charge?.refunded === true;
}

/** What an intent is in the provider interface's words; undefined while it holds no money. */
function paymentOf(intent: Stripe.PaymentIntent): ProviderPayment | undefined {
  const status =
    intent.status === "requires_capture"
      ? "authorized"
      : intent.status === "succeeded"
        ? isRefunded(intent)
          ? "refunded"
          : "captured"
        : intent.status === "canceled"
          ? "voided"
          : undefined;
  if (!status) return undefined;
  return { paymentId: intent.id, status, amountCents: intent.amount as Cents, ...cardOf(intent) };
}

const isLive = (payment: ProviderPayment | undefined) =>
  payment?.status === "authorized" || payment?.status === "captured";

export function createStripePayments(config: StripeConfig): PaymentProvider {
  const { db } = config;
  const stripe = createStripeClient(config);
  const currency = config.currency ?? "usd";

  const retrieve = (id: string) => stripe.paymentIntents.retrieve(id, { expand: EXPAND });

  /** The intent's next state after a confirmation, in the interface's words. */
  function answerOf(intent: Stripe.PaymentIntent): AuthorizeResult {
    const payment = paymentOf(intent);
    if (payment && isLive(payment)) return { status: "approved", payment };
    if (intent.status === "requires_action" && intent.client_secret)
      return { status: "action_required", paymentId: intent.id, clientSecret: intent.client_secret };
    const error = intent.last_payment_error;
    return {
      status: "declined",
      reason: "declined",
      message: error?.message ?? "Your card was declined.",
      declineCode: error?.decline_code ?? error?.code ?? "card_declined",
    };
  }

  async function createIntent(key: string, amountCents: Cents, attempt: number): Promise<Stripe.PaymentIntent> {
    for (let n = attempt; ; n += 1) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency,
            capture_method: "manual",
            // Cards and wallets confirm in the page; methods that leave the page are not offered.
            automatic_payment_methods: { enabled: true, allow_redirects: "never" },
            metadata: { idempotency_key: key, attempt: String(n) },
          },
          { idempotencyKey: createKey(key, n) },
        );
        // Recorded before it is confirmed: an intent that can hold money is always findable.
        await recordStripeIntent(db, {
          payment_intent_id: intent.id,
          idempotency_key: key,
          attempt: n,
          confirmed_with: null,
          created_at: new Date(intent.created * 1000).toISOString(),
        });
        return intent;
      } catch (err) {
        // The key was used for another amount by an attempt that died before recording its intent.
        if (err instanceof Stripe.errors.StripeIdempotencyError && n < attempt + 3) continue;
        throw err;
      }
    }
  }

  async function confirm(key: string, intent: Stripe.PaymentIntent, tokenId: string): Promise<AuthorizeResult> {
    try {
      const confirmed = await stripe.paymentIntents.confirm(
        intent.id,
        { confirmation_token: tokenId, expand: EXPAND },
        { idempotencyKey: `${createKey(key, Number(intent.metadata.attempt ?? 0))}:confirm:${tokenId}` },
      );
      await markStripeIntentConfirmed(db, intent.id, tokenId);
      return answerOf(confirmed);
    } catch (err) {
      if (err instanceof Stripe.errors.StripeCardError) {
        await markStripeIntentConfirmed(db, intent.id, tokenId);
        return {
          status: "declined",
          reason: "declined",
          message: err.message,
          declineCode: err.decline_code ?? err.code ?? "card_declined",
        };
      }
      // A token that is unknown, expired or used: the shopper enters the card again.
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.param === "confirmation_token") return INVALID;
      throw err;
    }
  }

  return {
    name: "stripe",
    testMode: isStripeTestKey(config.secretKey),

    async authorize(tokenId, amountCents, idempotencyKey) {
      const row = await findLatestStripeIntent(db, idempotencyKey);
      let intent: Stripe.PaymentIntent | undefined = row ? await retrieve(row.payment_intent_id) : undefined;
      if (intent) {
        const payment = paymentOf(intent);
        if (isLive(payment)) {
          // The same key for another amount is another payment: refused, never a second charge.
          return payment?.amountCents === amountCents ? { status: "approved", payment: payment } : INVALID;
        }
        // This very token was tried: the same next action, or the reason it failed (authentication).
        if (row?.confirmed_with === tokenId && ["requires_action", "requires_payment_method"].includes(intent.status))
          return answerOf(intent);
        // Voided, or refunded in full (a charge no order owned, given back: decisions 0113, 0119): the
        // shopper placing again pays with a new PaymentIntent; confirming the old one would fail for ever.
        if (intent.status === "canceled" || payment?.status === "refunded")
          intent = await createIntent(idempotencyKey, amountCents, (row?.attempt ?? 0) + 1);
        else if (intent.amount !== amountCents)
          intent = await stripe.paymentIntents.update(
            intent.id,
            { amount: amountCents },
            { idempotencyKey: `${idempotencyKey}:amount:${intent.id}:${amountCents}` },
          );
      } else intent = await createIntent(idempotencyKey, amountCents, 0);
      return confirm(idempotencyKey, intent, tokenId);
    },

    async capture(paymentId) {
      try {
        await stripe.paymentIntents.capture(paymentId, {}, { idempotencyKey: `capture:${paymentId}` });
      } catch (err) {
        // Captured already (by another process, or an answer that was lost): nothing to do.
        if ((await retrieve(paymentId)).status === "succeeded") return;
        throw err;
      }
    },

    async void(paymentId) {
      try {
        await stripe.paymentIntents.cancel(paymentId, {}, { idempotencyKey: `cancel:${paymentId}` });
      } catch (err) {
        if ((await retrieve(paymentId)).status === "canceled") return;
        throw err;
      }
    },

    async refund(paymentId, amountCents, key) {
      try {
        // A partial refund is keyed by its change (several parts of one payment); all of what is left, by the payment.
        // Our refunds carry our metadata: the webhook tells them from refunds made in Stripe's dashboard.
        const metadata = { [STOREFRONT_REFUND_METADATA]: key ?? "order" };
        await stripe.refunds.create(
          amountCents === undefined
            ? { payment_intent: paymentId, metadata }
            : { payment_intent: paymentId, amount: amountCents, metadata },
          {
            idempotencyKey:
              amountCents === undefined ? `refund:${paymentId}` : `refund:${paymentId}:${key ?? amountCents}`,
          },
        );
      } catch (err) {
        // Refunded already (from the dashboard, or by an earlier attempt whose answer was lost).
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === "charge_already_refunded") return;
        // Stripe refused this refund for good (amount_too_large, charge_disputed, …; a 4xx that is not
        // about the key or the rate): asking again cannot succeed (decision 0108). 5xx, time-outs and
        // the network may pass: they are thrown as they are, and the refund stays pending.
        if (err instanceof Stripe.errors.StripeInvalidRequestError || err instanceof Stripe.errors.StripeCardError)
          throw new RefundRefusedError(err.code ?? err.type, err.message);
        throw err;
      }
    },

    async findByIdempotencyKey(idempotencyKey) {
      const row = await findLatestStripeIntent(db, idempotencyKey);
      return row ? paymentOf(await retrieve(row.payment_intent_id)) : undefined;
    },
  };
}
