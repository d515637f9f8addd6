// PaymentProvider of the built-in test gateway: captures the tokens its browser script created
// (modules/payments). A token is captured once; the same idempotency key repeats the first answer.
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";
import { markTokenRefunded, useTokenForCapture } from "~server/modules/payments/payments.repository";
import { TOKEN_TTL_MS } from "~server/modules/payments/payments.service";
import type { PaymentProvider } from "./providers";

const INVALID = { status: "declined", reason: "invalid_token", message: "Invalid credit card." } as const;

export function createTestGateway(db: Kysely<DB>, now: () => Date = () => new Date()): PaymentProvider {
  return {
    name: "test",
    async capture(tokenId, amountCents, idempotencyKey) {
      const at = now();
      const token = await useTokenForCapture(db, {
        id: tokenId,
        captureKey: idempotencyKey,
        amountCents,
        at: at.toISOString(),
        createdAfter: new Date(at.getTime() - TOKEN_TTL_MS).toISOString(),
      });
      // Unknown, expired, or used by another capture (another key or amount), or refunded since.
      if (!token || token.capture_key !== idempotencyKey || token.amount_cents !== amountCents) return INVALID;
      if (token.status === "declined") {
        return { status: "declined", reason: "declined", message: "Your card was declined." };
      }
      if (token.status !== "captured") return INVALID;
      return { status: "approved", captureId: token.id, brand: token.brand, last4: token.last4 };
    },
    async refund(captureId) {
      await markTokenRefunded(db, captureId);
    },
  };
}
