// One sentence per kind of audit entry (docs/decisions/0094): "Changed store settings: Branding",
// "Refunded $12.00 on order #1042", "Signed in", "Failed sign-in". The sentence's text is a console
// text; its values come from the entry's before and after. An action this table does not know is
// still shown, as its name and record.
import type { ConsoleTextKey } from "../i18n";

export interface AuditSentenceEntry {
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

export interface AuditSentence {
  key: ConsoleTextKey;
  params: Record<string, string | number>;
}

const STORE_PARTS: Readonly<Record<string, ConsoleTextKey>> = {
  identity: "stores.part.identity",
  branding: "stores.part.branding",
  pages: "stores.part.pages",
  footer: "stores.part.footer",
  status: "stores.part.status",
  tax: "stores.part.tax",
  shipping: "stores.part.shipping",
  personalization: "stores.part.personalization",
  fundraiser: "stores.part.fundraiser",
  quantity: "stores.part.quantity",
  categories: "stores.part.categories",
  pricing: "stores.part.pricing",
  salesperson: "stores.part.salesperson",
  sizes: "stores.part.sizes",
};

/** A value at a path of an entry's JSON ("productData.productName"), if it is text or a number. */
function read(json: unknown, path: string): string | number | undefined {
  let at: unknown = json;
  for (const key of path.split(".")) {
    if (typeof at !== "object" || at === null || Array.isArray(at)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return typeof at === "string" || typeof at === "number" ? at : undefined;
}

const first = (...values: (string | number | undefined)[]) => values.find((v) => v !== undefined && v !== "");

export function auditSentence(
  entry: AuditSentenceEntry,
  words: { money: (cents: number) => string; status: (status: string) => string },
  /** Translates a store part's name (a console text key) for the settings sentence. */
  part?: (key: ConsoleTextKey) => string,
): AuditSentence {
  const { action, before, after } = entry;
  const either = (path: string) => first(read(after, path), read(before, path));
  const cents = (path: string) => {
    const value = either(path);
    return typeof value === "number" ? words.money(value) : "";
  };
  const number = String(either("orderNumber") ?? entry.entityId);
  const code = String(either("code") ?? entry.entityId);
  const productName = String(
    first(read(after, "productData.productName"), read(before, "productData.productName"), either("name")) ??
      entry.entityId,
  );
  switch (action) {
    case "account.sign-in":
      return { key: "audit.s.signIn", params: {} };
    case "account.sign-in-failed":
      return { key: "audit.s.signInFailed", params: {} };
    case "account.sign-out":
      return { key: "audit.s.signOut", params: {} };
    case "account.create":
    case "account.disable":
    case "account.enable": {
      const key =
        action === "account.create"
          ? "audit.s.accountCreate"
          : action === "account.disable"
            ? "audit.s.accountDisable"
            : "audit.s.accountEnable";
      return { key, params: { email: String(either("email") ?? entry.entityId) } };
    }
    case "account.password":
      return { key: "audit.s.accountPassword", params: {} };
    case "store.create":
    case "store.delete":
      return {
        key: action === "store.create" ? "audit.s.storeCreate" : "audit.s.storeDelete",
        params: { store: String(either("name") ?? entry.entityId) },
      };
    case "store.update":
      return { key: "audit.s.storeSettings", params: {} };
    case "store.lowStockThreshold":
      return { key: "audit.s.lowStock", params: {} };
    case "store.shipstation-keys":
      return { key: "audit.s.shipstationKeys", params: {} };
    case "product.create":
      return { key: "audit.s.productCreate", params: { name: productName } };
    case "product.update":
      return { key: "audit.s.productUpdate", params: { name: productName } };
    case "product.delete":
      return { key: "audit.s.productDelete", params: { name: productName } };
    case "product.image":
      return { key: "audit.s.productImage", params: { name: productName } };
    case "catalogue.import": {
      const products = (after as { products?: unknown } | null)?.products;
      return { key: "audit.s.catalogueImport", params: { count: Array.isArray(products) ? products.length : 0 } };
    }
    case "order.status":
      return {
        key: "audit.s.orderStatus",
        params: {
          number,
          from: words.status(String(read(before, "status") ?? "")),
          to: words.status(String(read(after, "status") ?? "")),
        },
      };
    case "order.refund": {
      const card = read(after, "refundCents.card") ?? read(after, "refund.card");
      const gift = read(after, "refundCents.gift") ?? read(after, "refund.gift");
      const total = (typeof card === "number" ? card : 0) + (typeof gift === "number" ? gift : 0);
      return { key: "audit.s.orderRefund", params: { number, amount: words.money(total) } };
    }
    case "order.edit":
      return { key: "audit.s.orderEdit", params: { number } };
    case "order.shipstation-push":
      return { key: "audit.s.orderShipstationPush", params: { number } };
    case "order.shipstation-label":
      return { key: "audit.s.orderShipstationLabel", params: { number } };
    case "gift-code.issue":
      return { key: "audit.s.giftIssue", params: { code, amount: cents("balanceCents") } };
    case "gift-code.top-up": {
      const was = read(before, "balanceCents");
      const now = read(after, "balanceCents");
      const added = typeof was === "number" && typeof now === "number" ? now - was : 0;
      return { key: "audit.s.giftTopUp", params: { code, amount: words.money(added) } };
    }
    case "gift-code.set-balance":
      return { key: "audit.s.giftSetBalance", params: { code, amount: cents("balanceCents") } };
    case "gift-code.disable":
      return { key: "audit.s.giftDisable", params: { code } };
    case "gift-code.enable":
      return { key: "audit.s.giftEnable", params: { code } };
    case "gift-code.rename":
      return { key: "audit.s.giftRename", params: { code } };
  }
  const section = /^store\.(\w+)$/.exec(action)?.[1];
  if (section && Object.hasOwn(STORE_PARTS, section)) {
    return part
      ? { key: "audit.s.storeSettingsPart", params: { part: part(STORE_PARTS[section]!) } }
      : { key: "audit.s.storeSettings", params: {} };
  }
  return { key: "audit.s.other", params: { action, entity: `${entry.entityType} ${entry.entityId}` } };
}
