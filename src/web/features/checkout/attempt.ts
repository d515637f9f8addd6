// One idempotency key per checkout attempt: kept in sessionStorage, so a double click, a
// retry after a timeout or a reload during placement sends the same key and the server answers with
// the first order instead of placing a second one. A placed order ends the attempt; the next
// checkout gets a new key. The placed order's number and receipt token are kept for the success page.
const ATTEMPT_KEY = "checkout-attempt";
const LAST_ORDER_KEY = "checkout-last-order";

export interface PlacedOrderRef {
  orderNumber: string;
  receiptToken: string;
}

function randomKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // randomUUID needs a secure context; a store served over plain http on a LAN address still works.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the key then lives as long as this page (still one per attempt).
  }
}

let inMemoryKey: string | null = null;

/** The current attempt's key, created on first use. */
export function attemptKey(): string {
  const key = read(ATTEMPT_KEY) ?? inMemoryKey ?? randomKey();
  inMemoryKey = key;
  write(ATTEMPT_KEY, key);
  return key;
}

/** The attempt placed its order: forget its key and remember the order for the success page. */
export function finishAttempt(order: PlacedOrderRef): void {
  inMemoryKey = null;
  write(ATTEMPT_KEY, null);
  write(LAST_ORDER_KEY, JSON.stringify(order));
}

/** The order this tab placed last, if any. */
export function lastPlacedOrder(): PlacedOrderRef | null {
  const raw = read(LAST_ORDER_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PlacedOrderRef>;
    return typeof value.orderNumber === "string" && typeof value.receiptToken === "string"
      ? { orderNumber: value.orderNumber, receiptToken: value.receiptToken }
      : null;
  } catch {
    return null;
  }
}
