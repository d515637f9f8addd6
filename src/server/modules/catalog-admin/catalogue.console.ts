// The console's Catalogue section (issue 21, docs/recipes/console-page.md): a store's products a page
// at a time with filters, one product edited in the columns of the catalogue CSV (the same
// rowToProduct and ProductDataSchema as the import and the admin API, written by importCatalogue as a
// one-row file, so nothing can be half-saved), the tier-price preview, image uploads and the bulk
// import with its dry run. Every write records its audit entry inside its own transaction through the
// services' onChange hook. Every method asks `authorize` first.
import { randomBytes } from "node:crypto";
import { stringify } from "csv-stringify/sync";
import type { Kysely, Transaction } from "kysely";
import { ProductDataSchema } from "~core/entities/product.schema";
import type { StoreData } from "~core/entities/store.schema";
import { shopperMessage, type ShopperMessage } from "~core/i18n/message";
import type { Actor } from "~core/operators/permissions";
import { previewTierPrices, type TierPreview } from "~core/pricing/tier-preview";
import { unitPrice } from "~core/pricing/product-pricing";
import type { Cents } from "~core/money";
import type { Clock } from "~server/clock";
import type { DB } from "~server/db/schema";
import { AppError } from "~server/http/errors";
import { authorize } from "~server/modules/operators/authorize";
import { recordAudit } from "~server/modules/operators/audit";
import { findProductById, listProductsPage, ordersWithProduct } from "~server/modules/products/products.service";
import { ID_PATTERN } from "~server/modules/stores/stores.schema";
import { findStoreById, listStoreSummaries } from "~server/modules/stores/stores.service";
import { CSV_COLUMNS, type CsvColumn, isCsvColumn, productToRow, rowToProduct } from "./catalog-csv";
import {
  type CatalogueChange,
  type CatalogueImportReport,
  type CatalogueImportSource,
  exportCatalogue,
  importCatalogue,
} from "./catalog-import.service";
import { insertUpload, pruneUploads, takeUpload } from "./catalogue-uploads.repository";
import { saveProductImage } from "./product-images.service";
import { createProductLifecycle, type ProductLifecycle } from "./product-lifecycle.console";
import {
  applyProductExtras,
  extraFieldsOf,
  isExtraField,
  productExtras,
  loadedStock,
  productVersion,
  type ProductExtrasView,
} from "./product-form-extras";

export interface CatalogueConsoleDeps {
  db: Kysely<DB>;
  actor: Actor | null;
  now: Clock;
  /** DATA_DIR/media (uploaded images go under stores/); absent, uploads are refused. */
  mediaDir?: string;
  /** ADMIN_IMAGE_MAX_MB in bytes. */
  imageMaxBytes?: number;
}

export const CATALOGUE_PAGE_SIZE = 25;
/** The badges a product may carry (productOptions.featuredProduct), as the CSV names them. */
export const CATALOGUE_BADGES = ["Best Seller", "New", "Featured"] as const;
/** The columns the edit form shows: every CSV column but the id (the page's address). */
export const EDIT_COLUMNS = CSV_COLUMNS.filter((column) => column !== "id");

export interface ConsoleProductFilters {
  q?: string;
  category?: string;
  tag?: string;
  /** "yes" | "no" | "" (any live product) | "archived" (archived ones only, decision 0088). */
  active?: string;
}

export interface ConsoleProductRow {
  id: string;
  slug: string;
  name: string;
  active: boolean;
  priceCents: number;
  badges: string[];
  categories: string[];
  image: string | undefined;
  colors: number;
  sizes: number;
  archived: boolean;
}

export interface ConsoleStoreCatalogue {
  id: string;
  name: string;
  categories: { id: string; name: string }[];
}

export interface ConsoleProductView {
  store: ConsoleStoreCatalogue;
  id: string;
  slug: string;
  /** The product in the CSV's notation, column by column: what the form shows. */
  cells: Record<CsvColumn, string>;
  /** Per part (colour × size): its price, its difference within the colour and its stock. */
  parts: ProductExtrasView["parts"];
  designMain: string;
  designs: ProductExtrasView["designs"];
  swatches: ProductExtrasView["swatches"];
  /** Every field of the form (cells and extras) as the stored product fills it. */
  fields: Record<string, string>;
  /** The stored document's productVersion: the form sends it back (stale-form check). */
  version: string;
  colors: string[];
  sizes: string[];
  media: { url: string; color: string | undefined; primary: boolean }[];
  /** When it was archived (out of the shop), null while live (decision 0088). */
  archivedAt: string | null;
  /** How many orders have it: delete is offered only at 0. */
  orderCount: number;
  /** The largest image an upload may be (ADMIN_IMAGE_MAX_MB). */
  imageMaxMb: number;
}

export interface PreviewRequest {
  color?: string;
  size?: string;
  quantities: number[];
}

/**
 * A refused write: the message by the field (a CSV column, a product-form-extras field, "file",
 * "quantities" or "form"); `stale` when the product was saved by someone else since the form was loaded.
 */
export type CatalogueFormResult<T = undefined> =
  { ok: true; value: T } | { ok: false; errors: Record<string, ShopperMessage>; stale?: boolean };

/** The preview with what a shopper pays for each size of the chosen colour (per-size prices and markups). */
export interface ProductPreview extends TierPreview {
  /** The colour `bySize` is for: the chosen one, else the first. */
  bySizeColor: string;
  bySize: { size: string; unitPrices: (Cents | undefined)[] }[];
}

export interface CatalogueConsole extends ProductLifecycle {
  /** The stores whose catalogue the actor may read (every store for owners and staff). */
  stores(): Promise<{ id: string; name: string }[]>;
  list(
    storeId: string,
    filters: ConsoleProductFilters,
    page: number,
  ): Promise<{
    store: ConsoleStoreCatalogue;
    items: ConsoleProductRow[];
    totalCount: number;
    page: number;
    pages: number;
  }>;
  product(storeId: string, productId: string): Promise<ConsoleProductView>;
  /**
   * Saves the form's cells (every column but id, and the product-form-extras fields) as the product;
   * all or nothing, audited. With `version`, refused (stale) when the product changed since.
   */
  save(
    storeId: string,
    productId: string,
    cells: Record<string, string>,
    options?: { version?: string },
  ): Promise<CatalogueFormResult>;
  /** The tier table and the shopper's prices for the form's (unsaved) cells. */
  preview(
    storeId: string,
    productId: string,
    cells: Record<string, string>,
    request: PreviewRequest,
  ): Promise<CatalogueFormResult<ProductPreview>>;
  uploadImage(
    storeId: string,
    productId: string,
    bytes: Uint8Array,
    options: { color?: string; primary?: boolean },
  ): Promise<CatalogueFormResult<{ url: string }>>;
  /**
   * The console's dry run: the file is checked and, when it has no problem, kept for an hour for
   * `confirmImport` under the id returned (the operator's earlier file for the store is dropped).
   */
  stageImport(storeId: string, file: CatalogueFile, mode: ImportMode): Promise<StagedImport>;
  /**
   * Writes the file `stageImport` kept under `uploadId`, checked again inside the write, and forgets
   * it. Null when no such file is kept for this operator: imported already, an hour old, or unknown.
   */
  confirmImport(uploadId: string): Promise<ConfirmedImport | null>;
  export(storeId: string, format: "csv" | "json"): Promise<AsyncGenerator<string>>;
}

type ImportMode = "merge" | "replace";

/** A file the operator chose, as text. */
export interface CatalogueFile {
  format: "csv" | "json";
  text: string;
  fileName: string;
}

export interface StagedImport {
  report: CatalogueImportReport;
  /** Set when the file had no problem: what confirming sends back. */
  uploadId: string | null;
}

export interface ConfirmedImport {
  report: CatalogueImportReport;
  storeId: string;
  mode: ImportMode;
  format: "csv" | "json";
  fileName: string;
}

/** A file's text as the import reads it (JSON too, a product at a time: decision 0052). */
const textSource = (format: "csv" | "json", text: string): CatalogueImportSource =>
  format === "json" ? { format, text } : { format, text };

/** How long a checked file waits for its confirmation. */
export const STAGED_IMPORT_TTL_MS = 60 * 60 * 1000;
/** How many checked files one operator can have waiting at once (one per store). */
export const STAGED_IMPORTS_PER_OPERATOR = 3;

const notFound = (what: string) => new Response(what, { status: 404 });

function storeCatalogue(id: string, data: StoreData): ConsoleStoreCatalogue {
  return {
    id,
    name: data.primaryInformation.storeName,
    categories: [...data.categories].sort((a, b) => a.id.localeCompare(b.id)).map((c) => ({ id: c.id, name: c.name })),
  };
}

/** The form's cells as a one-row catalogue file: the id and every edit column, empty when absent. */
function oneRowCsv(productId: string, cells: Record<string, string>): string {
  const row = [productId, ...EDIT_COLUMNS.map((column) => cells[column] ?? "")];
  return stringify([["id", ...EDIT_COLUMNS], row]);
}

/** The form's fields that are not CSV cells (product-form-extras). */
function extraFields(cells: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(cells).filter(([name]) => isExtraField(name)));
}

function errorsOf(report: CatalogueImportReport): Record<string, ShopperMessage> {
  const errors: Record<string, ShopperMessage> = {};
  for (const problem of report.problems) {
    const field =
      problem.column && (isCsvColumn(problem.column) || isExtraField(problem.column)) ? problem.column : "form";
    errors[field] ??= { code: problem.code, params: problem.params } as ShopperMessage;
  }
  return errors;
}

function appErrorField(error: AppError, fallback: string): Record<string, ShopperMessage> {
  const message = error.shopperMessage ?? shopperMessage("catalogue.invalidField", { detail: error.message });
  return { [error.details.path ?? fallback]: message };
}

export function createCatalogueConsole(deps: CatalogueConsoleDeps): CatalogueConsole {
  const { db, actor, now } = deps;

  async function storeOf(storeId: string) {
    if (!ID_PATTERN.test(storeId)) throw notFound("No such store.");
    const store = await findStoreById(db, storeId);
    if (!store) throw notFound("No such store.");
    return store;
  }

  /**
   * One audit row per change: a product's documents when it is one product (the form, an image),
   * else the ids before and after. An import's chunks (decision 0052) add up their ids into one row,
   * written with the last chunk, in the same transaction.
   */
  const audit = (self: Actor, action: string) => {
    const beforeIds: string[] = [];
    const afterIds: string[] = [];
    return async (trx: Transaction<DB>, change: CatalogueChange) => {
      for (const p of change.before) beforeIds.push(p.id);
      for (const p of change.after) afterIds.push(p.id);
      if (change.chunk && !change.chunk.last) return;
      const single = afterIds.length === 1 && change.after.length === 1 && action !== "catalogue.import";
      await recordAudit(trx, {
        actor: self,
        at: now(),
        action,
        entityType: single ? "product" : "catalogue",
        entityId: single ? change.after[0]!.id : change.storeId,
        storeId: change.storeId,
        before: single ? (change.before[0] ?? null) : { products: beforeIds },
        after: single ? change.after[0] : { products: afterIds },
      });
    };
  };

  return {
    ...createProductLifecycle({ db, actor, now }),

    async stores() {
      authorize(actor, "catalogue.read");
      const stores = await listStoreSummaries(db);
      return stores.map((store) => ({ id: store.id, name: store.name })).sort((a, b) => a.id.localeCompare(b.id));
    },

    async list(storeId, filters, page) {
      authorize(actor, "catalogue.read", storeId);
      const store = await storeOf(storeId);
      const active = filters.active === "yes" ? true : filters.active === "no" ? false : undefined;
      const archived = filters.active === "archived" ? ("only" as const) : ("exclude" as const);
      const wanted = Number.isInteger(page) && page > 0 ? page : 1;
      const query = {
        q: filters.q?.trim() || undefined,
        category: filters.category || undefined,
        tag: filters.tag || undefined,
        active,
        archived,
      };
      let result = await listProductsPage(db, storeId, query, {
        offset: (wanted - 1) * CATALOGUE_PAGE_SIZE,
        limit: CATALOGUE_PAGE_SIZE,
      });
      const pages = Math.max(1, Math.ceil(result.totalCount / CATALOGUE_PAGE_SIZE));
      const current = Math.min(wanted, pages);
      if (current !== wanted)
        result = await listProductsPage(db, storeId, query, {
          offset: (current - 1) * CATALOGUE_PAGE_SIZE,
          limit: CATALOGUE_PAGE_SIZE,
        });
      return {
        store: storeCatalogue(store.id, store.data),
        totalCount: result.totalCount,
        page: current,
        pages,
        items: result.items.map(({ id, slug, data, archivedAt }) => ({
          id,
          slug,
          name: data.productData.productName,
          active: data.productOptions.activeProduct,
          priceCents: Math.round(data.productData.minimumPartPrice * 100),
          badges: [...data.productOptions.featuredProduct],
          categories: data.productData.selectedCategories.map((c) => c.id),
          image: data.productData.primaryImageUrl || undefined,
          colors: data.productData.colors.length,
          sizes: data.productData.sizes.length,
          archived: Boolean(archivedAt),
        })),
      };
    },

    async product(storeId, productId) {
      authorize(actor, "catalogue.read", storeId);
      const store = await storeOf(storeId);
      const found = ID_PATTERN.test(productId) ? await findProductById(db, storeId, productId) : undefined;
      if (!found) throw notFound("No such product.");
      const { data } = found;
      const extras = productExtras(data);
      return {
        store: storeCatalogue(store.id, store.data),
        id: found.id,
        slug: found.slug,
        cells: productToRow(found.id, found.slug, data),
        colors: data.productData.colors.map((c) => c.colorName),
        sizes: [...data.productData.sizes],
        parts: extras.parts,
        designMain: extras.designMain,
        designs: extras.designs,
        swatches: extras.swatches,
        fields: { ...productToRow(found.id, found.slug, data), ...extraFieldsOf(extras) },
        version: productVersion(data),
        media: data.mediaData.media
          .map((m, index) => ({ m, index }))
          .filter(({ m }) => m.mediaType === "Image")
          .sort((a, b) => a.m.order - b.m.order || a.index - b.index)
          .map(({ m }) => ({ url: m.url, color: m.color, primary: m.url === data.productData.primaryImageUrl })),
        archivedAt: found.archivedAt ?? null,
        orderCount: await ordersWithProduct(db, storeId, found.id),
        imageMaxMb: Math.round(((deps.imageMaxBytes ?? 0) / (1024 * 1024)) * 100) / 100,
      };
    },

    async save(storeId, productId, cells, options = {}) {
      const self = authorize(actor, "catalogue.write", storeId);
      await storeOf(storeId);
      if (!ID_PATTERN.test(productId) || !(await findProductById(db, storeId, productId)))
        throw notFound("No such product.");
      const report = await importCatalogue(
        db,
        storeId,
        { format: "csv", text: oneRowCsv(productId, cells) },
        {
          actor: { id: self.id, label: self.email },
          onChange: audit(self, "product.update"),
          amend: (_id, data) => applyProductExtras(data, extraFields(cells), loadedStock(options.version)),
          expectedVersions: options.version ? new Map([[productId, options.version]]) : undefined,
          stockReason: "adjustment",
          now,
        },
      );
      if (report.written) return { ok: true, value: undefined };
      const stale = report.problems.find((p) => p.code === "catalogue.changedSince");
      if (stale) return { ok: false, stale: true, errors: { form: shopperMessage("catalogue.changedSince") } };
      return { ok: false, errors: errorsOf(report) };
    },

    async preview(storeId, productId, cells, request) {
      authorize(actor, "catalogue.read", storeId);
      const store = await storeOf(storeId);
      const existing = ID_PATTERN.test(productId) ? (await findProductById(db, storeId, productId))?.data : undefined;
      if (!existing) throw notFound("No such product.");
      const row = new Map<CsvColumn, string>([["id", productId]]);
      for (const column of EDIT_COLUMNS) row.set(column, cells[column] ?? "");
      const built = rowToProduct(row, { store: store.data, existing });
      const amended = applyProductExtras(built.data, extraFields(cells));
      const errors: Record<string, ShopperMessage> = {};
      for (const problem of [...built.problems, ...amended])
        errors[problem.column ?? "form"] ??= { code: problem.code, params: problem.params } as ShopperMessage;
      const parsed = ProductDataSchema.safeParse(built.data);
      if (!parsed.success && Object.keys(errors).length === 0)
        errors.form = shopperMessage("catalogue.invalidField", {
          detail: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "),
        });
      if (request.quantities.length === 0) errors.quantities = shopperMessage("catalogue.notWholeNumber");
      if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
      const color = request.color || parsed.data.productData.colors[0]?.colorName;
      return {
        ok: true,
        value: {
          ...previewTierPrices(store.data, parsed.data, {
            color: request.color || undefined,
            size: request.size || undefined,
            quantities: request.quantities,
          }),
          bySizeColor: color ?? "",
          bySize: parsed.data.productData.sizes.map((size) => ({
            size,
            unitPrices: request.quantities.map((quantity) =>
              unitPrice(store.data, parsed.data, { color, size, quantity }),
            ),
          })),
        },
      };
    },

    async uploadImage(storeId, productId, bytes, options) {
      const self = authorize(actor, "catalogue.write", storeId);
      if (!deps.mediaDir || !deps.imageMaxBytes) throw new Response("Uploads are not set up.", { status: 503 });
      if (bytes.length === 0) return { ok: false, errors: { file: shopperMessage("catalogue.imageMissing") } };
      try {
        const saved = await saveProductImage(db, deps.mediaDir, storeId, bytes, {
          maxBytes: deps.imageMaxBytes,
          productId,
          color: options.color || undefined,
          primary: options.primary,
          actor: { id: self.id, label: self.email },
          onChange: audit(self, "product.image"),
        });
        return { ok: true, value: { url: saved.url } };
      } catch (error) {
        if (error instanceof AppError && error.code !== "not_found")
          return { ok: false, errors: appErrorField(error, "file") };
        if (error instanceof AppError) throw notFound("No such product.");
        throw error;
      }
    },

    async stageImport(storeId, file, mode) {
      const self = authorize(actor, "catalogue.write", storeId);
      await storeOf(storeId);
      const report = await importCatalogue(db, storeId, textSource(file.format, file.text), { dryRun: true, mode });
      // Kept rows stay few: every expired file goes, and so do the operator's earlier file for this
      // store and all but their newest files for other stores (at most STAGED_IMPORTS_PER_OPERATOR
      // files of up to 20 MB each, however many stores they check files for).
      const at = now();
      await pruneUploads(db, {
        accountId: self.id,
        storeId,
        keepOthers: STAGED_IMPORTS_PER_OPERATOR - 1,
        now: at.toISOString(),
      });
      if (!report.valid) return { report, uploadId: null };
      const uploadId = randomBytes(18).toString("base64url");
      await insertUpload(db, {
        id: uploadId,
        store_id: storeId,
        account_id: self.id,
        mode,
        format: file.format,
        file_name: file.fileName,
        content: file.text,
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + STAGED_IMPORT_TTL_MS).toISOString(),
      });
      return { report, uploadId };
    },

    async confirmImport(uploadId) {
      const self = authorize(actor, "catalogue.write");
      // Taken, not read: a second confirmation of the same file (a double click, two tabs) finds
      // nothing instead of importing it twice.
      const staged = await takeUpload(db, { id: uploadId, accountId: self.id, now: now().toISOString() });
      if (!staged) return null;
      try {
        authorize(self, "catalogue.write", staged.store_id);
        const report = await importCatalogue(db, staged.store_id, textSource(staged.format, staged.content), {
          mode: staged.mode,
          actor: { id: self.id, label: self.email },
          onChange: audit(self, "catalogue.import"),
          now,
        });
        const { store_id: storeId, mode, format, file_name: fileName } = staged;
        return { report, storeId, mode, format, fileName };
      } catch (error) {
        // Nothing was written (the import is one transaction): the file stays kept for another try.
        await insertUpload(db, staged).catch(() => undefined);
        throw error;
      }
    },

    async export(storeId, format) {
      authorize(actor, "catalogue.read", storeId);
      await storeOf(storeId);
      return exportCatalogue(db, storeId, format);
    },
  };
}
