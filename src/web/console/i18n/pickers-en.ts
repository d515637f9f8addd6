// The product editor's pickers (colours, sizes, quantity tiers; decision 0105) in English, spread into
// en.ts; ru and ar twins in pickers-ru.ts and pickers-ar.ts.
import type { PluralTemplate } from "~core/i18n/message";

export const pickersEn = {
  "pickers.advanced": "Advanced: edit as text ({field})",
  "pickers.advancedHint":
    "The same list written in the catalogue file's notation. The pickers above and this text change each other.",
  "pickers.colorsTitle": "Colours",
  "pickers.colorsHint": "Each colour shoppers choose from, in the order the product page shows them.",
  "pickers.colorRow": "Colour {number}",
  "pickers.colorNameShort": "Name",
  "pickers.colorHexShort": "Hex (#rrggbb)",
  "pickers.colorPickShort": "Pick",
  "pickers.colorExtraShort": "Extra price",
  "pickers.colorAdd": "Add a colour",
  "pickers.colorNone": "No colours: the product is sold in one colour.",
  "pickers.moveUp": "Move {item} up",
  "pickers.moveDown": "Move {item} down",
  "pickers.remove": "Remove {item}",
  "pickers.moved": "{item} is now number {number} of {count}.",
  "pickers.removed": "{item} was removed.",
  "pickers.added": "{item} was added.",
  "pickers.unnamed": "colour {number}",
  "pickers.sizesTitle": "Sizes",
  "pickers.sizesHint": "In the order shoppers see them. Move a size earlier or later with its arrows.",
  "pickers.sizesList": "Sizes in order",
  "pickers.sizeNone": "No sizes: the product is sold in one size.",
  "pickers.sizeMoveEarlier": "Move {item} earlier",
  "pickers.sizeMoveLater": "Move {item} later",
  "pickers.sizeNew": "New size",
  "pickers.sizeAdd": "Add size",
  "pickers.scales": "Add the usual sizes",
  "pickers.scale.adult": "Adult (XS–3XL)",
  "pickers.scale.youth": "Youth (YXS–YXL)",
  "pickers.scale.toddler": "Toddler (2T–5T)",
  "pickers.scalesAdded": { one: "{count} size was added.", other: "{count} sizes were added." },
  "pickers.tiersTitle": "Quantity tiers",
  "pickers.tiersMode": "Prices by quantity",
  "pickers.tiersStore": "The store's tiers",
  "pickers.tiersOff": "No tiers: the part prices apply",
  "pickers.tiersOwn": "This product's own tiers",
  "pickers.tierRow": "Tier {number}",
  "pickers.tierFromShort": "From quantity",
  "pickers.tierPriceShort": "Unit price or formula",
  "pickers.tierPriceHint": "An amount like {example}, or a formula like partPrice * 0.95.",
  "pickers.tierAdd": "Add a tier",
  "pickers.tierItem": "tier {number}",
} as const;

/** pickers-ru and pickers-ar: every key, in a plural shape wherever English has one. */
export type PickersTexts = {
  readonly [K in keyof typeof pickersEn]: (typeof pickersEn)[K] extends string ? string : PluralTemplate;
};
