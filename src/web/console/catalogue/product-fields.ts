// The product editor's fields and what its action answers (shared by the page and its action).
import { PRODUCT_COLUMNS, type ProductColumn } from "~core/catalog/product-columns";
import type { PreviewView } from "./product-preview";

/** The editor's fields: every column of a product row but its id (the page's address names it). */
export type Column = Exclude<ProductColumn, "id">;
export const EDIT_COLUMNS = PRODUCT_COLUMNS.filter((column): column is Column => column !== "id");
export const BADGES = ["Best Seller", "New", "Featured"] as const;
/** The form's fields that are not CSV cells (src/server/modules/catalog-admin/product-form-extras.ts). */
export const EXTRA_FIELD =
  /^(?:(?:part_extra|stock|swatch_hex|swatch_hex_was|swatch_image)\.[^.]+|design_main|design\.\d+\.(?:name|type|colors|stitches))$/;

export type ActionResult =
  | {
      intent: "save" | "preview";
      /** The product was saved by someone else since the form was loaded (409). */
      stale?: boolean;
      errors: Record<string, string>;
      values: Record<string, string>;
      preview: PreviewView | null;
    }
  | {
      intent: "upload" | "delete" | "gallery";
      errors: Record<string, string>;
      values?: undefined;
      preview?: undefined;
    };
