// Row types of every table, as Kysely sees them. The migrations in ./migrations own the real schema;
// this file follows them by hand (one place to read what a column holds).
// Conventions (docs/decisions/0010): money in integer cents, flags as integer 0/1, timestamps as
// ISO-8601 UTC text, JSON documents as text — identical on SQLite and PostgreSQL.
// Money columns are typed `Cents` (decision 0033): what is read from them is cents, what is written must be.
import type { Generated } from "kysely";
import type { Cents } from "~core/money";

/** 0 or 1: SQLite has no boolean type, so both dialects store flags as integers. */
export type Flag = 0 | 1;

export interface StoresTable {
  id: string;
  /** The full StoreData document (spec §3), validated and defaults-filled, as JSON text. */
  data: string;
  is_active: Flag;
  is_private: Flag;
  password_hash: string | null;
  updated_at: string;
}

export interface StoreDomainsTable {
  /** Lower-case host name without port: the tenant key of every request. */
  domain: string;
  store_id: string;
}

export interface CategoriesTable {
  store_id: string;
  /** Path id: "tops/t-shirts". */
  id: string;
  parent_id: string | null;
  name: string;
  slug: string;
  sort: number;
}

export interface ProductsTable {
  store_id: string;
  id: string;
  slug: string;
  name: string;
  name_lower: string;
  brand: string;
  minimum_part_price_cents: Cents;
  active: Flag;
  sort_order: number;
  main_design_id: string | null;
  /** What a card links with: the document's own slug, else the id (core/catalog/card-fields). */
  link_slug: string;
  /** The card's image: primaryImageUrl, else the first medium's url; "" when neither. */
  image_url: string;
  /** The full ProductData document (spec §3), validated and defaults-filled, as JSON text. */
  data: string;
  updated_at: string;
  /**
   * When the operator archived the product (migration 1601, decision 0088); null while it is live.
   * An archived product's `active` is 0 whatever its document says: the shop never sees it.
   */
  archived_at: Generated<string | null>;
}

export interface ProductCategoriesTable {
  store_id: string;
  product_id: string;
  /** A selected category or one of its ancestors ("tops" for "tops/t-shirts"). */
  category_id: string;
}

export interface ProductColorsTable {
  store_id: string;
  product_id: string;
  color_name: string;
  /** The hex of the document's first colour of this name (a swatch of the filter sidebar). */
  hex: string;
}

export interface ProductTagsTable {
  store_id: string;
  product_id: string;
  tag: string;
}

export interface OrdersTable {
  id: string;
  store_id: string;
  order_number: string;
  idempotency_key: string;
  request_hash: string;
  status: string;
  subtotal_cents: Cents;
  tax_cents: Cents;
  shipping_cents: Cents;
  gift_cents: Cents;
  total_cents: Cents;
  data: string;
  created_at: string;
  /** The language the order was placed in (migration 0401); null for older orders (English). */
  locale: string | null;
  /** The billing contact's "first last" and e-mail, lower-cased, for the operator's search. */
  customer_name: string | null;
  customer_email: string | null;
}

/** One change of an order's status (migration 0401, docs/decisions/0038). */
export interface OrderStatusHistoryTable {
  id: string;
  order_id: string;
  from_status: string;
  to_status: string;
  at: string;
  /** The operator who made the change; null when it came through the admin API key. */
  actor_id: string | null;
  actor_email: string | null;
  carrier: string | null;
  tracking_number: string | null;
  note: string | null;
  /**
   * An entry that changes no status (from = to): refund_undone, a refund that could not be made after
   * the shopper was told of it (decision 0113, migration 2026_11_29_2211), with its amount.
   */
  event?: "refund_undone" | null;
  amount_cents?: Cents | null;
}

/** A checked catalogue file waiting for its operator's confirmation (catalogue.console stageImport). */
export interface CatalogueUploadsTable {
  id: string;
  store_id: string;
  /** The operator who checked it: only they can confirm it. */
  account_id: string;
  mode: "merge" | "replace";
  format: "csv" | "json";
  file_name: string;
  content: string;
  created_at: string;
  expires_at: string;
}

/** One image of a store's media library (migration 2026_11_29_1701). */
export interface MediaItemsTable {
  id: string;
  store_id: string;
  /** Where the shop loads it: /media/stores/{store}/{hash}.{ext}. */
  url: string;
  /** The name of the file the operator uploaded (shown in the library). */
  file_name: string;
  content_type: string;
  bytes: number;
  alt_text: string;
  created_at: string;
  updated_at: string;
}

export interface PaymentsTable {
  id: string;
  order_id: string;
  provider: string;
  token_ref: string;
  amount_cents: Cents;
  status: string;
  created_at: string;
}

export interface GiftCodesTable {
  store_id: string;
  code: string;
  balance_cents: Cents;
  /** A disabled code cannot be applied by shoppers (migration 0301). */
  disabled: Generated<Flag>;
  /** When the code was issued; null for codes issued before migration 0301. */
  created_at: string | null;
}

export interface GiftCodeReservationsTable {
  order_key: string;
  store_id: string;
  code: string;
  amount_cents: Cents;
  expires_at: string;
  state: string;
  created_at: string;
  /** The client identity that applied the code (null on holds made before migration 0005). */
  client: string | null;
  /** The checkout session (cookie id) that owns the hold; null on holds made before decision 0098. */
  session?: string | null;
}

export interface RevokedAccessTokensTable {
  token_id: string;
  store_id: string;
  expires_at: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  store_id: string;
  order_id: string | null;
  to_address: string;
  subject: string;
  html: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  window_start: string;
  count: number;
}

export interface IdempotencyTable {
  store_id: string;
  key: string;
  request_hash: string;
  /** The answer given the first time, as JSON text; null while the first request is still running. */
  response: string | null;
  created_at: string;
}

/** The built-in test card gateway's tokens: brand and last four digits only, never the number. */
export interface PaymentTokensTable {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  outcome: "approve" | "decline";
  /** unused → authorized | declined; authorized → captured | voided; captured → refunded. */
  status: "unused" | "authorized" | "captured" | "declined" | "voided" | "refunded";
  capture_key: string | null;
  amount_cents: Cents | null;
  created_at: string;
  used_at: string | null;
  /** What partial refunds have given back of a captured payment (the whole amount once refunded). */
  refunded_cents: Generated<Cents>;
}

/** An order about to be paid for, written before the card is touched (migration 0004). */
export interface PendingPlacementsTable {
  store_id: string;
  idempotency_key: string;
  request_hash: string;
  /** The placement plan as JSON: the server's draft and what the order transaction needs. */
  plan: string;
  amount_cents: Cents;
  created_at: string;
}

/** Per-store order number counter; bumping it also serialises a store's order commits. */
export interface OrderSequencesTable {
  store_id: string;
  last_number: number;
  /** Bumped by every order placement and status change of the store (migration 0201, decision 0035). */
  orders_stamp: Generated<number>;
}

/** A "notify me" request of a closed pop-up store (migration 0006, docs/decisions/0032). */
export interface StoreNotifyRequestsTable {
  id: string;
  store_id: string;
  /** Lower-cased. */
  email: string;
  /** The language the shopper signed up in: the e-mails are written in it. */
  locale: string;
  /** Scheme and host the shopper signed up at: the e-mails' links point there. */
  origin: string;
  status: "pending" | "confirmed" | "unsubscribed";
  /** The opening the opening e-mail was queued for (the window's opensAt, or "active"); null before. */
  notified_for: string | null;
  created_at: string;
  confirmed_at: string | null;
}

/** A close reminder sent to a pop-up store's organiser (migration 0006). */
export interface StoreWindowRemindersTable {
  store_id: string;
  kind: "3d" | "1d" | "closed";
  /** The window's closesAt the reminder was for. */
  closes_at: string;
  created_at: string;
}

/** An operator console account (docs/decisions/0034). */
export interface OperatorAccountsTable {
  id: string;
  /** Lower-case. */
  email: string;
  /** bcrypt (bcryptjs), cost in the hash. */
  password_hash: string;
  role: "owner" | "staff" | "organiser";
  disabled: Flag;
  /** 1: the next sign-in must choose a new password first (the demo accounts of a production start). */
  must_change_password: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

/** The stores an organiser sees. */
export interface OperatorStoreLinksTable {
  account_id: string;
  store_id: string;
}

export interface OperatorSessionsTable {
  /** SHA-256 (hex) of the session token; the token itself is only in the operator's cookie. */
  id: string;
  account_id: string;
  created_at: string;
  expires_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** Null for changes made outside the console (command line). */
  actor_id: string | null;
  actor_email: string;
  at: string;
  /** What was done, e.g. "account.create"; see operators/audit.ts. */
  action: string;
  entity_type: string;
  entity_id: string;
  store_id: string | null;
  before_json: string | null;
  after_json: string | null;
}

/** A store's own ShipStation API keys (issue 46); the secret is never shown back. */
export interface StoreShipStationAccountsTable {
  store_id: string;
  api_key: string;
  api_secret: string;
  updated_at: string;
}

/** An order sent to ShipStation: its state there, and the label's shipment and tracking number. */
/** A partial refund or an order edit (docs/decisions/0086): one row per console action's idempotency key. */
export interface OrderChangesTable {
  id: string;
  order_id: string;
  store_id: string;
  idempotency_key: string;
  /** refund-provider: a refund made at the payment provider (Stripe's dashboard), from its webhook. */
  kind: "refund-unit" | "refund-line" | "refund-shipping" | "refund-amount" | "refund-provider" | "edit";
  /**
   * card_retrying: an operator's retry of the card part is under way (migration 2026_11_29_2001).
   * reversed: the provider refused the card part for good and the change was undone (order, gift
   * card, stock); card_refused: refused for good but the order had changed since, nothing undone
   * (decision 0108; no migration: a text column).
   */
  state: "done" | "card_pending" | "card_retrying" | "reversed" | "card_refused";
  amount_cents: Cents;
  card_cents: Cents;
  gift_cents: Cents;
  /** JSON: what was asked and what changed (lines, amounts before and after). */
  detail: string;
  actor_email: string | null;
  created_at: string;
  /** When the last attempt at the card part began (a retry's claim); null before any retry. */
  card_attempt_at: string | null;
}

/** A confirmed bulk status change (migration 2026_11_29_2002): its key, and its outcome once run. */
export interface OrderBulkChangesTable {
  id: string;
  actor_id: string | null;
  to_status: string;
  order_ids: string;
  outcome: string | null;
  created_at: string;
}

export interface OrderShipmentsTable {
  order_id: string;
  store_id: string;
  state: "pushed" | "label_requested" | "labelled" | "shipped";
  shipstation_order_id: string | null;
  shipment_id: string | null;
  carrier_code: string | null;
  service_code: string | null;
  tracking_number: string | null;
  label_pdf: string | null;
  last_error: string | null;
  claimed_at: string | null;
  updated_at: string;
}

/** One change of a colour × size's stock (decision 0080): which order or operator, by how much, what was left. */
export interface StockMovementsTable {
  id: string;
  store_id: string;
  product_id: string;
  color: string;
  size: string;
  delta: number;
  quantity_after: number;
  reason: "order" | "cancellation" | "refund" | "adjustment" | "import";
  order_id: string | null;
  order_number: string | null;
  actor_id: string | null;
  actor_email: string | null;
  at: string;
}

export interface StoreInventorySettingsTable {
  store_id: string;
  low_stock_threshold: number;
  updated_at: string;
}

export interface LowStockAlertsTable {
  store_id: string;
  /** YYYY-MM-DD (UTC): one alert per store and day. */
  day: string;
  items: number;
  created_at: string;
}

/** A PaymentIntent created for an order's idempotency key (migration 2026_11_29_1301). */
export interface StripePaymentIntentsTable {
  payment_intent_id: string;
  idempotency_key: string;
  attempt: number;
  confirmed_with: string | null;
  created_at: string;
  /** When a charge of a key with no order and no pending placement was refunded (decision 0113); its claim. */
  orderless_refund_at?: string | null;
  /** When that claimed refund was made at Stripe and recorded (decision 0119); null while only claimed. */
  orderless_refunded_at?: string | null;
  /** The amount the claim refunds (the charge's), for the record of a claim the recovery step finishes. */
  orderless_refund_cents?: number | null;
}

/** A webhook event already handled: a replay changes nothing. */
export interface ProviderEventsTable {
  id: string;
  provider: string;
  type: string;
  received_at: string;
}

/** A refund or dispute made at the payment provider (its dashboard), recorded on the order. */
export interface OrderPaymentEventsTable {
  id: string;
  order_id: string;
  kind: "refund" | "dispute";
  reference: string;
  status: string;
  amount_cents: Cents;
  reason: string | null;
  at: string;
}

export interface DB {
  stores: StoresTable;
  store_domains: StoreDomainsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_categories: ProductCategoriesTable;
  product_colors: ProductColorsTable;
  product_tags: ProductTagsTable;
  orders: OrdersTable;
  payments: PaymentsTable;
  order_bulk_changes: OrderBulkChangesTable;
  gift_codes: GiftCodesTable;
  gift_code_reservations: GiftCodeReservationsTable;
  mail_outbox: MailOutboxTable;
  rate_limits: RateLimitsTable;
  revoked_access_tokens: RevokedAccessTokensTable;
  idempotency: IdempotencyTable;
  pending_placements: PendingPlacementsTable;
  payment_tokens: PaymentTokensTable;
  store_notify_requests: StoreNotifyRequestsTable;
  store_window_reminders: StoreWindowRemindersTable;
  order_sequences: OrderSequencesTable;
  operator_accounts: OperatorAccountsTable;
  operator_store_links: OperatorStoreLinksTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
  order_status_history: OrderStatusHistoryTable;
  catalogue_uploads: CatalogueUploadsTable;
  media_items: MediaItemsTable;
  store_shipstation_accounts: StoreShipStationAccountsTable;
  order_shipments: OrderShipmentsTable;
  stock_movements: StockMovementsTable;
  store_inventory_settings: StoreInventorySettingsTable;
  low_stock_alerts: LowStockAlertsTable;
  order_changes: OrderChangesTable;
  stripe_payment_intents: StripePaymentIntentsTable;
  provider_events: ProviderEventsTable;
  order_payment_events: OrderPaymentEventsTable;
}
