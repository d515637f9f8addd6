// Rows of ShipStation labels (migration 0901): a store's keys and each order's shipment state. The
// label claim is one conditional UPDATE, so of two callers (a double click, two processes) one wins.
import type { Kysely } from "kysely";
import type { DB, OrderShipmentsTable, StoreShipStationAccountsTable } from "~server/db/schema";

export async function findStoreShipStationAccount(
  db: Kysely<DB>,
  storeId: string,
): Promise<StoreShipStationAccountsTable | undefined> {
  return db.selectFrom("store_shipstation_accounts").selectAll().where("store_id", "=", storeId).executeTakeFirst();
}

export async function saveStoreShipStationAccount(db: Kysely<DB>, row: StoreShipStationAccountsTable): Promise<void> {
  await db
    .insertInto("store_shipstation_accounts")
    .values(row)
    .onConflict((oc) =>
      oc
        .column("store_id")
        .doUpdateSet({ api_key: row.api_key, api_secret: row.api_secret, updated_at: row.updated_at }),
    )
    .execute();
}

export async function deleteStoreShipStationAccount(db: Kysely<DB>, storeId: string): Promise<void> {
  await db.deleteFrom("store_shipstation_accounts").where("store_id", "=", storeId).execute();
}

export async function findOrderShipment(db: Kysely<DB>, orderId: string): Promise<OrderShipmentsTable | undefined> {
  return db.selectFrom("order_shipments").selectAll().where("order_id", "=", orderId).executeTakeFirst();
}

/** Records that ShipStation has the order (its id there); a row already further along keeps its state. */
export async function recordOrderPushed(
  db: Kysely<DB>,
  row: { orderId: string; storeId: string; shipStationOrderId: string; at: string },
): Promise<void> {
  await db
    .insertInto("order_shipments")
    .values({
      order_id: row.orderId,
      store_id: row.storeId,
      state: "pushed",
      shipstation_order_id: row.shipStationOrderId,
      shipment_id: null,
      carrier_code: null,
      service_code: null,
      tracking_number: null,
      label_pdf: null,
      last_error: null,
      claimed_at: null,
      updated_at: row.at,
    })
    .onConflict((oc) =>
      oc.column("order_id").doUpdateSet({ shipstation_order_id: row.shipStationOrderId, updated_at: row.at }),
    )
    .execute();
}

/**
 * Claims the order's label: from "pushed", or from a claim older than `staleBefore` (a process that
 * died or a call that never answered). True when this caller holds the claim.
 */
export async function claimLabel(db: Kysely<DB>, orderId: string, at: string, staleBefore: string): Promise<boolean> {
  const result = await db
    .updateTable("order_shipments")
    .set({ state: "label_requested", claimed_at: at, updated_at: at })
    .where("order_id", "=", orderId)
    .where((eb) =>
      eb.or([
        eb("state", "=", "pushed"),
        eb.and([eb("state", "=", "label_requested"), eb("claimed_at", "<", staleBefore)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a claim back (ShipStation refused the label outright), with the reason for the operator. */
export async function releaseLabelClaim(db: Kysely<DB>, orderId: string, error: string, at: string): Promise<void> {
  await db
    .updateTable("order_shipments")
    .set({ state: "pushed", claimed_at: null, last_error: error, updated_at: at })
    .where("order_id", "=", orderId)
    .where("state", "=", "label_requested")
    .execute();
}

/** Keeps the claim (the answer is unknown: the next try asks ShipStation first) with the reason. */
export async function noteShipmentError(db: Kysely<DB>, orderId: string, error: string, at: string): Promise<void> {
  await db
    .updateTable("order_shipments")
    .set({ last_error: error, updated_at: at })
    .where("order_id", "=", orderId)
    .execute();
}

export async function recordLabel(
  db: Kysely<DB>,
  orderId: string,
  label: {
    shipmentId: string;
    carrierCode: string;
    serviceCode: string;
    trackingNumber: string;
    labelPdf: string | null;
  },
  at: string,
): Promise<void> {
  await db
    .updateTable("order_shipments")
    .set({
      state: "labelled",
      shipment_id: label.shipmentId,
      carrier_code: label.carrierCode,
      service_code: label.serviceCode,
      tracking_number: label.trackingNumber,
      label_pdf: label.labelPdf,
      last_error: null,
      claimed_at: null,
      updated_at: at,
    })
    .where("order_id", "=", orderId)
    .where("state", "in", ["pushed", "label_requested"])
    .execute();
}

export async function markShipmentShipped(db: Kysely<DB>, orderId: string, at: string): Promise<void> {
  await db
    .updateTable("order_shipments")
    .set({ state: "shipped", last_error: null, updated_at: at })
    .where("order_id", "=", orderId)
    .execute();
}

/** Orders ShipStation has that are not marked shipped yet (the tracking sweep's work), oldest first. */
export async function listOpenShipments(db: Kysely<DB>, limit: number): Promise<OrderShipmentsTable[]> {
  return db
    .selectFrom("order_shipments")
    .selectAll()
    .where("state", "in", ["pushed", "label_requested", "labelled"])
    .orderBy("updated_at")
    .limit(limit)
    .execute();
}
