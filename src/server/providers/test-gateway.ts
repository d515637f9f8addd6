// PaymentProvider of the built-in test gateway: authorises, captures, voids and refunds the tokens
// its browser script created (modules/payments). The order's idempotency key is the gateway's too:
// a unique index allows one live payment per key, so a retry with a new token gets the first
// payment back instead of a second charge (docs/decisions/0027).
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";
import {
  findLatestPaymentTokenByKey,
  findLivePaymentToken,
  moveTokenStatus,
  refundTokenPart,
  useTokenForAuthorization,
  type PaymentTokenRow,
} from "~server/modules/payments/payments.repository";
import { TOKEN_TTL_MS } from "~server/modules/payments/payments.service";
import { ZERO_CENTS, type Cents } from "~core/money";
import type { AuthorizeResult, PaymentProvider, ProviderPayment } from "./providers";
import { type Clock, systemClock } from "~server/clock";

const INVALID = { status: "declined", reason: "invalid_token", message: "Invalid credit card." } as const;

function paymentOf(token: PaymentTokenRow): ProviderPayment | undefined {
  const { status } = token;
  if (status !== "authorized" && status !== "captured" && status !== "voided" && status !== "refunded")
    return undefined;
  return {
    paymentId: token.id,
    status,
    amountCents: token.amount_cents ?? ZERO_CENTS,
    brand: token.brand,
    last4: token.last4,
  };
}

export function createTestGateway(db: Kysely<DB>, now: Clock = systemClock): PaymentProvider {
  const live = async (key: string, amountCents: Cents): Promise<AuthorizeResult | undefined> => {
    const token = await findLivePaymentToken(db, key);
    if (!token) return undefined;
    // The same key for another amount is another payment: refused, never a second charge.
    if (token.amount_cents !== amountCents) return INVALID;
    return { status: "approved", payment: paymentOf(token) as ProviderPayment };
  };
  return {
    name: "test",
    async authorize(tokenId, amountCents, idempotencyKey) {
      const existing = await live(idempotencyKey, amountCents);
      if (existing) return existing;
      const at = now();
      const token = await useTokenForAuthorization(db, {
        id: tokenId,
        key: idempotencyKey,
        amountCents,
        at: at.toISOString(),
        createdAfter: new Date(at.getTime() - TOKEN_TTL_MS).toISOString(),
      });
      // Another token won the key at the same moment: its payment is the key's payment.
      if (token === "key_taken") return (await live(idempotencyKey, amountCents)) ?? INVALID;
      // Unknown, expired, or used for another key or amount.
      if (!token || token.capture_key !== idempotencyKey || token.amount_cents !== amountCents) return INVALID;
      if (token.status === "declined")
        return { status: "declined", reason: "declined", message: "Your card was declined." };
      const payment = paymentOf(token);
      return payment && (payment.status === "authorized" || payment.status === "captured")
        ? { status: "approved", payment }
        : INVALID;
    },
    async capture(paymentId) {
      await moveTokenStatus(db, paymentId, "authorized", "captured");
    },
    async void(paymentId) {
      await moveTokenStatus(db, paymentId, "authorized", "voided");
    },
    async refund(paymentId, amountCents) {
      if (amountCents === undefined) {
        await moveTokenStatus(db, paymentId, "captured", "refunded");
        return;
      }
      if (amountCents <= 0 || !(await refundTokenPart(db, paymentId, amountCents)))
        throw new Error(`test gateway: refund of ${amountCents} cents refused for payment ${paymentId}`);
    },
    async findByIdempotencyKey(idempotencyKey) {
      const token =
        (await findLivePaymentToken(db, idempotencyKey)) ?? (await findLatestPaymentTokenByKey(db, idempotencyKey));
      return token && paymentOf(token);
    },
  };
}
