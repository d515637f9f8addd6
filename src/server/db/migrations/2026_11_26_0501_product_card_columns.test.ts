// Migration 0501 (docs/decisions/0056) on products written before it: each product's link slug and
// card image, and each colour row's hex, are filled from the stored document exactly as the write path
// derives them now (core/catalog/card-fields; the first colour of a name gives its hex).
import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardImageUrl, cardLinkSlug } from "~core/catalog/card-fields";
import type { ProductData } from "~core/entities/product.schema";
import { makeTee } from "~core/test-fixtures";
import type { Database } from "~server/db/connect";
import { migrateToLatest } from "~server/db/migrate";
import { createTestDatabase, testDialects } from "~server/testing/test-db";

const AT = "2026-11-20T10:00:00.000Z";

/** The two catalogue tables as they were before 0501. */
interface Before {
  products: {
    store_id: string;
    id: string;
    slug: string;
    name: string;
    name_lower: string;
    brand: string;
    minimum_part_price_cents: number;
    active: number;
    sort_order: number;
    main_design_id: string | null;
    data: string;
    updated_at: string;
  };
  product_colors: { store_id: string; product_id: string; color_name: string };
}

/** A products row as written before 0501: the columns derived from the document, and the document. */
const productRow = (storeId: string, id: string, sortOrder: number, data: ProductData): Before["products"] => ({
  store_id: storeId,
  id,
  slug: `stored-${id}`,
  name: data.productData.productName,
  name_lower: data.productData.productName.toLowerCase(),
  brand: "",
  minimum_part_price_cents: 400,
  active: 1,
  sort_order: sortOrder,
  main_design_id: null,
  data: JSON.stringify(data),
  updated_at: AT,
});

const media = (...urls: string[]) => ({ media: urls.map((url) => ({ url })) });

const PRODUCTS: Record<string, ProductData> = {
  "with-slug-and-primary": makeTee({
    productData: { slug: "heavy-tee", primaryImageUrl: "/img/primary.png" },
    mediaData: media("/img/first.png"),
  }),
  // No slug of its own: cards link by id (the stored slug column holds the name's slug).
  "no-slug-media-only": makeTee({ productData: { productName: "Média Tee" }, mediaData: media("/img/first.png") }),
  "empty-primary": makeTee({ productData: { primaryImageUrl: "" }, mediaData: media("/img/a.png", "/img/b.png") }),
  "no-image": makeTee({}),
  // One colour name twice: the first entry's hex is the colour's (as colors.find() reads it).
  "twin-colours": makeTee({
    productData: {
      colors: [
        { colorName: "Navy", hex: "#000080" },
        { colorName: "Red", hex: "#ff0000" },
        { colorName: "Navy", hex: "#111111" },
      ],
    },
  }),
  "no-colours": makeTee({ productData: { colors: [] } }),
};

describe.each(testDialects({ postgres: "migration" }))("migration 0501 (product card columns) on %s", (dialect) => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase(dialect, "2026_11_26_0401_gift_code_case_unique");
    await database.db
      .insertInto("stores")
      .values({ id: "s", data: "{}", is_active: 1, is_private: 0, password_hash: null, updated_at: AT })
      .execute();
    const before = database.db as unknown as Kysely<Before>;
    for (const [index, [id, data]] of Object.entries(PRODUCTS).entries()) {
      await before
        .insertInto("products")
        .values(productRow("s", id, index, data))
        .execute();
      const names = [...new Set(data.productData.colors.map((color) => color.colorName))];
      for (const color_name of names)
        await before.insertInto("product_colors").values({ store_id: "s", product_id: id, color_name }).execute();
    }
  });
  afterEach(async () => {
    await database.close();
  });

  it("fills each product's link slug and card image from its document, as the write path derives them", async () => {
    await migrateToLatest(database.db);
    const rows = await database.db
      .selectFrom("products")
      .select(["id", "link_slug", "image_url"])
      .orderBy("sort_order")
      .execute();
    expect(rows).toEqual(
      Object.entries(PRODUCTS).map(([id, data]) => ({
        id,
        link_slug: cardLinkSlug(id, data),
        image_url: cardImageUrl(data),
      })),
    );
    // The cases say what the derivation is, so a change to it cannot pass unnoticed.
    expect(rows.map((row) => [row.link_slug, row.image_url])).toEqual([
      ["heavy-tee", "/img/primary.png"],
      ["no-slug-media-only", "/img/first.png"],
      ["empty-primary", "/img/a.png"],
      ["no-image", ""],
      ["twin-colours", ""],
      ["no-colours", ""],
    ]);
  });

  it("fills every product of a catalogue larger than one pass reads, across stores", async () => {
    const before = database.db as unknown as Kysely<Before>;
    await database.db
      .insertInto("stores")
      .values({ id: "t", data: "{}", is_active: 1, is_private: 0, password_hash: null, updated_at: AT })
      .execute();
    const data = makeTee({ productData: { primaryImageUrl: "/img/many.png" } });
    const many = Array.from({ length: 2_100 }, (_, i) =>
      productRow(i % 2 === 0 ? "s" : "t", `many-${String(i).padStart(4, "0")}`, 100 + i, data),
    );
    for (let i = 0; i < many.length; i += 300)
      await before
        .insertInto("products")
        .values(many.slice(i, i + 300))
        .execute();
    await migrateToLatest(database.db);
    const unfilled = await database.db
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where((eb) => eb.or([eb("link_slug", "=", ""), eb("image_url", "<>", "/img/many.png")]))
      .where("id", "like", "many-%")
      .executeTakeFirstOrThrow();
    expect(Number(unfilled.count)).toBe(0);
  });

  it("fills each colour row's hex with the first entry of that name in the document", async () => {
    await migrateToLatest(database.db);
    const rows = await database.db
      .selectFrom("product_colors")
      .select(["product_id", "color_name", "hex"])
      .orderBy("product_id")
      .orderBy("color_name")
      .execute();
    expect(rows.filter((row) => row.product_id === "twin-colours")).toEqual([
      { product_id: "twin-colours", color_name: "Navy", hex: "#000080" },
      { product_id: "twin-colours", color_name: "Red", hex: "#ff0000" },
    ]);
    for (const row of rows) {
      const data = PRODUCTS[row.product_id] as ProductData;
      expect(row.hex).toBe(data.productData.colors.find((color) => color.colorName === row.color_name)?.hex);
    }
    expect(rows).toHaveLength(10);
  });
});
