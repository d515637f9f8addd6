// Product templates a new product starts from in the console (issue 45): data, not code, so another
// template is one more entry. Each gives the cells of the catalogue's CSV notation a garment usually
// has (price, colours, sizes and their markups, where the print goes); the operator types the name.
// Sizes are listed in the order the shop shows them.

export const PRODUCT_TEMPLATE_IDS = ["tee", "hoodie", "cap"] as const;
export type ProductTemplateId = (typeof PRODUCT_TEMPLATE_IDS)[number];

export function isProductTemplateId(value: string): value is ProductTemplateId {
  return (PRODUCT_TEMPLATE_IDS as readonly string[]).includes(value);
}

export interface ProductTemplate {
  /** Decimal currency units, as the CSV writes them. */
  price: string;
  colors: { name: string; hex: string }[];
  sizes: string[];
  /** Sizes that cost more: size and amount ("2XL", "2.00"). */
  sizeMarkups: [string, string][];
  decorationLocation: string;
}

const ADULT = ["S", "M", "L", "XL", "2XL", "3XL"];

export const PRODUCT_TEMPLATES: Record<ProductTemplateId, ProductTemplate> = {
  tee: {
    price: "18.00",
    colors: [
      { name: "Black", hex: "#1b1b1b" },
      { name: "White", hex: "#ffffff" },
      { name: "Navy", hex: "#1f2a44" },
      { name: "Sport Grey", hex: "#9b9ea3" },
    ],
    sizes: ["YS", "YM", "YL", ...ADULT],
    sizeMarkups: [
      ["2XL", "2.00"],
      ["3XL", "3.00"],
    ],
    decorationLocation: "Front",
  },
  hoodie: {
    price: "38.00",
    colors: [
      { name: "Black", hex: "#1b1b1b" },
      { name: "Navy", hex: "#1f2a44" },
      { name: "Sport Grey", hex: "#9b9ea3" },
    ],
    sizes: ["YS", "YM", "YL", ...ADULT],
    sizeMarkups: [
      ["2XL", "3.00"],
      ["3XL", "4.00"],
    ],
    decorationLocation: "Front",
  },
  cap: {
    price: "22.00",
    colors: [
      { name: "Black", hex: "#1b1b1b" },
      { name: "Navy", hex: "#1f2a44" },
      { name: "Khaki", hex: "#c3b091" },
    ],
    sizes: ["One Size"],
    sizeMarkups: [],
    decorationLocation: "Front panel",
  },
};
