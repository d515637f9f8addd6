// The initial schema of ARCHITECTURE §4. Frozen once landed: change the schema with a new migration
// (docs/recipes/migration.md). Migrations see db as Kysely<unknown> on purpose: they describe the schema
// as it was at their time, not as schema.ts says it is today.
import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("stores")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("is_active", "integer", (c) => c.notNull())
    .addColumn("is_private", "integer", (c) => c.notNull())
    .addColumn("password_hash", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("store_domains")
    .addColumn("domain", "text", (c) => c.primaryKey())
    .addColumn("store_id", "text", (c) => c.notNull().references("stores.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("store_domains_store_idx").on("store_domains").column("store_id").execute();

  await db.schema
    .createTable("categories")
    .addColumn("store_id", "text", (c) => c.notNull().references("stores.id").onDelete("cascade"))
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("parent_id", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("categories_pk", ["store_id", "id"])
    .execute();

  await db.schema
    .createTable("products")
    .addColumn("store_id", "text", (c) => c.notNull().references("stores.id").onDelete("cascade"))
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_lower", "text", (c) => c.notNull())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("minimum_part_price_cents", "integer", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .addColumn("main_design_id", "text")
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("products_pk", ["store_id", "id"])
    .addUniqueConstraint("products_slug_unique", ["store_id", "slug"])
    .execute();
  // One index per listing sort (price, name, default order), each led by the store and the active
  // flag every shopper query carries, so a page of 20 is an index range scan, not a sort of the store.
  await db.schema
    .createIndex("products_price_idx")
    .on("products")
    .columns(["store_id", "active", "minimum_part_price_cents"])
    .execute();
  await db.schema
    .createIndex("products_name_idx")
    .on("products")
    .columns(["store_id", "active", "name_lower"])
    .execute();
  await db.schema
    .createIndex("products_sort_idx")
    .on("products")
    .columns(["store_id", "active", "sort_order"])
    .execute();
  await db.schema.createIndex("products_design_idx").on("products").columns(["store_id", "main_design_id"]).execute();

  // Filter tables: the primary key answers "products of this store with this value" by equality;
  // the second index serves the cascade from products and "values of this product".
  for (const [table, column] of [
    ["product_categories", "category_id"],
    ["product_colors", "color_name"],
    ["product_tags", "tag"],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn("store_id", "text", (c) => c.notNull())
      .addColumn("product_id", "text", (c) => c.notNull())
      .addColumn(column, "text", (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ["store_id", column, "product_id"])
      .addForeignKeyConstraint(
        `${table}_product_fk`,
        ["store_id", "product_id"],
        "products",
        ["store_id", "id"],
        (fk) => fk.onDelete("cascade"),
      )
      .execute();
    await db.schema.createIndex(`${table}_product_idx`).on(table).columns(["store_id", "product_id"]).execute();
  }

  // Orders are never removed with their store (no cascade): order history outlives a storefront.
  await db.schema
    .createTable("orders")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("store_id", "text", (c) => c.notNull().references("stores.id"))
    .addColumn("order_number", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("subtotal_cents", "integer", (c) => c.notNull())
    .addColumn("tax_cents", "integer", (c) => c.notNull())
    .addColumn("shipping_cents", "integer", (c) => c.notNull())
    .addColumn("gift_cents", "integer", (c) => c.notNull())
    .addColumn("total_cents", "integer", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("orders_number_unique", ["store_id", "order_number"])
    .addUniqueConstraint("orders_idempotency_unique", ["store_id", "idempotency_key"])
    .execute();
  await db.schema.createIndex("orders_store_created_idx").on("orders").columns(["store_id", "created_at"]).execute();

  await db.schema
    .createTable("payments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("token_ref", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("payments_order_idx").on("payments").column("order_id").execute();

  await db.schema
    .createTable("gift_codes")
    .addColumn("store_id", "text", (c) => c.notNull().references("stores.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("balance_cents", "integer", (c) => c.notNull().check(sql`balance_cents >= 0`))
    .addPrimaryKeyConstraint("gift_codes_pk", ["store_id", "code"])
    .execute();

  await db.schema
    .createTable("gift_code_reservations")
    .addColumn("order_key", "text", (c) => c.primaryKey())
    .addColumn("store_id", "text", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addForeignKeyConstraint(
      "gift_code_reservations_code_fk",
      ["store_id", "code"],
      "gift_codes",
      ["store_id", "code"],
      (fk) => fk.onDelete("cascade"),
    )
    .execute();
  await db.schema
    .createIndex("gift_code_reservations_code_idx")
    .on("gift_code_reservations")
    .columns(["store_id", "code", "state"])
    .execute();
  await db.schema
    .createIndex("gift_code_reservations_expiry_idx")
    .on("gift_code_reservations")
    .columns(["state", "expires_at"])
    .execute();

  await db.schema
    .createTable("mail_outbox")
    // A growing integer id keeps the outbox in the order mails were queued.
    .addColumn("id", "integer", (c) =>
      dialectOf(db) === "sqlite" ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn("store_id", "text", (c) => c.notNull().references("stores.id").onDelete("cascade"))
    .addColumn("order_id", "text", (c) => c.references("orders.id"))
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("html", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("mail_outbox_due_idx").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("window_start", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("rate_limits_pk", ["key", "window_start"])
    .execute();
  await db.schema.createIndex("rate_limits_window_idx").on("rate_limits").column("window_start").execute();

  await db.schema
    .createTable("idempotency")
    .addColumn("store_id", "text", (c) => c.notNull().references("stores.id").onDelete("cascade"))
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("response", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("idempotency_pk", ["store_id", "key"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "idempotency",
    "rate_limits",
    "mail_outbox",
    "gift_code_reservations",
    "gift_codes",
    "payments",
    "orders",
    "product_tags",
    "product_colors",
    "product_categories",
    "products",
    "categories",
    "store_domains",
    "stores",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
