// Server-side repricing of client order lines (ARCHITECTURE §6): every line is priced again with the
// core's priceLines from the products in the database; a client price that differs is a 409 with the
// current prices, so the shopper reviews the order and nothing is charged at a price not shown.
import type { Kysely } from "kysely";
import { type OrderLine, orderLines } from "~core/checkout/order-draft";
import type { ProductData } from "~core/entities/product.schema";
import { fromCents, toCents } from "~core/money";
import { shopperMessage } from "~core/i18n/message";
import { type LineIssue, type PricedCart, priceCartLines } from "~core/pricing/cart-lines";
import type { StoreData } from "~core/entities/store.schema";
import type { DB } from "~server/db/schema";
import { AppError, conflict } from "~server/http/errors";
import { findActiveProductsByIds } from "~server/modules/catalog/catalog.service";
import type { WireOrderLine } from "./estimates.schema";

export const PRICES_CHANGED = shopperMessage("order.pricesChanged");

export interface RepricedLines {
  priced: PricedCart;
  productsById: Map<string, ProductData>;
  /** The order lines as the server builds them (cents). */
  lines: OrderLine[];
}

/**
 * Reprices the lines with core priceCartLines (the quote and the browser take the same path);
 * refuses (422) what cannot be sold as asked, each problem with its code, and (409) client prices
 * that differ. Inactive products are not sold: they are not loaded, so they are unknown.
 */
export async function repriceLines(
  db: Kysely<DB>,
  store: { id: string; data: StoreData },
  wire: readonly WireOrderLine[],
): Promise<RepricedLines> {
  if (!wire.some((line) => line.sizes.some((s) => s.quantity > 0)))
    throw new AppError("invalid", shopperMessage("order.noItems"), { path: "lines" });
  const productsById = await findActiveProductsByIds(
    db,
    store.id,
    wire.map((line) => line.productId),
  );
  const priced = priceCartLines(store.data, productsById, wire);
  if (priced.issues.length > 0) {
    throw new AppError("unprocessable", (priced.issues[0] as LineIssue).message, {
      issues: priced.issues.map((issue) => ({
        path: `lines[${issue.lineIndex}]`,
        code: issue.code,
        message: issue.message,
      })),
    });
  }
  const lines = orderLines(store.data, productsById, priced);
  if (clientPricesDiffer(wire, lines)) throw conflict(PRICES_CHANGED, { lines: lines.map(orderLineToWire) });
  return { priced, productsById, lines };
}

const lineKey = (productId: string, color: string) => `${productId}\u0000${color.trim().toLowerCase()}`;

/**
 * Whether a client figure differs from the server's. Client lines of the same product and colour
 * are one order line on the server, so their totals are compared summed; a line price (an average)
 * is compared only when the client sent the line once.
 */
function clientPricesDiffer(wire: readonly WireOrderLine[], server: readonly OrderLine[]): boolean {
  const byKey = new Map(server.map((line) => [lineKey(line.productId, line.color), line]));
  const sent = new Map<string, { lines: WireOrderLine[]; totalPrice?: number; totalFee?: number }>();
  for (const line of wire) {
    const key = lineKey(line.productId, line.color);
    const group = sent.get(key) ?? { lines: [] };
    group.lines.push(line);
    if (line.totalPrice !== undefined) group.totalPrice = (group.totalPrice ?? 0) + toCents(line.totalPrice);
    if (line.totalFee !== undefined) group.totalFee = (group.totalFee ?? 0) + toCents(line.totalFee);
    sent.set(key, group);
  }
  const differs = (client: number | undefined, cents: number) => client !== undefined && toCents(client) !== cents;
  for (const [key, group] of sent) {
    const own = byKey.get(key);
    if (!own) continue;
    const unitPrices = new Map(own.sizes.map((s) => [s.size.trim().toLowerCase(), s.unitPrice]));
    if (group.totalPrice !== undefined && group.totalPrice !== own.totalPrice) return true;
    if (group.totalFee !== undefined && group.totalFee !== own.totalFee) return true;
    if (group.lines.length === 1 && differs(group.lines[0]?.price, own.price)) return true;
    for (const line of group.lines) {
      for (const entry of line.sizes) {
        const cents = unitPrices.get(entry.size.trim().toLowerCase());
        if (cents !== undefined && differs(entry.unitPrice, cents)) return true;
      }
    }
  }
  return false;
}

/** An order line for the API (decimal amounts). */
export function orderLineToWire(line: OrderLine) {
  return {
    ...line,
    price: fromCents(line.price),
    totalPrice: fromCents(line.totalPrice),
    totalFee: fromCents(line.totalFee),
    sizes: line.sizes.map((s) => ({ ...s, unitPrice: fromCents(s.unitPrice) })),
    personalization: line.personalization.map((p) => ({ ...p, price: fromCents(p.price) })),
    fundraiser: {
      itemTotal: fromCents(line.fundraiser.itemTotal),
      percentageAmount: fromCents(line.fundraiser.percentageAmount),
    },
  };
}

const POUNDS_PER: Record<string, number> = { LB: 1, LBS: 1, OZ: 1 / 16, KG: 2.20462, G: 0.00220462 };

/** Total shipping weight in pounds of the priced lines (core weights per unit × quantity). */
export function totalWeightLb(priced: PricedCart): number {
  const pounds = priced.lines.reduce(
    (sum, line) => sum + line.weight * (POUNDS_PER[line.weightUom.trim().toUpperCase()] ?? 1) * line.request.quantity,
    0,
  );
  return Math.round(pounds * 100) / 100;
}
