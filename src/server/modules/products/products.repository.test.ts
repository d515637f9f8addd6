import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~server/db/connect";
import { upsertStore } from "~server/modules/stores/stores.repository";
import { buildProductData, buildStoreData } from "~server/testing/fixtures/store-fixtures";
import { createTestDatabase, testDialects } from "~server/testing/test-db";
import { sql } from "kysely";
import {
  countProducts,
  deleteProduct,
  findProductById,
  findProductBySlug,
  refreshCatalogStatistics,
  upsertProduct,
} from "./products.repository";

describe.each(testDialects({ postgres: "repository" }))("products repository on %s", (dialect) => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    for (const id of ["a", "b"]) {
      await upsertStore(database.db, {
        id,
        domains: [`${id}.localhost`],
        passwordHash: null,
        data: buildStoreData(id),
      });
    }
  });
  afterEach(async () => {
    await database.close();
  });

  const filterValues = async (storeId: string, productId: string) => {
    const { db } = database;
    const categories = await db
      .selectFrom("product_categories")
      .select("category_id")
      .where("store_id", "=", storeId)
      .where("product_id", "=", productId)
      .orderBy("category_id")
      .execute();
    const colors = await db
      .selectFrom("product_colors")
      .select("color_name")
      .where("store_id", "=", storeId)
      .where("product_id", "=", productId)
      .orderBy("color_name")
      .execute();
    const tags = await db
      .selectFrom("product_tags")
      .select("tag")
      .where("store_id", "=", storeId)
      .where("product_id", "=", productId)
      .orderBy("tag")
      .execute();
    return {
      categories: categories.map((r) => r.category_id),
      colors: colors.map((r) => r.color_name),
      tags: tags.map((r) => r.tag),
    };
  };

  it("derives the listing columns from the product document", async () => {
    const data = buildProductData({
      name: "Crème Crew Tee (Heavy)",
      brand: "Bella+Canvas",
      price: 12.345,
      active: false,
      sortOrder: 7,
    });
    const { created, product } = await upsertProduct(database.db, "a", "tee", data);
    expect(created).toBe(true);
    expect(product.slug).toBe("creme-crew-tee-heavy");
    const row = await database.db
      .selectFrom("products")
      .select(["slug", "name", "name_lower", "brand", "minimum_part_price_cents", "active", "sort_order"])
      .where("store_id", "=", "a")
      .where("id", "=", "tee")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      slug: "creme-crew-tee-heavy",
      name: "Crème Crew Tee (Heavy)",
      name_lower: "crème crew tee (heavy)",
      brand: "Bella+Canvas",
      minimum_part_price_cents: 1235,
      active: 0,
      sort_order: 7,
    });
  });

  it("uses the document's slug when it has one", async () => {
    await upsertProduct(database.db, "a", "tee", buildProductData({ name: "Crew Tee", slug: "the-tee" }));
    expect((await findProductBySlug(database.db, "a", "the-tee"))?.id).toBe("tee");
  });

  it("files a product under every ancestor of its categories, with its colours and tags", async () => {
    const data = buildProductData({
      name: "Long Tee",
      categories: ["tops/t-shirts/long-sleeve", "bottoms"],
      colors: ["Navy", "Red", "Navy"],
      tags: ["New", "Featured"],
    });
    await upsertProduct(database.db, "a", "long", data);
    expect(await filterValues("a", "long")).toEqual({
      categories: ["bottoms", "tops", "tops/t-shirts", "tops/t-shirts/long-sleeve"],
      colors: ["Navy", "Red"],
      tags: ["Featured", "New"],
    });
  });

  it("replaces the filter rows when the product is saved again", async () => {
    await upsertProduct(
      database.db,
      "a",
      "p",
      buildProductData({ name: "P", categories: ["tops"], colors: ["Navy"], tags: ["New"] }),
    );
    const { created } = await upsertProduct(
      database.db,
      "a",
      "p",
      buildProductData({ name: "P", categories: ["bottoms"] }),
    );
    expect(created).toBe(false);
    expect(await filterValues("a", "p")).toEqual({ categories: ["bottoms"], colors: [], tags: [] });
    expect(await countProducts(database.db, "a")).toBe(1);
  });

  it("refuses a slug used by another product of the same store, but not of another store", async () => {
    await upsertProduct(database.db, "a", "one", buildProductData({ name: "Crew Tee" }));
    await expect(upsertProduct(database.db, "a", "two", buildProductData({ name: "Crew Tee" }))).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringContaining("crew-tee"),
    });
    expect(await findProductById(database.db, "a", "two")).toBeUndefined();
    await expect(upsertProduct(database.db, "b", "two", buildProductData({ name: "Crew Tee" }))).resolves.toMatchObject(
      {
        created: true,
      },
    );
  });

  it("scopes products by store", async () => {
    await upsertProduct(database.db, "a", "tee", buildProductData({ name: "A Tee" }));
    await upsertProduct(database.db, "b", "tee", buildProductData({ name: "B Tee" }));
    expect((await findProductById(database.db, "a", "tee"))?.data.productData.productName).toBe("A Tee");
    expect((await findProductById(database.db, "b", "tee"))?.data.productData.productName).toBe("B Tee");
    expect(await findProductBySlug(database.db, "a", "b-tee")).toBeUndefined();
    expect(await deleteProduct(database.db, "b", "tee")).toBe(true);
    expect(await findProductById(database.db, "a", "tee")).toBeDefined();
    expect(await countProducts(database.db, "a")).toBe(1);
    expect(await countProducts(database.db, "b")).toBe(0);
  });

  it("deletes a product with its filter rows, and says when there was none", async () => {
    await upsertProduct(database.db, "a", "p", buildProductData({ name: "P", categories: ["tops"], colors: ["Navy"] }));
    expect(await deleteProduct(database.db, "a", "p")).toBe(true);
    expect(await filterValues("a", "p")).toEqual({ categories: [], colors: [], tags: [] });
    expect(await deleteProduct(database.db, "a", "p")).toBe(false);
  });

  it("gives PostgreSQL's planner statistics of the catalogue tables after a bulk load", async () => {
    await upsertProduct(database.db, "a", "p", buildProductData({ name: "P", categories: ["tops"], colors: ["Navy"] }));
    await refreshCatalogStatistics(database.db);
    if (dialect !== "postgres") return;
    const { rows } = await sql<{ relname: string; analyzed: boolean }>`
      SELECT relname, last_analyze IS NOT NULL AS analyzed FROM pg_stat_user_tables
      WHERE relname IN ('products', 'product_categories', 'product_colors', 'product_tags') ORDER BY relname`.execute(
      database.db,
    );
    expect(rows).toEqual(
      ["product_categories", "product_colors", "product_tags", "products"].map((relname) => ({
        relname,
        analyzed: true,
      })),
    );
  });
});
