import { describe, expect, it } from "vitest";
import { makeStore, makeTee } from "../test-fixtures";
import { priceLines } from "../pricing/price-lines";
import { CheckoutAddressSchema } from "../validation/address.schema";
import { buildOrderDraft, orderLines } from "./order-draft";
import { cents } from "../money";

const store = makeStore({
  pricingManagement: { productCost: { enabled: true, xValues: [1, 12], formulas: [[0, "partPrice * 1.5"]] } },
  personalizationManagement: [{ name: "Name", price: 5 }],
  storeSpecificFeatures: { paymentMethods: ["Credit Card", "Terms"], swCustomerID: "SW-42" },
  fundraiser: { isEnabled: true, amountPerItem: 1, amountPerOrder: 0, percentage: 0 },
});
const tee = makeTee({
  productData: { productType: { id: 7 }, descriptionText: "Soft cotton tee" },
  mediaData: { media: [{ url: "/media/demo/tee-navy.jpg", color: "Navy" }] },
  designs: { locations: [{ name: "Front", designType: "Screen Print", colorsTotal: 2 }] },
});
const products = new Map([["p-1", tee]]);
const billing = CheckoutAddressSchema.parse({
  firstName: "Ana",
  lastName: "Lopez",
  email: "ana@example.com",
  phone: "5551234567",
  address1: "1 Main St",
  city: "Austin",
  state: "tx",
  zip: "78701",
});
const shippingAddress = { ...billing, address1: "2 Side St" };
const priced = priceLines(store, products, [
  {
    productId: "p-1",
    color: "Navy",
    size: "XL",
    quantity: 4,
    personalization: [{ name: "Name", value: "Ana", groupId: "g1" }],
  },
  { productId: "p-1", color: "Navy", size: "S", quantity: 8 },
  { productId: "p-1", color: "Red", size: "S", quantity: 2 },
]);
const ups = { carrier: "UPS", service: "Ground", amount: cents(1_200), description: undefined, isPickUp: false };

describe("order draft", () => {
  it("groups lines by product and colour with a size entry per size, in size order", () => {
    const lines = orderLines(store, products, priced);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toEqual({
      id: "1",
      color: "Navy",
      decorationType: "Screen Print",
      decorations: [{ name: "Front", designType: "Screen Print", colorsTotal: 2 }],
      productName: "Classic Tee",
      description: "Soft cotton tee",
      primaryImage: "/media/demo/tee-navy.jpg",
      productId: "p-1",
      sizeType: "labelSize",
      sizes: [
        { size: "S", quantity: 8, type: "labelSize", unitPrice: 900, weight: 0.17, weightUom: "LB", _product: "p-1" },
        { size: "XL", quantity: 4, type: "labelSize", unitPrice: 1200, weight: 0, weightUom: "LB", _product: "p-1" },
      ],
      quantity: 12,
      price: 1000,
      totalPrice: 12_000,
      totalFee: 500,
      personalization: [{ groupId: "g1", label: "XL", size: "XL", name: "Name", value: "Ana", price: 500 }],
      fundraiser: { itemTotal: 1200, percentageAmount: 0 },
      productClassType: "7",
    });
    expect(lines[1]).toMatchObject({ color: "Red", quantity: 2, totalPrice: 2 * 825 });
  });

  it("assembles the order for delivery to an address, contact taken from billing", () => {
    const draft = buildOrderDraft({
      store,
      productsById: products,
      priced,
      billingAddress: billing,
      shippingAddress,
      delivery: "toAddress",
      shipping: ups,
      tax: cents(900),
      gift: { orderKey: "ok-1", reserved: cents(2_000), balance: cents(5_000) },
      note: "  Leave at the door ",
      orderDate: "2025-05-01T10:00:00.000Z",
      tokenId: "tok_1",
    });
    const beforeGift = priced.subtotal + 500 + 900 + 1_200;
    expect(draft).toMatchObject({
      shippingAddress,
      contact: { firstName: "Ana", lastName: "Lopez", email: "ana@example.com", phone: "5551234567" },
      shippingAmount: 1_200,
      totalTax: 900,
      totalAmount: beforeGift,
      grandTotal: beforeGift - 2_000,
      status: "Processing",
      payment: "Credit Card",
      shippingCarrier: "UPS",
      shippingService: "Ground",
      orderKey: "ok-1",
      giftCodeBalance: 2_000,
      giftCodeRemaining: 3_000,
      note: "Leave at the door",
      customer: { shopSystemCustomerId: "SW-42" },
      orderTransaction: { tokenId: "tok_1", paymentAmount: beforeGift - 2_000 },
      orderFundraiser: 1_400,
    });
    expect(draft.billingAddress.state).toBe("TX");
  });

  it("omits the shipping address for pick-up and places Terms orders with no token and payment 0", () => {
    const draft = buildOrderDraft({
      store,
      productsById: products,
      priced,
      billingAddress: billing,
      shippingAddress,
      delivery: "pickup",
      shipping: undefined,
      tax: cents(0),
      payment: "Terms",
      orderDate: "2025-05-01T10:00:00.000Z",
      tokenId: "tok_ignored",
    });
    expect(draft).not.toHaveProperty("shippingAddress");
    expect(draft).toMatchObject({
      shippingCarrier: "",
      shippingService: "",
      orderKey: undefined,
      giftCodeBalance: 0,
      giftCodeRemaining: 0,
      note: undefined,
      payment: "Terms",
      orderTransaction: { tokenId: undefined, paymentAmount: 0 },
    });
  });

  it("uses a part's custom size type, the placeholder image and product class type 1 by default", () => {
    const custom = makeTee({
      productData: { productPartArray: [{ partId: "c", apparelSize: { customSize: "Tall" } }] },
    });
    const lines = orderLines(
      makeStore(),
      new Map([["p-1", custom]]),
      priceLines(makeStore(), new Map([["p-1", custom]]), [
        { productId: "p-1", color: "Navy", size: "Tall", quantity: 1 },
      ]),
    );
    expect(lines[0]).toMatchObject({
      sizeType: "customSize",
      primaryImage: "/media/placeholder-700.svg",
      productClassType: "1",
      price: 400,
    });
    expect(orderLines(store, new Map(), priced)).toEqual([]);
  });
});

describe("order line fundraiser", () => {
  it("takes the percentage once of the line's merchandise total, as the order's fundraiser does (decision 0008)", () => {
    // 4 S at 9.00 and 8 XL at 14.00 (12.00 + 2.00 markup) are one line of 148.00: 3.3 % of it is
    // 4.88; rounded per size it would be 1.19 + 3.70 = 4.89.
    const onePercent = makeStore({
      pricingManagement: { productCost: { enabled: true, xValues: [1, 12], formulas: [[0, "partPrice * 1.5"]] } },
      fundraiser: { isEnabled: true, amountPerItem: 0, amountPerOrder: 0, percentage: 3.3 },
    });
    const marked = makeTee({ productOptions: { sizes: [{ label: "XL", sizeMarkup: 2 }] } });
    const lines = priceLines(onePercent, new Map([["p-1", marked]]), [
      { productId: "p-1", color: "Navy", size: "S", quantity: 4 },
      { productId: "p-1", color: "Navy", size: "XL", quantity: 8 },
    ]);
    const [line] = orderLines(onePercent, new Map([["p-1", marked]]), lines);
    expect(line?.totalPrice).toBe(14_800);
    expect(line?.fundraiser).toEqual({ itemTotal: 0, percentageAmount: 488 });
    expect(lines.fundraiser).toBe(488);
  });
});
