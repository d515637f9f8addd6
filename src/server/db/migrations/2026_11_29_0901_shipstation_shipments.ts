// ShipStation shipping labels (issue 46): a store's own ShipStation API keys, and one row per order
// sent to ShipStation with what came back (ShipStation's order id, the label's shipment and tracking
// number). The row's state is claimed conditionally, so a double click or a second process never
// asks ShipStation for a second label. Frozen once landed.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("store_shipstation_accounts")
    .addColumn("store_id", "text", (c) => c.primaryKey().references("stores.id").onDelete("cascade"))
    .addColumn("api_key", "text", (c) => c.notNull())
    .addColumn("api_secret", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("order_shipments")
    .addColumn("order_id", "text", (c) => c.primaryKey().references("orders.id").onDelete("cascade"))
    .addColumn("store_id", "text", (c) => c.notNull())
    // pushed: ShipStation has the order; label_requested: a label is being bought (claimed);
    // labelled: a shipment with a tracking number exists; shipped: the order was marked shipped.
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("shipstation_order_id", "text")
    .addColumn("shipment_id", "text")
    .addColumn("carrier_code", "text")
    .addColumn("service_code", "text")
    .addColumn("tracking_number", "text")
    .addColumn("label_pdf", "text")
    .addColumn("last_error", "text")
    .addColumn("claimed_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("order_shipments_state_idx")
    .on("order_shipments")
    .columns(["state", "store_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("order_shipments").ifExists().execute();
  await db.schema.dropTable("store_shipstation_accounts").ifExists().execute();
}
