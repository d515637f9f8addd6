// Prices a cart on the server from the database documents with the core price-lines function, the same
// one the browser's cart uses (ARCHITECTURE §2). Cents inside; decimals only in the answer.
import { setImmediate } from "node:timers/promises";
import type { Kysely } from "kysely";
import type { Locale } from "~core/i18n/locale";
import { formatMessage } from "~core/i18n/messages";
import { addCents, fromCents, sumCents, timesQuantity, ZERO_CENTS, type Cents } from "~core/money";
import { priceCartLines, type LineIssue } from "~core/pricing/cart-lines";
import type { UnitEntry } from "~core/pricing/personalization-units";
import type { TenantStore } from "~server/context";
import type { DB } from "~server/db/schema";
import { invalid } from "~server/http/errors";
import { findActiveProductsByIds } from "~server/modules/catalog/catalog.service";
import type { Quote, QuoteBody } from "./quote.schema";

/** A core issue as the quote answers it: only the fields the issue has, its message in the language. */
function issueToWire(issue: LineIssue, locale: Locale): Quote["issues"][number] {
  const wire: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(issue)) {
    if (key === "message") wire.message = formatMessage(locale, issue.message);
    else if (value !== undefined) wire[key] = value;
  }
  return wire as Quote["issues"][number];
}

/** The cart priced; its issues' messages in the shopper's language. */
export async function quoteCart(
  db: Kysely<DB>,
  store: TenantStore,
  body: QuoteBody,
  locale: Locale = "en",
): Promise<Quote> {
  const products = await findActiveProductsByIds(
    db,
    store.id,
    body.lines.map((line) => line.productId),
    store.version,
  );
  const unknown = body.lines.findIndex((line) => !products.has(line.productId));
  if (unknown !== -1) {
    const path = `lines[${unknown}].productId`;
    const message = `unknown product "${body.lines[unknown]?.productId}"`;
    throw invalid(`${path}: ${message}`, [{ path, message }]);
  }

  const priced = priceCartLines(store.data, products, body.lines);
  // The answer is written in a turn of its own, so requests waiting meanwhile are served in between (#48).
  await setImmediate();
  // Each cart line gets its own entries back, with the store's prices, in one pass.
  const entriesByLine = new Map<number, (UnitEntry & { price: Cents })[]>();
  for (const unit of priced.lines) {
    for (const entry of unit.personalization) {
      const list = entriesByLine.get(entry.lineIndex);
      if (list) list.push(entry);
      else entriesByLine.set(entry.lineIndex, [entry]);
    }
  }
  const lines = body.lines.map((line, index) => {
    const sizes = (priced.byLine[index]?.sizes ?? []).filter((s) => s.quantity > 0);
    // The entry as the request named it, priced: every field but the cart line and unit numbers.
    const personalization = (entriesByLine.get(index) ?? []).map((entry) => ({
      name: entry.name,
      value: entry.value,
      groupId: entry.groupId,
      size: entry.size,
      label: entry.label,
      price: fromCents(entry.price),
    }));
    const merchandise = sumCents(sizes.map((s) => timesQuantity(s.unit?.unitPrice ?? ZERO_CENTS, s.quantity)));
    const personalizationTotal = sumCents((entriesByLine.get(index) ?? []).map((entry) => entry.price));
    return {
      productId: line.productId,
      productName: products.get(line.productId)?.productData.productName ?? "",
      color: sizes[0]?.unit?.request.color ?? line.color,
      quantity: sizes.reduce((sum, s) => sum + s.quantity, 0),
      sizes: sizes.map((s) => ({
        size: s.unit?.request.size ?? s.size,
        quantity: s.quantity,
        unitPrice: s.unit?.unitPrice === undefined ? null : fromCents(s.unit.unitPrice),
        sizeMarkup: fromCents(s.unit?.sizeMarkup ?? ZERO_CENTS),
        total: fromCents(timesQuantity(s.unit?.unitPrice ?? ZERO_CENTS, s.quantity)),
        weight: s.unit?.weight ?? 0,
        weightUom: s.unit?.weightUom ?? "LB",
      })),
      personalization,
      personalizationTotal: fromCents(personalizationTotal),
      totalPrice: fromCents(merchandise),
    };
  });
  return {
    lines,
    subtotal: fromCents(priced.subtotal),
    personalizationTotal: fromCents(priced.personalizationTotal),
    fundraiser: fromCents(priced.fundraiser),
    total: fromCents(addCents(priced.subtotal, priced.personalizationTotal)),
    issues: priced.issues
      .filter((issue) => issue.code !== "unknown_product")
      .map((issue) => issueToWire(issue, locale)),
  };
}
