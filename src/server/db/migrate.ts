// Applies the schema migrations. The list is explicit (not read from the directory at run time) so it
// survives bundling and a missing file is a compile error, not a silently skipped migration.
import { type Kysely, type Migration, Migrator } from "kysely";
import * as initial from "./migrations/2026_11_22_0001_initial";
import * as listingIndexes from "./migrations/2026_11_22_0002_listing_indexes";
import * as ordersExtra from "./migrations/2026_11_22_0003_orders_extra";
import * as pendingPlacements from "./migrations/2026_11_24_0004_pending_placements";
import * as revokedTokensAndHoldOwner from "./migrations/2026_11_24_0005_revoked_tokens_and_hold_owner";
import * as storeNotifyRequests from "./migrations/2026_11_24_0006_store_notify_requests";
import * as operators from "./migrations/2026_11_25_0101_operators";
import * as ordersStamp from "./migrations/2026_11_25_0201_orders_stamp";
import * as orderWorkflow from "./migrations/2026_11_25_0401_order_workflow";
import * as giftCodeState from "./migrations/2026_11_26_0301_gift_code_state";
import * as giftCodeCaseUnique from "./migrations/2026_11_26_0401_gift_code_case_unique";
import * as productCardColumns from "./migrations/2026_11_26_0501_product_card_columns";
import * as catalogueUploads from "./migrations/2026_11_27_0101_catalogue_uploads";
import * as shipstationShipments from "./migrations/2026_11_29_0901_shipstation_shipments";
import * as operatorPasswordChange from "./migrations/2026_11_29_1201_operator_password_change";
import * as stripePayments from "./migrations/2026_11_29_1301_stripe_payments";
import * as inventoryLedger from "./migrations/2026_11_29_1401_inventory_ledger";
import * as orderChanges from "./migrations/2026_11_29_1501_order_changes";
import * as productArchive from "./migrations/2026_11_29_1601_product_archive";
import * as mediaItems from "./migrations/2026_11_29_1701_media_items";
import * as auditLogFilters from "./migrations/2026_11_29_1901_audit_log_filters";
import * as cardRefundRetry from "./migrations/2026_11_29_2001_card_refund_retry";
import * as orderBulkChanges from "./migrations/2026_11_29_2002_order_bulk_changes";
import * as giftHoldSessions from "./migrations/2026_11_29_2101_gift_hold_sessions";
import * as productMemberIndex from "./migrations/2026_11_29_2102_product_member_index";
import * as refundUndone from "./migrations/2026_11_29_2211_refund_undone";
import * as orderlessRefundDone from "./migrations/2026_11_29_2311_orderless_refund_done";
import type { DB } from "./schema";

const MIGRATIONS = {
  "2026_11_22_0001_initial": initial,
  "2026_11_22_0002_listing_indexes": listingIndexes,
  "2026_11_22_0003_orders_extra": ordersExtra,
  "2026_11_24_0004_pending_placements": pendingPlacements,
  "2026_11_24_0005_revoked_tokens_and_hold_owner": revokedTokensAndHoldOwner,
  "2026_11_24_0006_store_notify_requests": storeNotifyRequests,
  "2026_11_25_0101_operators": operators,
  "2026_11_25_0201_orders_stamp": ordersStamp,
  "2026_11_25_0401_order_workflow": orderWorkflow,
  "2026_11_26_0301_gift_code_state": giftCodeState,
  "2026_11_26_0401_gift_code_case_unique": giftCodeCaseUnique,
  "2026_11_26_0501_product_card_columns": productCardColumns,
  "2026_11_27_0101_catalogue_uploads": catalogueUploads,
  "2026_11_29_0901_shipstation_shipments": shipstationShipments,
  "2026_11_29_1201_operator_password_change": operatorPasswordChange,
  "2026_11_29_1301_stripe_payments": stripePayments,
  "2026_11_29_1401_inventory_ledger": inventoryLedger,
  "2026_11_29_1501_order_changes": orderChanges,
  "2026_11_29_1601_product_archive": productArchive,
  "2026_11_29_1701_media_items": mediaItems,
  "2026_11_29_1901_audit_log_filters": auditLogFilters,
  "2026_11_29_2001_card_refund_retry": cardRefundRetry,
  "2026_11_29_2002_order_bulk_changes": orderBulkChanges,
  "2026_11_29_2101_gift_hold_sessions": giftHoldSessions,
  "2026_11_29_2102_product_member_index": productMemberIndex,
  "2026_11_29_2211_refund_undone": refundUndone,
  "2026_11_29_2311_orderless_refund_done": orderlessRefundDone,
} satisfies Record<string, Migration>;

export type MigrationName = keyof typeof MIGRATIONS;

function createMigrator(db: Kysely<DB>) {
  return new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
}

/** Brings the schema up to date; returns the names of the migrations it applied. */
export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  const { error, results = [] } = await createMigrator(db).migrateToLatest();
  if (error) throw error;
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** Brings the schema to the named migration: a migration's test seeds, at the one before, the data it meets. */
export async function migrateTo(db: Kysely<DB>, name: MigrationName): Promise<void> {
  const { error } = await createMigrator(db).migrateTo(name);
  if (error) throw error;
}

/** Names of migrations not yet applied (an empty list means the schema is current; used by /readyz). */
export async function pendingMigrations(db: Kysely<DB>): Promise<string[]> {
  const migrations = await createMigrator(db).getMigrations();
  return migrations.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
