// The audit log's before/after, as an operator reads it (docs/decisions/0094): only the fields that
// changed, each at its path ("primaryInformation.storeName"), with values typed for wording (text,
// number, money in cents, yes/no, a list, nothing) and secrets masked. Pure: the console words the
// values in its language; the server also uses `changedOnly` to keep an entry to what changed.

export type AuditValue =
  | { kind: "empty" }
  | { kind: "text"; text: string }
  | { kind: "number"; value: number }
  | { kind: "money"; cents: number }
  | { kind: "yes" }
  | { kind: "no" }
  | { kind: "list"; items: string[] }
  /** A secret (a password, key, token…): its value is never shown. */
  | { kind: "masked" }
  /** What the entry says of a secret instead of its value: "changed", "kept" or "removed". */
  | { kind: "secret"; state: "changed" | "kept" | "removed" };

export interface AuditChange {
  /** Dotted path of the field, array items as [n]: "storeBranding.colors[0].hex". */
  path: string;
  before: AuditValue;
  after: AuditValue;
}

export interface AuditDiff {
  changes: AuditChange[];
  /** Changed fields left out past the limit. */
  more: number;
}

/** A field whose name says it is a secret (any segment of its path). */
const SECRET_NAME = /(password|passwordhash|secret|token|apikey|api_key|privatekey|hash|cvc|cardnumber)$/i;
const SECRET_STATES = new Set(["changed", "kept", "removed"]);
const MAX_TEXT = 160;
const MAX_DEPTH = 8;
export const AUDIT_DIFF_LIMIT = 40;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isScalar = (value: unknown) => value === null || ["string", "number", "boolean"].includes(typeof value);

/** The leaves of a JSON value by path; arrays of scalars are one leaf, arrays of objects one per item. */
function flatten(value: unknown, path: string, out: Map<string, unknown>, depth = 0): void {
  if (isPlainObject(value) && depth < MAX_DEPTH) {
    const keys = Object.keys(value);
    if (keys.length === 0 && path) out.set(path, undefined);
    for (const key of keys) flatten(value[key], path ? `${path}.${key}` : key, out, depth + 1);
  } else if (Array.isArray(value) && !value.every(isScalar) && depth < MAX_DEPTH) {
    value.forEach((item, index) => flatten(item, `${path}[${index}]`, out, depth + 1));
  } else if (path) {
    out.set(path, value);
  }
}

const isSecretPath = (path: string) => path.split(/[.[\]]+/).some((segment) => segment && SECRET_NAME.test(segment));

const short = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** One leaf as the console words it. */
export function auditValue(path: string, value: unknown): AuditValue {
  if (value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0))
    return { kind: "empty" };
  if (isSecretPath(path)) {
    return typeof value === "string" && SECRET_STATES.has(value)
      ? { kind: "secret", state: value as "changed" | "kept" | "removed" }
      : { kind: "masked" };
  }
  if (typeof value === "boolean") return { kind: value ? "yes" : "no" };
  if (typeof value === "number") {
    // An amount: a field named …Cents, or a field of one ("refundCents.card").
    return /Cents(?:$|[.[])/.test(path) && Number.isInteger(value)
      ? { kind: "money", cents: value }
      : { kind: "number", value };
  }
  if (typeof value === "string") return { kind: "text", text: short(value) };
  if (Array.isArray(value)) return { kind: "list", items: value.map((item) => short(String(item))) };
  return { kind: "text", text: short(JSON.stringify(value)) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between an entry's before and after (either may be null: created,
 * removed), in the order they appear, at most `limit` of them. A secret that differs is shown
 * masked on both sides: the reader learns that it changed, never what it was or is.
 */
export function auditDiff(before: unknown, after: unknown, limit = AUDIT_DIFF_LIMIT): AuditDiff {
  const was = new Map<string, unknown>();
  const now = new Map<string, unknown>();
  flatten(before, "", was);
  flatten(after, "", now);
  const paths = [...new Set([...was.keys(), ...now.keys()])];
  const changes: AuditChange[] = [];
  let more = 0;
  for (const path of paths) {
    const a = was.get(path);
    const b = now.get(path);
    const emptyA = auditValue(path, a).kind === "empty";
    const emptyB = auditValue(path, b).kind === "empty";
    if (same(a, b) || (emptyA && emptyB)) continue;
    if (changes.length >= limit) {
      more += 1;
      continue;
    }
    changes.push({ path, before: auditValue(path, a), after: auditValue(path, b) });
  }
  return { changes, more };
}

/**
 * Only what changed between two documents, kept as documents (objects narrowed key by key, any other
 * value whole): what an entry records so the log holds the change, not two copies of a large document.
 */
export function changedOnly(before: unknown, after: unknown): { before: unknown; after: unknown } {
  if (!isPlainObject(before) || !isPlainObject(after)) return { before, after };
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (same(before[key], after[key])) continue;
    const narrowed = changedOnly(before[key], after[key]);
    if (narrowed.before !== undefined) was[key] = narrowed.before;
    if (narrowed.after !== undefined) now[key] = narrowed.after;
  }
  return { before: was, after: now };
}
