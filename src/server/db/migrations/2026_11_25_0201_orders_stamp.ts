// The per-store orders stamp (docs/decisions/0035): order_sequences.orders_stamp is bumped by every
// order placement (in the statement that takes the order number) and by every change of an order's
// status, in the same transaction. What is computed from a store's orders (the fundraiser's progress)
// is kept per store version and orders stamp, so a cancelled order stops counting at once.
// Frozen once landed.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("order_sequences")
    .addColumn("orders_stamp", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // Stores with orders start from a stamp that differs from "no orders yet".
  await sql`UPDATE order_sequences SET orders_stamp = last_number`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("order_sequences").dropColumn("orders_stamp").execute();
}
