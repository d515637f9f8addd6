// The part of the store document that core's pricing reads (tiers, design tables, personalization
// prices, quantity bounds, out-of-stock rules, fundraiser, size list). The shell carries it to every page so the
// product page and the quick view price with the same core functions the server charges with.
import { storeSizeList } from "~core/catalog/sizes";
import type { StoreData } from "~core/entities/store.schema";

export type PricingStore = Pick<
  StoreData,
  "pricingManagement" | "personalizationManagement" | "storeSpecificFeatures" | "fundraiser" | "sizes"
>;

export function pricingStoreOf(store: StoreData): PricingStore {
  const { pricingManagement, personalizationManagement, storeSpecificFeatures, fundraiser } = store;
  // The shop-system customer id is nobody's business in the browser.
  const { swCustomerID: _private, ...features } = storeSpecificFeatures;
  return {
    pricingManagement,
    personalizationManagement,
    storeSpecificFeatures: features as StoreData["storeSpecificFeatures"],
    fundraiser,
    // The store's size list orders a product's sizes its own list leaves out (docs/decisions/0092).
    sizes: storeSizeList(store.sizes),
  };
}

/** Core's pricing takes a whole StoreData but reads only the PricingStore fields. */
export function asStoreData(store: PricingStore): StoreData {
  return store as StoreData;
}
