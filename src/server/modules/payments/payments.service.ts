// The built-in test card gateway (ARCHITECTURE §7): the browser script posts card data here, to the
// gateway's own endpoint (never to /api), and gets a token; only the brand and last 4 digits are kept.
// Test cards: 4242 4242 4242 4242 approves, 4000 0000 0000 0002 declines, any other Luhn-valid number
// approves, and a number failing Luhn is refused at tokenisation.
import { shopperMessage } from "~core/i18n/message";
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";
import { invalid } from "~server/http/errors";
import { cardBrand, luhnValid } from "./card-number";
import { insertPaymentToken } from "./payments.repository";

/** Refuses card numbers anywhere in a request body: card data never reaches our server (ARCHITECTURE §5). */
export { containsCardNumber } from "./card-number";

export const DECLINING_TEST_CARD = "4000000000000002";
/** A token is good for an hour, like a hosted provider's single-use tokens. */
export const TOKEN_TTL_MS = 60 * 60 * 1000;

export interface CardInput {
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
}

export interface CardToken {
  tokenId: string;
  brand: string;
  last4: string;
}

// Letters only: a token can never look like a card number to the order body scan.
const TOKEN_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

function newTokenId(): string {
  const bytes = randomBytes(24);
  let id = "tok_";
  for (const byte of bytes) id += TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length];
  return id;
}

export async function createCardToken(db: Kysely<DB>, card: CardInput, now: Date): Promise<CardToken> {
  const digits = card.number.replace(/[\s-]/g, "");
  if (!luhnValid(digits))
    throw invalid(shopperMessage("payment.numberInvalid"), [{ path: "number", message: "invalid" }], "number");
  const month = Number(card.expMonth);
  const yearText = card.expYear.trim();
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw invalid(shopperMessage("payment.monthInvalid"), undefined, "expMonth");
  const currentYear = now.getUTCFullYear();
  const expired = year < currentYear || (year === currentYear && month < now.getUTCMonth() + 1);
  if (!Number.isInteger(year) || expired || year > currentYear + 30)
    throw invalid(shopperMessage("payment.yearInvalid"), undefined, "expYear");
  const expectedCvc = cardBrand(digits) === "American Express" ? 4 : 3;
  if (!new RegExp(`^\\d{${expectedCvc}}$`).test(card.cvc.trim()))
    throw invalid(shopperMessage("payment.cvcLength", { digits: expectedCvc }), undefined, "cvc");

  const token: CardToken = { tokenId: newTokenId(), brand: cardBrand(digits), last4: digits.slice(-4) };
  await insertPaymentToken(db, {
    id: token.tokenId,
    brand: token.brand,
    last4: token.last4,
    exp_month: month,
    exp_year: year,
    outcome: digits === DECLINING_TEST_CARD ? "decline" : "approve",
    status: "unused",
    capture_key: null,
    amount_cents: null,
    created_at: now.toISOString(),
    used_at: null,
  });
  return token;
}
