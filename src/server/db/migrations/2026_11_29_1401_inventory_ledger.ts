// Inventory that counts (issue 46, decision 0080): every change of a colour × size's stock is a row
// of stock_movements (which order or which operator, by how much, what was left); a store's
// low-stock threshold; one low-stock e-mail per store and day (the insert that wins sends it, so
// two processes sweeping at once send it once). Frozen once landed.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("stock_movements")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("store_id", "text", (c) => c.notNull().references("stores.id").onDelete("cascade"))
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("color", "text", (c) => c.notNull())
    .addColumn("size", "text", (c) => c.notNull())
    // negative: units taken (an order); positive: units put back (a cancellation, a refund, a count).
    .addColumn("delta", "integer", (c) => c.notNull())
    .addColumn("quantity_after", "integer", (c) => c.notNull())
    // order | cancellation | refund | adjustment
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("order_id", "text")
    .addColumn("order_number", "text")
    .addColumn("actor_id", "text")
    .addColumn("actor_email", "text")
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("stock_movements_item_idx")
    .on("stock_movements")
    .columns(["store_id", "product_id", "color", "size", "at"])
    .execute();
  await db.schema.createIndex("stock_movements_order_idx").on("stock_movements").column("order_id").execute();
  await db.schema
    .createTable("store_inventory_settings")
    .addColumn("store_id", "text", (c) => c.primaryKey().references("stores.id").onDelete("cascade"))
    .addColumn("low_stock_threshold", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("low_stock_alerts")
    .addColumn("store_id", "text", (c) => c.notNull().references("stores.id").onDelete("cascade"))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("items", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("low_stock_alerts_pk", ["store_id", "day"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("low_stock_alerts").ifExists().execute();
  await db.schema.dropTable("store_inventory_settings").ifExists().execute();
  await db.schema.dropTable("stock_movements").ifExists().execute();
}
