// Assembles the order draft of spec §3 from priced cart lines, the addresses and the delivery choice.
// Amounts are cents; the API edge converts them with fromCents. The server builds the order it
// stores with this same function from lines it priced itself.
import type { StoreData } from "../entities/store.schema";
import type { ProductData } from "../entities/product.schema";
import { galleryImages } from "../catalog/gallery";
import { partsFor } from "../catalog/parts";
import { orderBySize, storeSizeList } from "../catalog/sizes";
import { lineFundraiser, type LineFundraiser } from "../pricing/fundraiser";
import type { PersonalizationValue } from "../pricing/personalization";
import type { LineRequest, PricedLine, PricedOrderLines, ProductsById } from "../pricing/price-lines";
import type { CheckoutAddress } from "../validation/address.schema";
import type { DeliveryType, ShippingChoice } from "./shipping-options";
import { checkoutTotals, placeOrderDecision } from "./totals";
import { dividedBy, maxCents, subtractCents, sumCents, ZERO_CENTS, type Cents } from "../money";

export interface OrderSizeEntry {
  size: string;
  quantity: number;
  /** "labelSize" for standard sizes, "customSize" for a part's custom size. */
  type: "labelSize" | "customSize";
  unitPrice: Cents;
  weight: number;
  weightUom: string;
  /** Product id the size belongs to. */
  _product: string;
}

export interface OrderPersonalizationEntry {
  groupId: string;
  label: string;
  size: string;
  name: string;
  value: string;
  price: Cents;
}

export interface OrderLine {
  id: string;
  color: string;
  decorationType: string;
  decorations: ProductData["designs"]["locations"];
  productName: string;
  description: string;
  primaryImage: string;
  productId: string;
  sizeType: "labelSize" | "customSize";
  sizes: OrderSizeEntry[];
  quantity: number;
  /** Average unit price over the sizes (merchandise ÷ quantity, rounded). */
  price: Cents;
  /** Merchandise total of the line. */
  totalPrice: Cents;
  /** Personalization total of the line. */
  totalFee: Cents;
  personalization: OrderPersonalizationEntry[];
  fundraiser: LineFundraiser;
  productClassType: string;
}

export interface OrderContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface OrderDraft {
  billingAddress: CheckoutAddress;
  /** Absent for pick-up. */
  shippingAddress?: CheckoutAddress;
  contact: OrderContact;
  lines: OrderLine[];
  shippingAmount: Cents;
  totalTax: Cents;
  /** subtotal + personalization + tax + shipping, before the gift card. */
  totalAmount: Cents;
  status: "Processing";
  payment: string;
  shippingCarrier: string;
  shippingService: string;
  orderKey: string | undefined;
  /** Gift card amount used on this order. */
  giftCodeBalance: Cents;
  /** What stays on the gift card afterwards. */
  giftCodeRemaining: Cents;
  note: string | undefined;
  customer: { shopSystemCustomerId: string | undefined };
  orderDate: string;
  orderTransaction: { tokenId: string | undefined; paymentAmount: Cents };
  /** Amount due after the gift card. */
  grandTotal: Cents;
  orderFundraiser: Cents;
  taxJarEstimate: unknown;
}

/** A line request that can carry personalization entries with a group and unit. */
export type OrderLineRequest = LineRequest<PersonalizationValue & { groupId?: string; label?: string; size?: string }>;

export interface OrderDraftInput<L extends OrderLineRequest> {
  store: StoreData;
  productsById: ProductsById;
  /** Lines priced by priceLines; they must have no issues. */
  priced: PricedOrderLines<L>;
  billingAddress: CheckoutAddress;
  shippingAddress: CheckoutAddress | undefined;
  delivery: DeliveryType;
  shipping: ShippingChoice | undefined;
  tax: Cents;
  taxJarEstimate?: unknown;
  gift?: { orderKey: string; reserved: Cents; balance: Cents };
  note?: string;
  /** Defaults to the store's first payment method, else 'Credit Card'. */
  payment?: string;
  /** ISO date-time; core has no clock. */
  orderDate: string;
  tokenId?: string;
}

function sizeTypeOf(product: ProductData, color: string, size: string): "labelSize" | "customSize" {
  const part = partsFor(product, { color, size })[0];
  return part !== undefined && part.apparelSize.labelSize === undefined && part.apparelSize.customSize !== undefined
    ? "customSize"
    : "labelSize";
}

function orderLine<L extends OrderLineRequest>(
  store: StoreData,
  product: ProductData,
  group: PricedLine<L>[],
  index: number,
): OrderLine {
  const first = group[0] as PricedLine<L>;
  const { productId, color } = first.request;
  const entries = group.map((line): OrderSizeEntry => ({
    size: line.request.size,
    quantity: line.request.quantity,
    type: sizeTypeOf(product, color, line.request.size),
    unitPrice: line.unitPrice ?? ZERO_CENTS,
    weight: line.weight,
    weightUom: line.weightUom,
    _product: productId,
  }));
  // The product's own size order, else the store's size list (docs/decisions/0092).
  const sizes = orderBySize(
    entries,
    { product: product.productData.sizes, store: storeSizeList(store.sizes) },
    (e) => e.size,
  );
  const quantity = group.reduce((sum, line) => sum + line.request.quantity, 0);
  const totalPrice = sumCents(group.map((line) => line.merchandiseTotal));
  const locations = product.designs.locations;
  return {
    id: String(index + 1),
    color,
    decorationType: locations[0]?.designType ?? "",
    decorations: locations,
    productName: product.productData.productName,
    description: product.productData.descriptionText ?? product.productData.description,
    primaryImage: (galleryImages(product, color)[0] as { url: string }).url,
    productId,
    sizeType: sizes[0]?.type ?? "labelSize",
    sizes,
    quantity,
    price: quantity === 0 ? ZERO_CENTS : dividedBy(totalPrice, quantity),
    totalPrice,
    totalFee: sumCents(group.map((line) => line.personalizationTotal)),
    personalization: group.flatMap((line) =>
      line.personalization.map((entry) => ({
        groupId: entry.groupId ?? "",
        label: entry.label ?? line.request.size,
        size: entry.size ?? line.request.size,
        name: entry.name,
        value: entry.value,
        price: entry.price,
      })),
    ),
    // Once per line, of the line's total (docs/decisions/0008), exactly as priceLines totals it.
    fundraiser: lineFundraiser(store, product, { quantity, merchandiseTotal: totalPrice }),
    productClassType: String(product.productData.productType?.id ?? "1"),
  };
}

/** Groups priced lines into order lines, one per product and colour, in the order they first appear. */
export function orderLines<L extends OrderLineRequest>(
  store: StoreData,
  productsById: ProductsById,
  priced: PricedOrderLines<L>,
): OrderLine[] {
  const groups = new Map<string, PricedLine<L>[]>();
  for (const line of priced.lines) {
    const key = `${line.request.productId}\u0000${line.request.color.trim().toLowerCase()}`;
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  return [...groups.values()].flatMap((group, index) => {
    const product = productsById.get((group[0] as PricedLine<L>).request.productId);
    return product === undefined ? [] : [orderLine(store, product, group, index)];
  });
}

/** The order draft: lines, contact from billing, amounts, delivery, gift card and payment (spec §3). */
export function buildOrderDraft<L extends OrderLineRequest>(input: OrderDraftInput<L>): OrderDraft {
  const { store, priced, billingAddress } = input;
  const shippingAmount = input.shipping?.amount ?? ZERO_CENTS;
  const totals = checkoutTotals({
    subtotal: priced.subtotal,
    personalization: priced.personalizationTotal,
    tax: input.tax,
    shipping: shippingAmount,
    gift: input.gift?.reserved ?? ZERO_CENTS,
  });
  const payment = input.payment ?? store.storeSpecificFeatures.paymentMethods[0] ?? "Credit Card";
  const decision = placeOrderDecision(totals.totalDue, payment);
  const draft: OrderDraft = {
    billingAddress,
    contact: {
      firstName: billingAddress.firstName,
      lastName: billingAddress.lastName,
      email: billingAddress.email,
      phone: billingAddress.phone,
    },
    lines: orderLines(store, input.productsById, priced),
    shippingAmount,
    totalTax: input.tax,
    totalAmount: totals.beforeGift,
    status: "Processing",
    payment,
    shippingCarrier: input.shipping?.carrier ?? "",
    shippingService: input.shipping?.service ?? "",
    orderKey: input.gift?.orderKey,
    giftCodeBalance: totals.giftApplied,
    giftCodeRemaining: maxCents(ZERO_CENTS, subtractCents(input.gift?.balance ?? ZERO_CENTS, totals.giftApplied)),
    note: input.note?.trim() || undefined,
    customer: { shopSystemCustomerId: store.storeSpecificFeatures.swCustomerID },
    orderDate: input.orderDate,
    orderTransaction: {
      tokenId: decision.needsCardToken ? input.tokenId : undefined,
      paymentAmount: decision.paymentAmount,
    },
    grandTotal: totals.totalDue,
    orderFundraiser: priced.fundraiser,
    taxJarEstimate: input.taxJarEstimate,
  };
  if (input.delivery === "toAddress" && input.shippingAddress !== undefined)
    draft.shippingAddress = input.shippingAddress;
  return draft;
}
