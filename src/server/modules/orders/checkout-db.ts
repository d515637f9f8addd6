// Row types of the tables added by migration 2026_11_22_0003_orders_extra. They belong in db/schema.ts
// (the lead's file); until they move there, repositories of this area widen Kysely<DB> with them here.
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";

export interface PaymentTokensTable {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  outcome: "approve" | "decline";
  status: "unused" | "captured" | "declined" | "refunded";
  capture_key: string | null;
  amount_cents: number | null;
  created_at: string;
  used_at: string | null;
}

export interface OrderSequencesTable {
  store_id: string;
  last_number: number;
}

export interface CheckoutDB extends DB {
  payment_tokens: PaymentTokensTable;
  order_sequences: OrderSequencesTable;
}

/** The same connection (or transaction), typed with the tables of migration 0003. */
export function withCheckoutTables(db: Kysely<DB>): Kysely<CheckoutDB> {
  return db as unknown as Kysely<CheckoutDB>;
}
