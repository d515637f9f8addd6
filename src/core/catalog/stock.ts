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

/**
 * The product with the units taken off the inventory records of their colour and size (decision
 * 0080). Units beyond what is recorded are still taken, from the last record that fits, so the count
 * goes below zero: a store that lets shoppers order beyond stock sees how many units it owes. A colour
 * and size with no recorded count is left alone (its stock is not tracked).
 */
export function takeStock(product: ProductData, units: readonly StockRequest[]): ProductData {
  let records = product.inventoryData.partInventoryArray;
  for (const unit of units) {
    const partIds = new Set(partsFor(product, unit).map((p) => p.partId));
    const counted = records
      .map((record, index) => ({ record, index }))
      .filter(({ record }) => countOf(record) !== undefined && inventoryRecordFits(product, record, unit, partIds));
    const last = counted.at(-1)?.index;
    let remaining = unit.quantity;
    records = records.map((record, index) => {
      const count = countOf(record);
      if (remaining <= 0 || count === undefined || !inventoryRecordFits(product, record, unit, partIds)) return record;
      const taken = index === last ? remaining : Math.min(Math.max(0, count), remaining);
      remaining -= taken;
      return withCount(record, count - taken);
    });
  }
  return { ...product, inventoryData: { ...product.inventoryData, partInventoryArray: records } };
}

/**
 * The product with the units put back on their colour and size (a cancellation, a refunded unit):
 * added to the first record that fits and holds a count; an untracked colour and size is left alone.
 */
export function putBackStock(product: ProductData, units: readonly StockRequest[]): ProductData {
  let records = product.inventoryData.partInventoryArray;
  for (const unit of units) {
    const partIds = new Set(partsFor(product, unit).map((p) => p.partId));
    let done = false;
    records = records.map((record) => {
      const count = countOf(record);
      if (done || count === undefined || !inventoryRecordFits(product, record, unit, partIds)) return record;
      done = true;
      return withCount(record, count + unit.quantity);
    });
  }
  return { ...product, inventoryData: { ...product.inventoryData, partInventoryArray: records } };
}

type InventoryRecord = ProductData["inventoryData"]["partInventoryArray"][number];

const countOf = (record: InventoryRecord) => record.quantityAvailable?.quantity.value ?? record.inventory;

const withCount = (record: InventoryRecord, count: number): InventoryRecord =>
  record.quantityAvailable
    ? { ...record, quantityAvailable: { quantity: { value: count } } }
    : { ...record, inventory: count };

/** The refusal of an order whose units are no longer there. */
export function stockMessage(productName: string, unit: StockRequest, available: number): ShopperMessage {
  const where = { name: productName, color: unit.color, size: unit.size };
  return available <= 0
    ? shopperMessage("stock.soldOut", where)
    : shopperMessage("stock.short", { ...where, count: available });
}
