// What a shopper is about to buy on the product page and in the quick view (spec §2 Product page, §4,
// §5): the sizes of a colour, the default colour, the running prices of a selection of sizes,
// quantities and personalization values, and the cart lines it becomes. Every price comes from
// core's pricing, the same functions the server charges with.
import { inventoryFor, isSizeBlocked, isSizeShown } from "../catalog/badges";
import { partSize, partsFor, sameLabel } from "../catalog/parts";
import { orderBySize, orderSizes } from "../catalog/sizes";
import type { PricedProductData } from "../catalog/priced-product";
import type { StoreData } from "../entities/store.schema";
import { personalizationFieldPrice } from "../pricing/personalization";
import { minimumPricedQuantity, nextTierHint, priceTable, sizeMarkup, unitPrice } from "../pricing/product-pricing";
import { unitWeight } from "../pricing/weight";
import { sumCents, timesQuantity, ZERO_CENTS, type Cents } from "../money";
import { recomputeCartTotals, type Cart, type NewCartItem, type PersonalizationEntry } from "./cart";

export interface PurchasableProduct {
  id: string;
  data: PricedProductData;
}

/** Key of one personalization value: size, unit number (from 1) and field name. */
export function personalizationKey(size: string, unit: number, field: string): string {
  return `${size}|${unit}|${field}`;
}

/**
 * The size labels of a colour (the product's sizes when its parts name none), in the product's own
 * size order, else the store's size list's (orderSizes, docs/decisions/0092).
 */
export function sizesFor(product: PricedProductData, color: string, storeSizes?: StoreData["sizes"]): string[] {
  const labels = new Set<string>();
  for (const part of partsFor(product, { color })) {
    const size = partSize(part);
    if (size) labels.add(size);
  }
  return orderSizes(labels.size > 0 ? [...labels] : product.productData.sizes, {
    product: product.productData.sizes,
    store: storeSizes,
  });
}

/** The first colour with a size that can be bought, else the first colour. */
export function defaultColor(store: StoreData, product: PricedProductData): string {
  const colors = product.productData.colors.map((c) => c.colorName);
  const buyable = colors.find((color) =>
    sizesFor(product, color, store.sizes).some((size) => {
      const inventory = inventoryFor(product, { color, size });
      return isSizeShown(store, inventory) && !isSizeBlocked(store, inventory);
    }),
  );
  return buyable ?? colors[0] ?? "";
}

/** The size rows shown for a colour: each size with its inventory (undefined: not tracked). */
export function sizeRows(store: StoreData, product: PricedProductData, color: string) {
  return sizesFor(product, color, store.sizes)
    .map((size) => ({ size, inventory: inventoryFor(product, { color, size }) }))
    .filter((row) => isSizeShown(store, row.inventory));
}

export interface SelectionInput {
  color: string;
  /** Units asked per size ("" or 0: none). */
  quantities: Readonly<Record<string, number | "">>;
  /** Personalization values by personalizationKey. */
  names: Readonly<Record<string, string>>;
  /**
   * Units of the same product already in the cart (any colour): tiers count the whole cart, so the
   * selection is priced at its own units plus these, as the cart and the server will price it.
   */
  inCart?: number;
}

/** A selection's units and running prices, all in cents. */
export interface PurchaseSelection {
  rows: { size: string; inventory: number | undefined }[];
  /** The sizes with units asked, in row order. */
  selected: { size: string; quantity: number }[];
  total: number;
  /** Units of the product already in the cart. */
  inCart: number;
  /** The total the selection is priced at once added: total + inCart (0 while nothing is chosen). */
  pricedTotal: number;
  /** The smallest quantity with a price; undefined when none has. */
  minimum: number | undefined;
  /** The quantity row prices are shown at: the total, or the first priced quantity before any. */
  pricedAt: number;
  /** The price table (priceTable): a row per run of quantities with one unit price. */
  tiers: ReturnType<typeof priceTable>;
  currentUnit: Cents | undefined;
  hint: ReturnType<typeof nextTierHint>;
  personalizationFields: string[];
  showPersonalization: boolean;
  /** Filled-in personalization values (blank ones are left out). */
  entries: PersonalizationEntry[];
  merchandise: Cents;
  personalizationTotal: Cents;
}

export function purchaseSelection(
  store: StoreData,
  product: PricedProductData,
  { color, quantities, names, inCart = 0 }: SelectionInput,
  rows = sizeRows(store, product, color),
): PurchaseSelection {
  const selected = rows
    .map((row) => ({ size: row.size, quantity: Number(quantities[row.size] || 0) }))
    .filter((row) => row.quantity > 0);
  const total = selected.reduce((sum, row) => sum + row.quantity, 0);
  const pricedTotal = total > 0 ? total + inCart : 0;
  const minimum = minimumPricedQuantity(store, product, { color });
  const personalizationFields = product.personalization.isEnable ? product.personalization.list : [];
  const showPersonalization = personalizationFields.length > 0 && total > 0;
  const entries: PersonalizationEntry[] = showPersonalization
    ? selected
        .flatMap(({ size, quantity }) =>
          Array.from({ length: quantity }, (_, unit) =>
            personalizationFields.map((field) => ({
              groupId: `${size}-${unit + 1}`,
              uniqueId: `${size}-${unit + 1}-${field}`,
              size,
              label: field,
              name: field.trim(),
              value: (names[personalizationKey(size, unit + 1, field)] ?? "").trim(),
              price: personalizationFieldPrice(store, field),
            })),
          ).flat(),
        )
        .filter((entry) => entry.value !== "")
    : [];
  return {
    rows,
    selected,
    total,
    inCart,
    pricedTotal,
    minimum,
    pricedAt: Math.max(total + inCart, minimum ?? 1),
    tiers: priceTable(store, product, { color }),
    currentUnit: total > 0 ? unitPrice(store, product, { color, quantity: pricedTotal }) : undefined,
    hint: total > 0 ? nextTierHint(store, product, { color, quantity: pricedTotal }) : undefined,
    personalizationFields,
    showPersonalization,
    entries,
    merchandise: sumCents(
      selected.map((row) =>
        timesQuantity(
          unitPrice(store, product, { color, size: row.size, quantity: pricedTotal }) ?? ZERO_CENTS,
          row.quantity,
        ),
      ),
    ),
    personalizationTotal: sumCents(entries.map((entry) => entry.price)),
  };
}

/** The cart lines a selection becomes: one per size, priced at the product's total once added. */
export function selectionCartItems(
  store: StoreData,
  product: PurchasableProduct,
  color: string,
  selection: Pick<PurchaseSelection, "selected" | "entries" | "pricedTotal">,
  imageUrl: string,
): NewCartItem[] {
  const data = product.data;
  const sizes = selection.selected.length > 0 ? sizesFor(data, color, store.sizes) : [];
  return selection.selected.map(({ size, quantity }) => {
    const weight = unitWeight(data, { color, size });
    return {
      product: {
        id: product.id,
        name: data.productData.productName,
        slug: data.productData.slug,
        sizes,
      },
      options: { personalization: selection.entries.filter((entry) => entry.size === size) },
      label: size,
      color,
      price: unitPrice(store, data, { color, size, quantity: selection.pricedTotal }) ?? ZERO_CENTS,
      quantity,
      weight: weight.weight,
      weightUom: weight.weightUom,
      imageUrl,
      sizeMarkup: sizeMarkup(data, size),
      productClassType: String(data.productData.productType?.id ?? 1),
    };
  });
}

/**
 * The lines of one product and colour stay together, where the first of them came, in the order of
 * the product's sizes as its page showed them (the newest line's list; docs/decisions/0092).
 */
export function inSizeOrder(items: readonly Cart["items"][number][]): Cart["items"] {
  const groups: Cart["items"][number][][] = [];
  for (const item of items) {
    const group = groups.find((g) => g[0]?.product.id === item.product.id && sameLabel(g[0]?.color, item.color));
    if (group) group.push(item);
    else groups.push([item]);
  }
  return groups.flatMap((group) => {
    const sizes = group.findLast((item) => item.product.sizes !== undefined)?.product.sizes;
    return orderBySize(group, { product: sizes }, (item) => item.label);
  });
}

/**
 * After an add, the product's lines are put in its size order (inSizeOrder: here rather than in the
 * shell's cart, so the shell's script stays small), and every line of this product is priced at the
 * product's new total in the cart (tiers count the whole cart); the cart page confirms these with
 * the server's quote.
 */
export function repriceProductLines(store: StoreData, product: PurchasableProduct, cart: Cart): Cart {
  cart = { ...cart, items: inSizeOrder(cart.items) };
  const inCart = cart.items.filter((item) => item.product.id === product.id).reduce((s, i) => s + i.quantity, 0);
  const items = cart.items.map((item) => {
    if (item.product.id !== product.id) return item;
    const price =
      unitPrice(store, product.data, { color: item.color, size: item.label, quantity: inCart }) ?? item.price;
    return { ...item, price };
  });
  return recomputeCartTotals({ ...cart, items });
}
