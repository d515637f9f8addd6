// The order status workflow (docs/decisions/0038):
// - order_status_history: one row per status change (from, to, when, who, carrier and tracking number
//   for a shipment, a note). The order's placement is not a row: it is the order's created_at.
// - orders.locale: the language the order was placed in, so every later e-mail speaks it (null for
//   orders placed before this migration: they are written to in English).
// - orders.customer_name / customer_email: the billing contact, lower-cased, as columns so the
//   operator's search by name or e-mail is SQL on both dialects; filled here from each order's document.
// - orders_status_created_idx: the list filtered by status across stores, newest first.
// Existing orders are all "Processing" (the only status placement ever wrote), which is the
// workflow's first status: no status is rewritten.
// Frozen once landed.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("order_status_history")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id"))
    .addColumn("from_status", "text", (c) => c.notNull())
    .addColumn("to_status", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    // Who made the change: an operator's id and e-mail, or null for the admin API key.
    .addColumn("actor_id", "text")
    .addColumn("actor_email", "text")
    .addColumn("carrier", "text")
    .addColumn("tracking_number", "text")
    .addColumn("note", "text")
    .execute();
  await db.schema
    .createIndex("order_status_history_order_idx")
    .on("order_status_history")
    .columns(["order_id", "at"])
    .execute();

  await db.schema.alterTable("orders").addColumn("locale", "text").execute();
  await db.schema.alterTable("orders").addColumn("customer_name", "text").execute();
  await db.schema.alterTable("orders").addColumn("customer_email", "text").execute();
  await db.schema.createIndex("orders_status_created_idx").on("orders").columns(["status", "created_at"]).execute();

  const typed = db as Kysely<{
    orders: { id: string; data: string; customer_name: string | null; customer_email: string | null };
  }>;
  for (let last = ""; ;) {
    const rows = await typed
      .selectFrom("orders")
      .select(["id", "data"])
      .where("id", ">", last)
      .orderBy("id")
      .limit(500)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const contact = (JSON.parse(row.data) as { contact?: { firstName?: string; lastName?: string; email?: string } })
        .contact;
      await typed
        .updateTable("orders")
        .set({
          customer_name: `${contact?.firstName ?? ""} ${contact?.lastName ?? ""}`.trim().toLowerCase(),
          customer_email: (contact?.email ?? "").trim().toLowerCase(),
        })
        .where("id", "=", row.id)
        .execute();
    }
    last = rows[rows.length - 1]!.id;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_status_created_idx").ifExists().execute();
  await db.schema.alterTable("orders").dropColumn("customer_email").execute();
  await db.schema.alterTable("orders").dropColumn("customer_name").execute();
  await db.schema.alterTable("orders").dropColumn("locale").execute();
  await db.schema.dropTable("order_status_history").ifExists().execute();
}
