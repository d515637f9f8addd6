// The admin API's catalogue calls (mounted inside /api/admin, behind its key): bulk import with a dry
// run, export as CSV or JSON, image upload, and the tier-price preview. Each validates, calls one
// service and shapes the answer; the operator console calls the same services.
import { type Context, Hono } from "hono";
import { unstorableMultipartField, unstorableText } from "~server/http/text-input";
import type { Kysely } from "kysely";
import { z } from "zod";
import { ProductDataSchema } from "~core/entities/product.schema";
import { shopperMessage } from "~core/i18n/message";
import { fromCents, type Cents } from "~core/money";
import { previewTierPrices, type TierPreview } from "~core/pricing/tier-preview";
import type { DB } from "~server/db/schema";
import { fromZodError, invalid, notFound } from "~server/http/errors";
import { findProductById } from "~server/modules/products/products.service";
import { IdSchema } from "~server/modules/stores/stores.schema";
import { requireStore } from "~server/modules/stores/stores.service";
import { readCatalogueFile } from "~server/http/import-body";
import { type CatalogueImportSource, exportCatalogue, importCatalogue } from "./catalog-import.service";
import { saveProductImage } from "./product-images.service";

export interface CatalogueAdminRoutesDeps {
  db: Kysely<DB>;
  /** DATA_DIR/media: uploaded images go under its stores/ folder. */
  mediaDir: string;
  /** ADMIN_IMAGE_MAX_MB in bytes. */
  imageMaxBytes: number;
}

const flag = z
  .enum(["true", "false", "1", "0"], { message: "must be true or false" })
  .optional()
  .transform((v) => v === "true" || v === "1");

const ImportQuerySchema = z.object({
  dryRun: flag,
  mode: z.enum(["merge", "replace"]).default("merge"),
});
const ExportQuerySchema = z.object({ format: z.enum(["csv", "json"]).default("csv") });

const PricePreviewBodySchema = z
  .object({
    productId: IdSchema.optional(),
    /** An unsaved product document (the console's edit form) to preview instead of the stored one. */
    data: ProductDataSchema.optional(),
    color: z.string().trim().min(1).optional(),
    size: z.string().trim().min(1).optional(),
    quantities: z.array(z.number().int().min(1).max(1_000_000)).min(1).max(50),
  })
  .refine((body) => (body.productId === undefined) !== (body.data === undefined), {
    message: "give either productId or data",
    path: ["productId"],
  });

function parseWith<T extends z.ZodType>(schema: T, value: unknown, prefix = ""): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw fromZodError(parsed.error, prefix);
  return parsed.data;
}

const readStoreId = (c: Context) => parseWith(IdSchema, c.req.param("storeId"), "storeId");

/**
 * The file to import: a CSV or JSON body, or the `file` field of a form (its name or type tells
 * which). Read through the import's limits as it arrives and decoded as strict UTF-8 (decision 0072).
 */
async function readImportSource(c: Context): Promise<CatalogueImportSource> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  const empty = new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
  if (type.startsWith("multipart/form-data")) {
    // The form is held (its size bounded by the route's limit) before the file is checked; its text
    // fields follow the storable-text rule (decision 0070, 0109).
    const bytes = new Uint8Array(await c.req.raw.arrayBuffer());
    const field = unstorableMultipartField(c.req.header("content-type") ?? "", bytes);
    if (field !== null) throw unstorableText(field);
    const form = Object.fromEntries(
      await new Response(bytes, { headers: { "content-type": c.req.header("content-type") ?? type } }).formData(),
    );
    const file = form.file;
    if (!(file instanceof File)) throw invalid("file: send the catalogue as the form field file");
    const isJson = file.type.includes("json") || file.name.toLowerCase().endsWith(".json");
    const format = isJson ? "json" : "csv";
    return { format, text: await readCatalogueFile(file.stream(), format) };
  }
  // The JSON is parsed by the import, a product at a time (decision 0052).
  const format = type.startsWith("application/json")
    ? "json"
    : type.startsWith("text/csv") || type.startsWith("application/csv") || type.startsWith("text/plain")
      ? "csv"
      : undefined;
  if (!format) throw invalid("Content-Type must be text/csv, application/json or multipart/form-data");
  return { format, text: await readCatalogueFile(c.req.raw.body ?? empty, format) };
}

const decimal = (cents: Cents | undefined) => (cents === undefined ? null : fromCents(cents));

/** The preview at the API's edge: amounts in decimal currency units (decision 0004), null for "no price". */
function toDecimalPreview(preview: TierPreview) {
  return {
    source: preview.source,
    minimumQuantity: preview.minimumQuantity ?? null,
    tiers: preview.tiers.map((t) => ({
      start: t.start,
      end: t.end ?? null,
      label: t.label,
      unitPrice: decimal(t.unitPrice),
    })),
    quantities: preview.quantities.map((q) => ({
      quantity: q.quantity,
      unitPrice: decimal(q.unitPrice),
      total: decimal(q.total),
      tierIndex: q.tierIndex ?? null,
      nextTier: q.nextTier
        ? { quantity: q.nextTier.quantity, moreUnits: q.nextTier.moreUnits, unitPrice: fromCents(q.nextTier.unitPrice) }
        : null,
    })),
  };
}

export function createCatalogueAdminRoutes(deps: CatalogueAdminRoutesDeps) {
  const { db } = deps;
  const app = new Hono();

  app.post("/stores/:storeId/products/import", async (c) => {
    const storeId = readStoreId(c);
    const query = parseWith(ImportQuerySchema, c.req.query());
    const source = await readImportSource(c);
    const report = await importCatalogue(db, storeId, source, query);
    if (report.valid || report.dryRun) return c.json({ data: report });
    const count = report.problems.length;
    return c.json(
      {
        success: false,
        message: `The import has ${count} problem${count === 1 ? "" : "s"}; nothing was written.`,
        data: report,
      },
      422,
    );
  });

  app.get("/stores/:storeId/products/export", async (c) => {
    const storeId = readStoreId(c);
    const { format } = parseWith(ExportQuerySchema, c.req.query());
    const pieces = exportCatalogue(db, storeId, format);
    // The first piece is awaited here, so an unknown store is a 404, not a broken download.
    const first = await pieces.next();
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        if (!first.done) controller.enqueue(encoder.encode(first.value));
      },
      async pull(controller) {
        const next = await pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      async cancel() {
        await pieces.return(undefined);
      },
    });
    return c.body(body, 200, {
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${storeId}-products.${format}"`,
    });
  });

  app.post("/stores/:storeId/images", async (c) => {
    const storeId = readStoreId(c);
    const type = (c.req.header("content-type") ?? "").toLowerCase();
    if (!type.startsWith("multipart/form-data")) throw invalid(shopperMessage("catalogue.imageMissing"));
    const form = await c.req.parseBody();
    const file = form.file;
    if (!(file instanceof File)) throw invalid(shopperMessage("catalogue.imageMissing"), undefined, "file");
    const field = (name: string) => {
      const value = form[name];
      return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
    };
    const productId = field("productId");
    const saved = await saveProductImage(db, deps.mediaDir, storeId, new Uint8Array(await file.arrayBuffer()), {
      maxBytes: deps.imageMaxBytes,
      productId: productId === undefined ? undefined : parseWith(IdSchema, productId, "productId"),
      color: field("color"),
      primary: field("primary") === "true",
    });
    return c.json(
      {
        data: {
          url: saved.url,
          contentType: saved.contentType,
          bytes: saved.bytes,
          productId: productId ?? null,
          primaryImageUrl: saved.after?.data.productData.primaryImageUrl ?? null,
        },
      },
      201,
    );
  });

  app.post("/stores/:storeId/price-preview", async (c) => {
    const storeId = readStoreId(c);
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      throw invalid("Request body must be valid JSON");
    }
    const body = parseWith(PricePreviewBodySchema, raw);
    const store = await requireStore(db, storeId);
    const product =
      body.data ??
      (body.productId === undefined ? undefined : (await findProductById(db, storeId, body.productId))?.data);
    if (!product) throw notFound(`There is no product ${body.productId ?? ""} in the store ${storeId}.`);
    const preview = previewTierPrices(store.data, product, {
      color: body.color,
      size: body.size,
      quantities: body.quantities,
    });
    return c.json({ data: toDecimalPreview(preview) });
  });

  return app;
}
