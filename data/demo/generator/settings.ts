// Store settings the demo stores share: design pricing, shipping methods and home slides.
import type { StoreDataInput } from "../../../src/core/entities/store.schema.ts";
import type { BannerSpec } from "../svg.ts";
import { type MediaRegistry } from "./media.ts";
import { round2 } from "./random.ts";

export const DESIGN_PRICING: NonNullable<StoreDataInput["pricingManagement"]> = {
  numberOfColors: {
    enabled: true,
    xField: "quantity",
    yField: "colorsTotal",
    xValues: [1, 12, 24, 48, 72, 144],
    yValues: [1, 2, 3, 4, 5, 6],
    formulas: [1, 2, 3, 4, 5, 6].map((c) =>
      [3.5, 2.25, 1.75, 1.35, 1.1, 0.9].map((p, i) => round2(p + (c - 1) * [0.75, 0.5, 0.4, 0.3, 0.25, 0.2][i]!)),
    ),
  },
  stitchCount: {
    enabled: true,
    xField: "quantity",
    yField: "stitchesTotal",
    xValues: [1, 12, 24, 48, 72, 144],
    yValues: [5000, 7500, 10000, 12500, 15000, 20000],
    formulas: [0, 1, 2, 3, 4, 5].map((row) =>
      [4.5, 3.5, 3, 2.6, 2.3, 2].map((p, i) => round2(p + row * [0.9, 0.75, 0.6, 0.5, 0.45, 0.4][i]!)),
    ),
  },
};

export const UPS_GROUND = {
  carrierCode: "ups",
  serviceCode: "ups_ground",
  name: "UPS Ground",
  flatRate: 8.95,
  perLbRate: 0.65,
};
export const UPS_2DAY = {
  carrierCode: "ups",
  serviceCode: "ups_2nd_day_air",
  name: "UPS 2nd Day Air",
  flatRate: 18.5,
  perLbRate: 1.45,
};
export const USPS_PRIORITY = {
  carrierCode: "usps",
  serviceCode: "usps_priority_mail",
  name: "USPS Priority Mail",
  flatRate: 9.5,
  perLbRate: 0.85,
};

export function slides(
  media: MediaRegistry,
  storeId: string,
  items: { spec: BannerSpec; title: string; text: string; action: { text: string; link: string } }[],
) {
  return items.map((item, i) => ({
    imageFull: media.banner(`${storeId}-slide-${i + 1}`, item.spec, "full"),
    imageClassic: media.banner(`${storeId}-slide-${i + 1}`, item.spec, "classic"),
    imageMobile: media.banner(`${storeId}-slide-${i + 1}`, item.spec, "mobile"),
    title: item.title,
    text: item.text,
    action: item.action,
  }));
}
