// The console's product lifecycle (issue 45, decision 0088): a new product (blank, from a template of
// ~core/catalog/product-templates, or as a copy of another product of the store), archive and restore,
// delete while no order has it, and the gallery's order, primary image and removal. Each write is
// one transaction with its audit entry; the server decides (an archived product leaves the shop
// through the products repository's `active` column, a product with orders is never deleted).
import type { Kysely, Transaction } from "kysely";
import { ProductDataSchema, type ProductData } from "~core/entities/product.schema";
import { shopperMessage, type ShopperMessage } from "~core/i18n/message";
import { sameLabel } from "~core/catalog/parts";
import { isProductTemplateId, PRODUCT_TEMPLATES, type ProductTemplateId } from "~core/catalog/product-templates";
import type { Actor } from "~core/operators/permissions";
import type { Clock } from "~server/clock";
import type { DB } from "~server/db/schema";
import { inTransaction } from "~server/db/transaction";
import { AppError } from "~server/http/errors";
import { authorize } from "~server/modules/operators/authorize";
import { recordAudit } from "~server/modules/operators/audit";
import {
  createProduct,
  findProductById,
  listProductSlugs,
  listProductsPage,
  ordersWithProduct,
  productSlug,
  putProduct,
  removeProduct,
  setArchived,
} from "~server/modules/products/products.service";
import { ID_PATTERN } from "~server/modules/stores/stores.schema";
import { findStoreById } from "~server/modules/stores/stores.service";
import { type CsvColumn, rowToProduct } from "./catalog-csv";

export interface ProductLifecycleDeps {
  db: Kysely<DB>;
  actor: Actor | null;
  now: Clock;
}

/** How a new product starts: empty, from a template, or as a copy of `copyOf`. */
export type NewProductSource =
  { kind: "blank" } | { kind: "template"; template: string } | { kind: "copy"; copyOf: string };

export interface NewProductInput {
  source: NewProductSource;
  name: string;
  /** Empty: made from the name. */
  slug: string;
  /** The price cell (blank; a template's own when empty; a copy keeps its product's prices). */
  price: string;
}

export type LifecycleResult<T = undefined> =
  { ok: true; value: T } | { ok: false; errors: Record<string, ShopperMessage> };

export type GalleryChange =
  | { kind: "up" | "down" | "delete" | "primary"; url: string }
  /** The colour an image shows ("" for none): one of the product's colours (decision 0115). */
  | { kind: "color"; url: string; color: string }
  | { kind: "unset-primary" };

export interface ProductLifecycle {
  /** Adds the product, hidden from the shop until the operator shows it; its id is made from its slug. */
  create(storeId: string, input: NewProductInput): Promise<LifecycleResult<{ id: string }>>;
  archive(storeId: string, productId: string): Promise<void>;
  restore(storeId: string, productId: string): Promise<void>;
  /** How many orders have the product: delete is offered (and done) only at 0. */
  orderCount(storeId: string, productId: string): Promise<number>;
  /** Deletes the product; refused (with the reason) when orders have it. */
  remove(storeId: string, productId: string): Promise<LifecycleResult>;
  /** Refused (with the field's message) when an image is given a colour the product is not made in. */
  gallery(storeId: string, productId: string, change: GalleryChange): Promise<LifecycleResult>;
  /** The store's products by name (archived ones too), for "copy of". */
  productChoices(storeId: string): Promise<{ id: string; name: string }[]>;
}

const notFound = (what: string) => new Response(what, { status: 404 });

/** "Crew Neck Tee" → "crew-neck-tee" (as the products repository derives a slug from a name). */
function slugOf(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
}

/** The CSV cells a template fills (~core/catalog/product-templates). */
function templateCells(template: ProductTemplateId): Partial<Record<CsvColumn, string>> {
  const t = PRODUCT_TEMPLATES[template];
  return {
    colors: t.colors.map((c) => `${c.name} ${c.hex}`).join(" | "),
    sizes: t.sizes.join(" | "),
    size_markups: t.sizeMarkups.map(([size, amount]) => `${size}: ${amount}`).join(" | "),
    decoration_location: t.decorationLocation,
  };
}

/** The gallery's images in their order (swatches included, as the editor lists them). */
function galleryOf(data: ProductData) {
  return data.mediaData.media
    .map((m, index) => ({ m, index }))
    .filter(({ m }) => m.mediaType === "Image")
    .sort((a, b) => a.m.order - b.m.order || a.index - b.index)
    .map(({ m }) => m);
}

/** The product with the gallery change applied; undefined when the change names no image of it. */
export function changeGallery(data: ProductData, change: GalleryChange): ProductData | undefined {
  const next = structuredClone(data);
  const images = galleryOf(next);
  if (change.kind === "unset-primary") {
    if (!next.productData.primaryImageUrl) return undefined;
    next.productData.primaryImageUrl = undefined;
    return next;
  }
  const at = images.findIndex((m) => m.url === change.url);
  if (at < 0) return undefined;
  if (change.kind === "primary") {
    next.productData.primaryImageUrl = change.url;
    return next;
  }
  if (change.kind === "color") {
    const image = images[at]!;
    const wanted = change.color.trim();
    // The product's own spelling of the colour; a colour it is not made in is refused by the caller.
    const color =
      wanted === "" ? undefined : next.productData.colors.find((c) => sameLabel(c.colorName, wanted))?.colorName;
    if ((wanted !== "" && color === undefined) || (image.color || undefined) === color) return undefined;
    if (color === undefined) delete image.color;
    else image.color = color;
    return next;
  }
  if (change.kind === "delete") {
    const removed = images[at]!;
    next.mediaData.media = next.mediaData.media.filter((m) => m !== removed);
    if (next.productData.primaryImageUrl === change.url) next.productData.primaryImageUrl = undefined;
  } else {
    const to = change.kind === "up" ? at - 1 : at + 1;
    if (to < 0 || to >= images.length) return undefined;
    [images[at], images[to]] = [images[to]!, images[at]!];
  }
  images.forEach((m, order) => {
    if (next.mediaData.media.includes(m)) m.order = order;
  });
  return next;
}

export function createProductLifecycle(deps: ProductLifecycleDeps): ProductLifecycle {
  const { db, actor, now } = deps;

  async function productOf(storeId: string, productId: string) {
    if (!ID_PATTERN.test(storeId) || !ID_PATTERN.test(productId)) throw notFound("No such product.");
    const found = await findProductById(db, storeId, productId);
    if (!found) throw notFound("No such product.");
    return found;
  }

  const audit = (
    trx: Transaction<DB>,
    self: Actor,
    action: string,
    storeId: string,
    productId: string,
    before: unknown,
    after: unknown,
  ) =>
    recordAudit(trx, {
      actor: self,
      at: now(),
      action,
      entityType: "product",
      entityId: productId,
      storeId,
      before,
      after,
    });

  async function archiveOrRestore(storeId: string, productId: string, archive: boolean) {
    const self = authorize(actor, "catalogue.write", storeId);
    const product = await productOf(storeId, productId);
    const was = product.archivedAt ?? null;
    const at = archive ? now() : null;
    if (archive === (was !== null)) return;
    await setArchived(db, storeId, productId, at, (trx) =>
      audit(
        trx,
        self,
        archive ? "product.archive" : "product.restore",
        storeId,
        productId,
        { archivedAt: was },
        { archivedAt: at?.toISOString() ?? null },
      ),
    );
  }

  return {
    async create(storeId, input) {
      const self = authorize(actor, "catalogue.write", storeId);
      if (!ID_PATTERN.test(storeId)) throw notFound("No such store.");
      const store = await findStoreById(db, storeId);
      if (!store) throw notFound("No such store.");
      const errors: Record<string, ShopperMessage> = {};
      const name = input.name.trim();
      const slug = input.slug.trim() || slugOf(name);
      if (!name) errors.name = shopperMessage("catalogue.required");
      if (input.slug.trim() && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
        errors.slug = shopperMessage("catalogue.badSlug");
      const taken = await listProductSlugs(db, storeId);
      const owner = taken.find((p) => p.slug === slug);
      if (slug && owner && !errors.slug)
        errors.slug = shopperMessage("catalogue.duplicateSlug", { slug, id: owner.id });
      const source = input.source;
      if (source.kind === "template" && !isProductTemplateId(source.template))
        errors.source = shopperMessage("catalogue.unknownTemplate");

      // The id is the slug (unique in the store), numbered when an id is taken by a product whose slug moved.
      const ids = new Set(taken.map((p) => p.id));
      const base = (slug || "product").slice(0, 60);
      let id = base;
      for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;

      let data: ProductData | undefined;
      if (source.kind === "copy") {
        const original = ID_PATTERN.test(source.copyOf) ? await findProductById(db, storeId, source.copyOf) : undefined;
        if (!original) errors.copyOf = shopperMessage("catalogue.copyMissing", { id: source.copyOf || "—" });
        else if (Object.keys(errors).length === 0) {
          data = structuredClone(original.data);
          data.productData.productName = name;
          data.productData.slug = slug || undefined;
        }
      } else if (Object.keys(errors).length === 0) {
        const cells = new Map<CsvColumn, string>([
          ["id", id],
          ["name", name],
          ["slug", slug],
          // A template's own price when the operator gives none.
          [
            "price",
            input.price.trim() ||
              (source.kind === "template" && isProductTemplateId(source.template)
                ? PRODUCT_TEMPLATES[source.template].price
                : ""),
          ],
          ...(source.kind === "template" && isProductTemplateId(source.template)
            ? (Object.entries(templateCells(source.template)) as [CsvColumn, string][])
            : []),
        ]);
        const built = rowToProduct(cells, { store: store.data, existing: undefined });
        for (const problem of built.problems)
          errors[problem.column ?? "form"] ??= { code: problem.code, params: problem.params } as ShopperMessage;
        const parsed = ProductDataSchema.safeParse(built.data);
        if (parsed.success) data = parsed.data;
        else if (Object.keys(errors).length === 0)
          errors.form = shopperMessage("catalogue.invalidField", {
            detail: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "),
          });
      }
      if (Object.keys(errors).length > 0 || !data) return { ok: false, errors };

      data.productData.productId = source.kind === "copy" ? data.productData.productId : id;
      // New products start out of the shop: the operator shows them when they are ready.
      data.productOptions.activeProduct = false;
      const copyOf = source.kind === "copy" ? source.copyOf : undefined;
      try {
        await createProduct(db, storeId, id, ProductDataSchema.parse(data), (trx, product) =>
          audit(trx, self, "product.create", storeId, id, null, {
            ...(copyOf ? { copyOf } : {}),
            ...(source.kind === "template" ? { template: source.template } : {}),
            slug: productSlug(id, product.data),
            data: product.data,
          }),
        );
      } catch (error) {
        if (error instanceof AppError && error.code === "conflict")
          return {
            ok: false,
            errors: {
              slug: error.shopperMessage ?? shopperMessage("catalogue.invalidField", { detail: error.message }),
            },
          };
        throw error;
      }
      return { ok: true, value: { id } };
    },

    archive: (storeId, productId) => archiveOrRestore(storeId, productId, true),
    restore: (storeId, productId) => archiveOrRestore(storeId, productId, false),

    async orderCount(storeId, productId) {
      authorize(actor, "catalogue.read", storeId);
      await productOf(storeId, productId);
      return ordersWithProduct(db, storeId, productId);
    },

    async remove(storeId, productId) {
      const self = authorize(actor, "catalogue.write", storeId);
      await productOf(storeId, productId);
      try {
        await removeProduct(db, storeId, productId, { actor: self, at: now() });
      } catch (error) {
        if (error instanceof AppError && error.code === "conflict" && error.shopperMessage)
          return { ok: false, errors: { form: error.shopperMessage } };
        throw error;
      }
      return { ok: true, value: undefined };
    },

    async productChoices(storeId) {
      authorize(actor, "catalogue.read", storeId);
      const { items } = await listProductsPage(db, storeId, {}, { offset: 0, limit: 2000 });
      return items
        .map((p) => ({ id: p.id, name: p.data.productData.productName }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    },

    async gallery(storeId, productId, change) {
      const self = authorize(actor, "catalogue.write", storeId);
      await productOf(storeId, productId);
      return inTransaction(db, async (trx): Promise<LifecycleResult> => {
        const current = await findProductById(trx, storeId, productId);
        if (!current) throw notFound("No such product.");
        const next = changeGallery(current.data, change);
        if (!next) {
          const unknownColor =
            change.kind === "color" &&
            change.color.trim() !== "" &&
            !current.data.productData.colors.some((c) => sameLabel(c.colorName, change.color));
          return unknownColor
            ? { ok: false, errors: { color: shopperMessage("catalogue.unknownColor", { entry: change.color }) } }
            : { ok: true, value: undefined };
        }
        await putProduct(trx, storeId, productId, next);
        const view = (data: ProductData) => ({
          primaryImageUrl: data.productData.primaryImageUrl ?? null,
          images: galleryOf(data).map((m) => m.url),
          colors: Object.fromEntries(galleryOf(data).flatMap((m) => (m.color ? [[m.url, m.color]] : []))),
        });
        await audit(trx, self, "product.image", storeId, productId, view(current.data), view(next));
        return { ok: true, value: undefined };
      });
    },
  };
}
