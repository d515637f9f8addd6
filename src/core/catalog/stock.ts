// Stock rules of 'Block out of stock shopping' (spec §3 storeSpecificFeatures): whether the units a
// cart asks for are there, and the product document with them taken. The quote and the order check
// with stockShortfall; the order takes the units with takeStock under the store's order lock.
import type { StoreData } from "../entities/store.schema";
import type { ProductData } from "../entities/product.schema";
import { shopperMessage, type ShopperMessage } from "../i18n/message";
import { inventoryFor, inventoryRecordFits, isSizeBlocked } from "./badges";
import { partsFor } from "./parts";

export interface StockRequest {
  color: string;
  size: string;
  quantity: number;
}

/**
 * Units left when the store blocks out-of-stock shopping and fewer than asked are recorded (0 when
 * sold out); undefined when the units can be sold (enough stock, nothing recorded, or not blocked).
 */
export function stockShortfall(store: StoreData, product: ProductData, unit: StockRequest): number | undefined {
  if (!isSizeBlocked(store, 0)) return undefined;
  const inStock = inventoryFor(product, unit);
  return inStock !== undefined && inStock < unit.quantity ? Math.max(0, inStock) : undefined;
}

/** The product with the units taken off the inventory records of their colour and size. */
export function takeStock(product: ProductData, units: readonly StockRequest[]): ProductData {
  let records = product.inventoryData.partInventoryArray;
  for (const unit of units) {
    const partIds = new Set(partsFor(product, unit).map((p) => p.partId));
    let remaining = unit.quantity;
    records = records.map((record) => {
      const count = record.quantityAvailable?.quantity.value ?? record.inventory;
      if (remaining <= 0 || count === undefined || !inventoryRecordFits(product, record, unit, partIds)) return record;
      const taken = Math.min(count, remaining);
      remaining -= taken;
      return record.quantityAvailable
        ? { ...record, quantityAvailable: { quantity: { value: count - taken } } }
        : { ...record, inventory: count - taken };
    });
  }
  return { ...product, inventoryData: { ...product.inventoryData, partInventoryArray: records } };
}

/** The refusal of an order whose units are no longer there. */
export function stockMessage(productName: string, unit: StockRequest, available: number): ShopperMessage {
  const where = { name: productName, color: unit.color, size: unit.size };
  return available <= 0
    ? shopperMessage("stock.soldOut", where)
    : shopperMessage("stock.short", { ...where, count: available });
}
