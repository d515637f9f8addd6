// Prices a cart on the server from the database documents with the core price-lines function, the same
// one the browser's cart uses (ARCHITECTURE §2). Cents inside; decimals only in the answer.
import type { Kysely } from "kysely";
import { fromCents } from "~core/money";
import { priceLines, type LineRequest } from "~core/pricing/price-lines";
import type { TenantStore } from "~server/context";
import type { DB } from "~server/db/schema";
import { invalid } from "~server/http/errors";
import { findActiveProductsByIds } from "~server/modules/catalog/catalog.service";
import type { Quote, QuoteBody, QuotePersonalization } from "./quote.schema";

interface SizeLine extends LineRequest<QuotePersonalization> {
  lineIndex: number;
}

/** One core line per size with a quantity; each personalization entry rides with its size (or the first). */
function toSizeLines(body: QuoteBody): SizeLine[] {
  return body.lines.flatMap((line, lineIndex) => {
    const sizes = line.sizes.filter((s) => s.quantity > 0);
    const first = sizes[0]?.size;
    return sizes.map(({ size, quantity }) => ({
      lineIndex,
      productId: line.productId,
      color: line.color,
      size,
      quantity,
      personalization: line.personalization.filter((entry) => (entry.size ?? first) === size),
    }));
  });
}

export async function quoteCart(db: Kysely<DB>, store: TenantStore, body: QuoteBody): Promise<Quote> {
  const products = await findActiveProductsByIds(
    db,
    store.id,
    body.lines.map((line) => line.productId),
  );
  const unknown = body.lines.findIndex((line) => !products.has(line.productId));
  if (unknown !== -1) {
    const path = `lines[${unknown}].productId`;
    const message = `unknown product "${body.lines[unknown]?.productId}"`;
    throw invalid(`${path}: ${message}`, [{ path, message }]);
  }

  const priced = priceLines(store.data, products, toSizeLines(body));
  const lines = body.lines.map((line, index) => {
    const parts = priced.lines.filter((p) => p.request.lineIndex === index);
    const personalization = parts.flatMap((p) => p.personalization);
    return {
      productId: line.productId,
      productName: parts[0]?.productName ?? "",
      color: line.color,
      quantity: parts.reduce((sum, p) => sum + p.request.quantity, 0),
      sizes: parts.map((p) => ({
        size: p.request.size,
        quantity: p.request.quantity,
        unitPrice: p.unitPrice === undefined ? null : fromCents(p.unitPrice),
        sizeMarkup: fromCents(p.sizeMarkup),
        total: fromCents(p.merchandiseTotal),
        weight: p.weight,
        weightUom: p.weightUom,
      })),
      personalization: personalization.map((entry) => ({ ...entry, price: fromCents(entry.price) })),
      personalizationTotal: fromCents(parts.reduce((sum, p) => sum + p.personalizationTotal, 0)),
      totalPrice: fromCents(parts.reduce((sum, p) => sum + p.merchandiseTotal, 0)),
    };
  });
  return {
    lines,
    subtotal: fromCents(priced.subtotal),
    personalizationTotal: fromCents(priced.personalizationTotal),
    fundraiser: fromCents(priced.fundraiser),
    total: fromCents(priced.subtotal + priced.personalizationTotal),
    issues: priced.issues.flatMap((issue) =>
      issue.code === "unknown_product"
        ? []
        : [
            {
              code: issue.code,
              productId: issue.productId,
              message: issue.message,
              ...(issue.code === "no_price" && issue.minimumQuantity !== undefined
                ? { minimumQuantity: issue.minimumQuantity }
                : {}),
            },
          ],
    ),
  };
}
