// Server-side repricing of client order lines (ARCHITECTURE §6): every line is priced again with the
// core's priceLines from the products in the database; a client price that differs is a 409 with the
// current prices, so the shopper reviews the order and nothing is charged at a price not shown.
import type { Kysely } from "kysely";
import { type OrderLine, type OrderLineRequest, orderLines } from "~core/checkout/order-draft";
import type { ProductData } from "~core/entities/product.schema";
import { fromCents, toCents } from "~core/money";
import { type PricedLines, priceLines } from "~core/pricing/price-lines";
import type { StoreData } from "~core/entities/store.schema";
import type { DB } from "~server/db/schema";
import { AppError, conflict } from "~server/http/errors";
import { findProductById } from "~server/modules/products/products.repository";
import type { WireOrderLine } from "./estimates.schema";

export const PRICES_CHANGED = "Prices changed. Please review your order.";

export interface RepricedLines {
  priced: PricedLines<OrderLineRequest>;
  productsById: Map<string, ProductData>;
  /** The order lines as the server builds them (cents). */
  lines: OrderLine[];
}

/** One line request per size entry; personalization goes to the size it names (else the line's first size). */
export function lineRequests(wire: readonly WireOrderLine[]): OrderLineRequest[] {
  return wire.flatMap((line) => {
    const sizes = line.sizes.filter((s) => s.quantity > 0);
    return sizes.map((entry, index) => ({
      productId: line.productId,
      color: line.color,
      size: entry.size,
      quantity: entry.quantity,
      personalization: line.personalization
        .filter((p) => {
          const target = (p.size ?? p.label ?? "").trim().toLowerCase();
          const own = sizes.findIndex((s) => s.size.trim().toLowerCase() === target);
          return own === -1 ? index === 0 : own === index;
        })
        .map((p) => ({ groupId: p.groupId, label: p.label, size: p.size, name: p.name, value: p.value })),
    }));
  });
}

async function loadProducts(db: Kysely<DB>, storeId: string, ids: Iterable<string>) {
  const productsById = new Map<string, ProductData>();
  for (const id of new Set(ids)) {
    const product = await findProductById(db, storeId, id);
    // An inactive product is not sold: priceLines reports it as unknown.
    if (product?.data.productOptions.activeProduct) productsById.set(id, product.data);
  }
  return productsById;
}

/** Reprices the lines; refuses (422) what cannot be sold as asked and (409) client prices that differ. */
export async function repriceLines(
  db: Kysely<DB>,
  store: { id: string; data: StoreData },
  wire: readonly WireOrderLine[],
): Promise<RepricedLines> {
  const requests = lineRequests(wire);
  if (requests.length === 0) throw new AppError("invalid", "lines: every size quantity is 0; the order has no items.");
  const productsById = await loadProducts(
    db,
    store.id,
    requests.map((r) => r.productId),
  );
  const priced = priceLines(store.data, productsById, requests);
  if (priced.issues.length > 0) {
    throw new AppError("unprocessable", (priced.issues[0] as { message: string }).message, {
      issues: priced.issues.map((issue) => ({ path: `lines(${issue.productId})`, message: issue.message })),
    });
  }
  const lines = orderLines(productsById, priced);
  if (clientPricesDiffer(wire, lines)) throw conflict(PRICES_CHANGED, { lines: lines.map(orderLineToWire) });
  return { priced, productsById, lines };
}

const lineKey = (productId: string, color: string) => `${productId}\u0000${color.trim().toLowerCase()}`;

function clientPricesDiffer(wire: readonly WireOrderLine[], server: readonly OrderLine[]): boolean {
  const byKey = new Map(server.map((line) => [lineKey(line.productId, line.color), line]));
  const differs = (client: number | undefined, cents: number) => client !== undefined && toCents(client) !== cents;
  return wire.some((line) => {
    const own = byKey.get(lineKey(line.productId, line.color));
    if (!own) return false;
    if (
      differs(line.price, own.price) ||
      differs(line.totalPrice, own.totalPrice) ||
      differs(line.totalFee, own.totalFee)
    ) {
      return true;
    }
    return line.sizes.some((entry) => {
      const size = own.sizes.find((s) => s.size.trim().toLowerCase() === entry.size.trim().toLowerCase());
      return size !== undefined && differs(entry.unitPrice, size.unitPrice);
    });
  });
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
export function totalWeightLb(priced: PricedLines<OrderLineRequest>): number {
  const pounds = priced.lines.reduce(
    (sum, line) => sum + line.weight * (POUNDS_PER[line.weightUom.trim().toUpperCase()] ?? 1) * line.request.quantity,
    0,
  );
  return Math.round(pounds * 100) / 100;
}
