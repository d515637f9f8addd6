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
