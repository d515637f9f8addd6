// Small store and product documents for core's tests, parsed through the real entity schemas so
// every default the documents get in production is present here too.
import { StoreDataSchema, type StoreData, type StoreDataInput } from "./entities/store.schema";
import { ProductDataSchema, type ProductData, type ProductDataInput } from "./entities/product.schema";

type StoreOverrides = Partial<Omit<StoreDataInput, "primaryInformation">>;
type ProductOverrides = Partial<Omit<ProductDataInput, "productData">> & {
  productData?: Partial<ProductDataInput["productData"]>;
};

export function makeStore(overrides: StoreOverrides = {}): StoreData {
  return StoreDataSchema.parse({
    primaryInformation: { storeURL: "demo.localhost", storeName: "Demo Store" },
    ...overrides,
  });
}

export function makeProduct(overrides: ProductOverrides = {}): ProductData {
  const { productData, ...rest } = overrides;
  return ProductDataSchema.parse({
    productData: { productId: "p-1", productName: "Classic Tee", minimumPartPrice: 4, ...productData },
    ...rest,
  });
}

/** A tee in Navy and Red, sizes S and XL, with part prices per size and colour. */
export function makeTee(overrides: ProductOverrides = {}): ProductData {
  return makeProduct({
    ...overrides,
    productData: {
      sizes: ["S", "XL"],
      colors: [
        { colorName: "Navy", hex: "#000080" },
        { colorName: "Red", hex: "#ff0000" },
      ],
      productPartArray: [
        {
          partId: "navy-s",
          colorArray: [{ colorName: "Navy" }],
          apparelSize: { labelSize: "S" },
          shippingPackageArray: [{ weight: 12, quantity: 72, weightUom: "LB" }],
        },
        { partId: "navy-xl", colorArray: [{ colorName: "Navy" }], apparelSize: { labelSize: "XL" } },
        { partId: "red-s", colorArray: [{ colorName: "Red" }], apparelSize: { labelSize: "S" } },
      ],
      ...overrides.productData,
    },
    pricingData: overrides.pricingData ?? {
      partArray: [
        { partId: "navy-s", partPriceArray: [{ price: 6 }] },
        { partId: "navy-xl", partPriceArray: [{ price: 8 }] },
        { partId: "red-s", partPriceArray: [{ price: 0 }, { price: 5.5 }, { price: 7 }] },
      ],
    },
  });
}

/**
 * The demo's Heavyweight Cotton Tee in pricing terms: tiers at 1 and 24 (21.99, 20.23), a two-colour
 * front print, and the store's colour table stepping from 4.25 to 2.75 at 12. Tier 1 - 23 is priced at
 * 1 ($26.24); 12 units cost $24.74 each (spec §9: tier price plus the design charge).
 */
export function printedTeeFixture(): { store: StoreData; product: ProductData } {
  const store = makeStore({
    pricingManagement: {
      numberOfColors: {
        enabled: true,
        yField: "colorsTotal",
        xValues: [1, 12, 24],
        yValues: [1, 2],
        formulas: [
          [3.5, 2.25, 1.75],
          [4.25, 2.75, 2.15],
        ],
      },
    },
  });
  const product = makeTee({
    pricingManagement: { productCost: { enabled: true, xValues: [1, 24], formulas: [[21.99, 20.23]] } },
    designs: { locations: [{ name: "Front", designType: "Screen Print", colorsTotal: 2 }] },
  });
  return { store, product };
}
