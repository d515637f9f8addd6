import { cents } from "../money";
import { describe, expect, it } from "vitest";
import { makeStore, makeTee } from "../test-fixtures";
import { addCartItem, emptyCart } from "./cart";
import {
  defaultColor,
  inSizeOrder,
  personalizationKey,
  purchaseSelection,
  repriceProductLines,
  selectionCartItems,
  sizeRows,
  sizesFor,
} from "./purchase-selection";

const store = makeStore({ personalizationManagement: [{ name: "Name", price: 5 }] } as never);
const tee = makeTee({ personalization: { isEnable: true, list: ["Name"] } } as never);
const product = { id: "p-1", data: tee };

describe("sizes and the default colour", () => {
  it("lists a colour's sizes from its parts, in size order", () => {
    expect(sizesFor(tee, "Navy")).toEqual(["S", "XL"]);
    expect(sizesFor(tee, "Red")).toEqual(["S"]);
  });

  it("starts on the first colour with a size that can be bought", () => {
    expect(defaultColor(store, tee)).toBe("Navy");
    const navyOut = makeTee({
      inventoryData: {
        partInventoryArray: [
          { partId: "navy-s", quantityAvailable: { quantity: { value: 0 } } },
          { partId: "navy-xl", quantityAvailable: { quantity: { value: 0 } } },
        ],
      },
    } as never);
    const blocking = makeStore({
      storeSpecificFeatures: { outOfStock: true, outOfStockShopping: "Block out of stock shopping" },
    } as never);
    expect(sizeRows(blocking, navyOut, "Navy").map((row) => row.inventory)).toEqual([0, 0]);
    expect(defaultColor(blocking, navyOut)).toBe("Red");
  });
});

describe("purchaseSelection", () => {
  const selection = purchaseSelection(store, tee, {
    color: "Navy",
    quantities: { S: 2, XL: "", M: 3 },
    names: { [personalizationKey("S", 1, "Name")]: " Ann ", [personalizationKey("S", 2, "Name")]: "" },
  });

  it("counts only the sizes of the colour that have units asked", () => {
    expect(selection.selected).toEqual([{ size: "S", quantity: 2 }]);
    expect(selection.total).toBe(2);
  });

  it("prices the selection at its total: unit price, merchandise and the filled-in personalization, in cents", () => {
    expect(selection.currentUnit).toBe(600);
    expect(selection.merchandise).toBe(1200);
    expect(selection.entries).toEqual([
      { groupId: "S-1", uniqueId: "S-1-Name", size: "S", label: "Name", name: "Name", value: "Ann", price: 500 },
    ]);
    expect(selection.personalizationTotal).toBe(500);
  });

  it("shows row prices at the first priced quantity and no running price before anything is chosen", () => {
    const none = purchaseSelection(store, tee, { color: "Navy", quantities: {}, names: {} });
    expect(none.total).toBe(0);
    expect(none.pricedAt).toBe(1);
    expect(none.currentUnit).toBeUndefined();
    expect(none.hint).toBeUndefined();
    expect(none.showPersonalization).toBe(false);
    expect(none.entries).toEqual([]);
  });
});

describe("cart lines of a selection", () => {
  const selection = purchaseSelection(store, tee, {
    color: "Navy",
    quantities: { S: 2, XL: 1 },
    names: { [personalizationKey("XL", 1, "Name")]: "Bo" },
  });
  const items = selectionCartItems(store, product, "Navy", selection, "/img/tee.png");

  it("makes one line per size, priced at the selection's total, with that size's personalization", () => {
    expect(items.map((item) => [item.label, item.quantity, item.price])).toEqual([
      ["S", 2, 600],
      ["XL", 1, 800],
    ]);
    expect(items[0]?.options.personalization).toEqual([]);
    expect(items[1]?.options.personalization.map((entry) => entry.value)).toEqual(["Bo"]);
    expect(items[0]).toMatchObject({
      product: { id: "p-1", name: "Classic Tee" },
      color: "Navy",
      imageUrl: "/img/tee.png",
      weight: 0.17,
      weightUom: "LB",
      productClassType: "1",
    });
  });

  it("reprices every line of the product at its new total in the cart, and no other product's", () => {
    const other = { ...items[0]!, product: { id: "p-2", name: "Other" }, price: cents(123) };
    let cart = emptyCart();
    for (const item of [{ ...items[0]!, price: cents(1) }, items[1]!, other]) cart = addCartItem(cart, item);
    const repriced = repriceProductLines(store, product, cart);
    expect(repriced.items.map((item) => [item.product.id, item.label, item.price])).toEqual([
      ["p-1", "S", 600],
      ["p-1", "XL", 800],
      ["p-2", "S", 123],
    ]);
    expect(repriced.subtotal).toBe(600 * 2 + 800 + 123 * 2);
  });
});

describe("the cart keeps a product's lines in its size order (issue 45)", () => {
  const line = (label: string, color = "Navy", sizes = ["YS", "YM", "S", "M"]) => ({
    product: { id: "p-1", name: "Tee", sizes },
    options: { personalization: [] },
    label,
    color,
    price: cents(1000),
    quantity: 1,
    weight: 0,
    weightUom: "LB",
    imageUrl: "",
    sizeMarkup: cents(0),
    productClassType: "1",
  });

  it("puts a size added later among the product's lines, in the product's order, colours apart", () => {
    let cart = emptyCart();
    for (const added of [line("M"), line("S", "Red"), line("YS"), line("S"), line("YM")])
      cart = addCartItem(cart, added);
    const ordered = inSizeOrder(cart.items).map((item) => `${item.color} ${item.label}`);
    expect(ordered).toEqual(["Navy YS", "Navy YM", "Navy S", "Navy M", "Red S"]);
    expect(repriceProductLines(store, product, cart).items.map((item) => item.label)).toEqual([
      "YS",
      "YM",
      "S",
      "M",
      "S",
    ]);
  });

  it("keeps the order lines came in when the product's sizes are not known (a cart saved before)", () => {
    const old = [line("M"), line("YS")].map((item, i) => ({
      ...item,
      id: i + 1,
      total: cents(0),
      product: { id: "p-1", name: "Tee" },
    }));
    expect(inSizeOrder(old).map((item) => item.label)).toEqual(["M", "YS"]);
  });
});
