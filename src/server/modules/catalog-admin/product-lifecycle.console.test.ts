// The console's product lifecycle (issue 45, decision 0088) on the real database: a new product blank,
// from a template and as a copy (hidden until shown, audited, slug unique per store with the field's
// message); archive takes a product out of the shop's product page, listing and orders and restore
// brings it back; delete is refused while an order has the product, and works (audited) otherwise;
// the gallery's order, primary image, removal and each image's colour. On SQLite, and on PostgreSQL with
// TEST_DATABASE_URL.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ProductDataSchema } from "~core/entities/product.schema";
import type { Actor } from "~core/operators/permissions";
import { buildClientOrder, call, createCheckoutTestbed, TEE, type Testbed } from "~server/testing/checkout-testbed";
import { testDialects } from "~server/testing/test-db";
import { findProductById } from "~server/modules/products/products.service";
import { createCatalogueConsole, type CatalogueConsole } from "./catalogue.console";
import { changeGallery } from "./product-lifecycle.console";

const STAFF: Actor = { id: "staff-1", email: "staff@example.com", role: "staff", storeIds: [] };
const ORGANISER: Actor = { id: "org-1", email: "coach@example.com", role: "organiser", storeIds: ["demo"] };

describe.each(testDialects({ postgres: "repository" }))("product lifecycle on %s", (dialect) => {
  let bed: Testbed;
  let catalogue: CatalogueConsole;
  const now = new Date("2026-11-29T12:00:00Z");
  beforeEach(async () => {
    bed = await createCheckoutTestbed(dialect);
    catalogue = createCatalogueConsole({ db: bed.db, actor: STAFF, now: () => now });
    // The audit log's actor is an account: the staff member exists.
    await bed.db
      .insertInto("operator_accounts")
      .values({
        id: STAFF.id,
        email: STAFF.email,
        role: "staff",
        password_hash: "x",
        disabled: 0,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      } as never)
      .execute()
      .catch(() => undefined);
  });
  afterEach(async () => {
    await bed.close();
  });

  const audits = (entityId: string) =>
    bed.db
      .selectFrom("audit_log")
      .select(["action", "actor_email", "before_json as before", "after_json as after"])
      .where("entity_id", "=", entityId)
      .orderBy("id")
      .execute();
  const shopProduct = (id: string) => call(bed.app, "GET", `/api/promo/store/products/${id}`);
  const listingIds = async (q: string) => {
    const res = await call(bed.app, "GET", `/api/promo/store/products-store?take=100&searchText=${q}`);
    const body = (await res.json()) as { data: { data?: { id: string }[]; items?: { id: string }[] } };
    return JSON.stringify(body);
  };

  it("creates a product from a template: hidden, the template's colours and sizes, audited", async () => {
    const result = await catalogue.create("demo", {
      source: { kind: "template", template: "hoodie" },
      name: "Spring Hoodie",
      slug: "",
      price: "42.50",
    });
    expect(result).toEqual({ ok: true, value: { id: "spring-hoodie" } });
    const stored = await findProductById(bed.db, "demo", "spring-hoodie");
    const data = ProductDataSchema.parse(stored!.data);
    expect(data.productData.productName).toBe("Spring Hoodie");
    expect(data.productData.minimumPartPrice).toBe(42.5);
    expect(data.productData.sizes).toEqual(["YS", "YM", "YL", "S", "M", "L", "XL", "2XL", "3XL"]);
    expect(data.productData.colors.map((c) => c.colorName)).toEqual(["Black", "Navy", "Sport Grey"]);
    expect(data.productData.productPartArray).toHaveLength(27);
    expect(data.productData.productPartArray.every((p) => p.partId.startsWith("spring-hoodie-"))).toBe(true);
    expect(data.productOptions.activeProduct).toBe(false);
    expect(data.productOptions.sizes.find((s) => s.label === "2XL")?.sizeMarkup).toBe(3);
    const [entry] = await audits("spring-hoodie");
    expect(entry).toMatchObject({ action: "product.create", actor_email: STAFF.email, before: null });
    expect(JSON.parse(entry!.after!)).toMatchObject({ template: "hoodie", slug: "spring-hoodie" });
    // Hidden: the shop does not have it yet.
    expect((await shopProduct("spring-hoodie")).status).toBe(404);
  });

  it("creates a blank product and refuses each bad field by name, writing nothing", async () => {
    const refused = await catalogue.create("demo", {
      source: { kind: "blank" },
      name: "",
      slug: "Bad Slug",
      price: "",
    });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.errors.name?.code).toBe("catalogue.required");
    expect(refused.errors.slug?.code).toBe("catalogue.badSlug");
    const missingPrice = await catalogue.create("demo", {
      source: { kind: "blank" },
      name: "Plain",
      slug: "",
      price: "",
    });
    expect(missingPrice.ok || missingPrice.errors.price?.code).toBe("catalogue.required");
    const badTemplate = await catalogue.create("demo", {
      source: { kind: "template", template: "kilt" },
      name: "Kilt",
      slug: "",
      price: "1",
    });
    expect(badTemplate.ok || badTemplate.errors.source?.code).toBe("catalogue.unknownTemplate");
    expect(await findProductById(bed.db, "demo", "plain")).toBeUndefined();

    const blank = await catalogue.create("demo", { source: { kind: "blank" }, name: "Plain", slug: "", price: "5" });
    expect(blank).toEqual({ ok: true, value: { id: "plain" } });
  });

  it("keeps slugs unique per store: a taken slug is refused on the slug field", async () => {
    const existing = await findProductById(bed.db, "demo", "demo-001");
    const refused = await catalogue.create("demo", {
      source: { kind: "template", template: "tee" },
      name: "Another",
      slug: existing!.slug,
      price: "10",
    });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.errors.slug).toEqual({
        code: "catalogue.duplicateSlug",
        params: { slug: existing!.slug, id: "demo-001" },
      });
    }
  });

  it("copies a product: same colours, sizes and prices, its own name and slug, hidden, audited with its source", async () => {
    const result = await catalogue.create("demo", {
      source: { kind: "copy", copyOf: "demo-001" },
      name: "Copied Tee",
      slug: "copied-tee",
      price: "",
    });
    expect(result).toEqual({ ok: true, value: { id: "copied-tee" } });
    const original = (await findProductById(bed.db, "demo", "demo-001"))!.data;
    const copy = (await findProductById(bed.db, "demo", "copied-tee"))!.data;
    expect(copy.productData.productName).toBe("Copied Tee");
    expect(copy.productData.slug).toBe("copied-tee");
    expect(copy.productData.colors).toEqual(original.productData.colors);
    expect(copy.pricingData).toEqual(original.pricingData);
    expect(copy.productOptions.activeProduct).toBe(false);
    const [entry] = await audits("copied-tee");
    expect(JSON.parse(entry!.after!)).toMatchObject({ copyOf: "demo-001" });
    const missing = await catalogue.create("demo", {
      source: { kind: "copy", copyOf: "nope" },
      name: "X",
      slug: "",
      price: "",
    });
    expect(missing.ok || missing.errors.copyOf?.code).toBe("catalogue.copyMissing");
  });

  it("archives a product out of the shop (product page, listing, orders) and restores it, audited", async () => {
    const name = (await findProductById(bed.db, "demo", "demo-001"))!.data.productData.productName;
    const word = name.split(" ")[0]!;
    expect((await shopProduct("demo-001")).status).toBe(200);
    expect(await listingIds(word)).toContain('"demo-001"');

    await catalogue.archive("demo", "demo-001");
    expect((await shopProduct("demo-001")).status).toBe(404);
    expect(await listingIds(word)).not.toContain('"demo-001"');
    const order = await buildClientOrder(bed, [TEE]).catch((error: unknown) => error);
    if (!(order instanceof Error)) {
      const placed = await call(bed.app, "POST", "/api/promo/ecommerce/orders", { order }, { "Idempotency-Key": "k1" });
      expect(placed.status).not.toBe(200);
    }
    // The console still lists it, under the archived filter only.
    const live = await catalogue.list("demo", { q: "demo-001" }, 1);
    expect(live.items.map((i) => i.id)).not.toContain("demo-001");
    const archived = await catalogue.list("demo", { q: "demo-001", active: "archived" }, 1);
    expect(archived.items.map((i) => ({ id: i.id, archived: i.archived }))).toEqual([
      { id: "demo-001", archived: true },
    ]);
    // An edit of an archived product keeps it out of the shop.
    const view = await catalogue.product("demo", "demo-001");
    expect(view.archivedAt).toBe(now.toISOString());
    expect((await catalogue.save("demo", "demo-001", view.fields)).ok).toBe(true);
    expect((await shopProduct("demo-001")).status).toBe(404);

    await catalogue.restore("demo", "demo-001");
    expect((await shopProduct("demo-001")).status).toBe(200);
    expect(await listingIds(word)).toContain('"demo-001"');
    expect((await audits("demo-001")).map((a) => a.action)).toEqual([
      "product.archive",
      "product.update",
      "product.restore",
    ]);
  });

  it("refuses to delete a product that orders have, and deletes one without orders, audited", async () => {
    const order = await buildClientOrder(bed, [TEE]);
    const placed = await call(bed.app, "POST", "/api/promo/ecommerce/orders", { order }, { "Idempotency-Key": "k2" });
    expect(placed.status, await placed.clone().text()).toBe(200);
    expect(await catalogue.orderCount("demo", "demo-001")).toBe(1);
    const refused = await catalogue.remove("demo", "demo-001");
    expect(refused).toMatchObject({ ok: false, errors: { form: { code: "catalogue.productHasOrders" } } });
    expect(await findProductById(bed.db, "demo", "demo-001")).toBeDefined();

    await catalogue.create("demo", {
      source: { kind: "copy", copyOf: "demo-001" },
      name: "Spare",
      slug: "",
      price: "",
    });
    expect(await catalogue.orderCount("demo", "spare")).toBe(0);
    expect(await catalogue.remove("demo", "spare")).toEqual({ ok: true, value: undefined });
    expect(await findProductById(bed.db, "demo", "spare")).toBeUndefined();
    const actions = await audits("spare");
    expect(actions.map((a) => a.action)).toEqual(["product.create", "product.delete"]);
    expect(JSON.parse(actions[1]!.before!)).toMatchObject({ name: "Spare" });
  });

  it("refuses an organiser (read-only) every change", async () => {
    const organiser = createCatalogueConsole({ db: bed.db, actor: ORGANISER, now: () => now });
    await expect(organiser.archive("demo", "demo-001")).rejects.toBeTruthy();
    await expect(organiser.remove("demo", "demo-001")).rejects.toBeTruthy();
    await expect(
      organiser.create("demo", { source: { kind: "blank" }, name: "X", slug: "", price: "1" }),
    ).rejects.toBeTruthy();
  });

  it("reorders, picks the primary image and deletes images of the gallery, audited", async () => {
    const media = (urls: string[]) =>
      urls.map((url, order) => ({ url, mediaType: "Image", order, classTypeArray: [] }));
    const data = ProductDataSchema.parse({
      productData: { productId: "g", productName: "G", minimumPartPrice: 1, primaryImageUrl: "/a.png" },
      mediaData: { media: media(["/a.png", "/b.png", "/c.png"]) },
    });
    const order = (d: typeof data) => [...d.mediaData.media].sort((x, y) => x.order - y.order).map((m) => m.url);
    const down = changeGallery(data, { kind: "down", url: "/a.png" })!;
    expect(order(down)).toEqual(["/b.png", "/a.png", "/c.png"]);
    expect(changeGallery(data, { kind: "up", url: "/a.png" })).toBeUndefined();
    const primary = changeGallery(data, { kind: "primary", url: "/c.png" })!;
    expect(primary.productData.primaryImageUrl).toBe("/c.png");
    const removed = changeGallery(data, { kind: "delete", url: "/a.png" })!;
    expect(order(removed)).toEqual(["/b.png", "/c.png"]);
    expect(removed.productData.primaryImageUrl).toBeUndefined();

    const view = await catalogue.product("demo", "demo-001");
    const images = view.media.map((m) => m.url);
    if (images.length >= 2) {
      await catalogue.gallery("demo", "demo-001", { kind: "down", url: images[0]! });
      const after = await catalogue.product("demo", "demo-001");
      expect(after.media.map((m) => m.url).slice(0, 2)).toEqual([images[1], images[0]]);
    }
    await catalogue.gallery("demo", "demo-001", { kind: "primary", url: images.at(-1)! });
    expect((await catalogue.product("demo", "demo-001")).media.find((m) => m.primary)?.url).toBe(images.at(-1));
    expect((await audits("demo-001")).map((a) => a.action)).toContain("product.image");
  });

  it("gives an image the colour it shows (the product's spelling) or none, and refuses a colour the product lacks", async () => {
    const data = ProductDataSchema.parse({
      productData: {
        productId: "g",
        productName: "G",
        minimumPartPrice: 1,
        colors: [
          { colorName: "Navy", hex: "#1f2a44" },
          { colorName: "Gold", hex: "#ffcc00" },
        ],
      },
      mediaData: { media: [{ url: "/a.png", mediaType: "Image", order: 0, classTypeArray: [] }] },
    });
    const gold = changeGallery(data, { kind: "color", url: "/a.png", color: " gold " })!;
    expect(gold.mediaData.media[0]!.color).toBe("Gold");
    expect(changeGallery(gold, { kind: "color", url: "/a.png", color: "Gold" })).toBeUndefined();
    expect(changeGallery(gold, { kind: "color", url: "/a.png", color: "" })!.mediaData.media[0]!.color).toBeUndefined();
    expect(changeGallery(data, { kind: "color", url: "/a.png", color: "Crimson" })).toBeUndefined();
    expect(changeGallery(data, { kind: "color", url: "/nope.png", color: "Gold" })).toBeUndefined();

    const view = await catalogue.product("demo", "demo-001");
    const url = view.media[0]!.url;
    // A colour the image does not show yet (the demo's images may show one).
    const color = view.colors.find((c) => c !== view.media[0]!.color)!;
    const refused = await catalogue.gallery("demo", "demo-001", { kind: "color", url, color: "Crimson" });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.errors.color).toMatchObject({
      code: "catalogue.unknownColor",
      params: { entry: "Crimson" },
    });
    expect((await catalogue.product("demo", "demo-001")).media[0]!.color).toBe(view.media[0]!.color);

    expect(await catalogue.gallery("demo", "demo-001", { kind: "color", url, color: color.toUpperCase() })).toEqual({
      ok: true,
      value: undefined,
    });
    expect((await catalogue.product("demo", "demo-001")).media[0]!.color).toBe(color);
    const audit = (await audits("demo-001")).at(-1)!;
    expect(audit.action).toBe("product.image");
    expect(JSON.parse(String(audit.after)).colors).toMatchObject({ [url]: color });
  });
});
