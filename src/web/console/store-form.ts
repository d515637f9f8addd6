// The store editor's forms (issue 21) as the store document: field names are document paths
// ("storeBranding.primaryColor", "contentManagement.0.sections.1.html") with a prefix saying how to
// read the value, so the server's schema errors (by path) land next to the field that caused them.
//   n:path  a number, up to 4 decimals ("" leaves it out; read in the console's language by
//           ~core/i18n/number-input, a refusal reported at the path)
//   m:path  an amount of money (2 decimals)   i:path  a whole number
//   b:path  a boolean (the last of "false"/"true" wins)
//   o:path  optional text ("" leaves it out)  l:path  one string per line
//   j:path  JSON kept as it is               x:path  remove this list item
//   p:path  one "title | url" link per line (store/link-lines.ts)
//   s:path  a size list in the catalogue's notation ("YS | YM | S | M"): { label, sort } in that order
//   c:path  a price table cell: a number, a formula as text, or null when empty
//   nl:path whole numbers separated by commas, spaces or lines (a token that is not a number is kept
//           as text, so the schema reports it)
//   lk:path a link picker's kind (~core/stores/store-links); its target is in lc: (category), lp: (page),
//           lr: (product), le: (external) or la: (advanced) at the same path, written as the stored link
//   path    text
// List rows whose fields are all empty (the blank row at the end of a list) are dropped, and so is an
// object whose fields are all empty or "no" (the schema's defaults then fill the same values).
// Pure: the action runs it on the request's form data, tests on their own.
import type { Locale } from "~core/i18n/locale";
import { readNumberInput, type NumberInputError } from "~core/i18n/number-input";
import { isLinkKind, linkValue, type LinkKind } from "~core/stores/store-links";
import { parseSizes } from "./catalogue/notation";
import { parseLinkLines } from "./store/link-lines";

/** The form field prefix of each kind of link target (the picker's fields). */
export const LINK_FIELD: Record<LinkKind, string> = {
  category: "lc",
  page: "lp",
  product: "lr",
  external: "le",
  advanced: "la",
};

type Tree = Record<string, unknown> | unknown[];

function setPath(root: Record<string, unknown>, path: string[], value: unknown) {
  let node: Tree = root;
  path.forEach((segment, i) => {
    const last = i === path.length - 1;
    const key = /^\d+$/.test(segment) ? Number(segment) : segment;
    const container = node as Record<string | number, unknown>;
    if (last) {
      container[key] = value;
      return;
    }
    if (container[key] === undefined) container[key] = /^\d+$/.test(path[i + 1]!) ? [] : {};
    node = container[key] as Tree;
  });
}

function isBlank(value: unknown): boolean {
  if (value === undefined || value === "" || value === false) return true;
  if (Array.isArray(value)) return value.every(isBlank);
  if (typeof value === "object" && value !== null) return Object.values(value).every(isBlank);
  return false;
}

const REMOVED = Symbol("removed");

/** Drops array holes, removed rows and blank rows, depth first. */
function tidy(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value
      .filter((item) => item !== undefined && !(typeof item === "object" && item !== null && REMOVED in item))
      .map(tidy)
      .filter((item) => !(typeof item === "object" && item !== null && isBlank(item)));
  }
  if (typeof value === "object" && value !== null) {
    // A blank object (an optional part left empty: a footer column, an action) is left out.
    return Object.fromEntries(
      Object.entries(value)
        .map(([k, v]) => [k, tidy(v)] as const)
        .filter(([, v]) => !(typeof v === "object" && v !== null && !Array.isArray(v) && isBlank(v))),
    );
  }
  return value;
}

const SKIP = new Set(["_csrf", "intent", "section"]);

/** Decimals each number kind takes. */
const DECIMALS = { n: 4, m: 2, i: 0, c: 4 } as const;

/** A cell that is a number rather than a formula: digits with marks, nothing else. */
const NUMERIC = /^[-\u2212]?[\d\u0660-\u0669\u06F0-\u06F9][\d\u0660-\u0669\u06F0-\u06F9.,\s\u066B\u066C]*$/u;

export interface StoreForm {
  document: Record<string, unknown>;
  /** Numbers that could not be read, by document path: the save is refused with these. */
  errors: Record<string, NumberInputError>;
}

/** The form as the store document, numbers read in the console's language (`locale`). */
export function readStoreForm(form: FormData, locale: Locale): StoreForm {
  const root: Record<string, unknown> = {};
  const errors: Record<string, NumberInputError> = {};
  const number = (path: string[], raw: string, kind: keyof typeof DECIMALS) => {
    const read = readNumberInput(raw, locale, { decimals: DECIMALS[kind] });
    if (read.ok) setPath(root, path, read.value);
    else errors[path.join(".")] = read.error;
  };
  const removed: string[][] = [];
  const names = [...new Set([...form.keys()])];
  for (const name of names) {
    if (SKIP.has(name) || name.startsWith("_")) continue;
    const values = form.getAll(name).filter((v): v is string => typeof v === "string");
    const raw = values[values.length - 1] ?? "";
    const cut = name.indexOf(":");
    const kind = cut === -1 ? "" : name.slice(0, cut);
    const path = (cut === -1 ? name : name.slice(cut + 1)).split(".");
    switch (kind) {
      case "n":
      case "m":
      case "i":
        if (raw.trim() !== "") number(path, raw, kind);
        break;
      case "b":
        setPath(root, path, raw === "true" || raw === "on");
        break;
      case "c": {
        const cell = raw.trim();
        if (cell === "") setPath(root, path, null);
        else if (NUMERIC.test(cell)) number(path, cell, "c");
        else setPath(root, path, cell);
        break;
      }
      case "nl":
        setPath(
          root,
          path,
          raw
            .split(/[\s,;]+/)
            .filter(Boolean)
            .map((token) => {
              const read = readNumberInput(token, locale, { decimals: 0 });
              return read.ok ? read.value : token;
            }),
        );
        break;
      case "o":
        if (raw.trim() !== "") setPath(root, path, raw);
        break;
      case "l":
        setPath(
          root,
          path,
          raw
            .split(/\r?\n/)
            .map((line) => line.trim())
            .filter(Boolean),
        );
        break;
      case "p":
        setPath(root, path, parseLinkLines(raw));
        break;
      case "s":
        setPath(
          root,
          path,
          parseSizes(raw).map((label, i) => ({ label, sort: i + 1 })),
        );
        break;
      case "j":
        try {
          setPath(root, path, JSON.parse(raw));
        } catch {
          setPath(root, path, raw);
        }
        break;
      case "lk": {
        const link = isLinkKind(raw) ? raw : "advanced";
        const target = form.getAll(`${LINK_FIELD[link]}:${path.join(".")}`).filter((v) => typeof v === "string");
        setPath(root, path, linkValue({ kind: link, target: (target[target.length - 1] as string | undefined) ?? "" }));
        break;
      }
      case "lc":
      case "lp":
      case "lr":
      case "le":
      case "la":
        break;
      case "x":
        if (raw === "true" || raw === "on") removed.push(path);
        break;
      default:
        setPath(root, path, raw);
    }
  }
  for (const path of removed) {
    let node: unknown = root;
    for (const segment of path) node = (node as Record<string, unknown> | undefined)?.[segment];
    if (typeof node === "object" && node !== null) (node as Record<symbol, boolean>)[REMOVED] = true;
  }
  return { document: tidy(root) as Record<string, unknown>, errors };
}

/** Gives each item of the list its index as `sort` (the order the editor shows is the order saved). */
export function renumber<T>(items: T[] | undefined): T[] | undefined {
  return items?.map((item, sort) => (typeof item === "object" && item !== null ? { ...item, sort } : item));
}

/** Moves item `index` of a list one place up (-1) or down (+1); out of range leaves it as it is. */
export function moveItem<T>(items: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return items;
  const next = [...items];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** The form field id of a document path. */
export const fieldId = (path: string) => `f-${path.replace(/\./g, "-")}`;

function zoneOffsetMinutes(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((wall - utcMs) / 60_000);
}

/**
 * A wall-clock time typed in a datetime-local field ("2026-12-01T09:00") in the store's time zone, as
 * the document's instant with its offset ("2026-12-01T09:00:00-06:00"); undefined when not a time.
 */
export function zonedToOffsetIso(local: string, timeZone: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!m) return undefined;
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0));
  let offset = zoneOffsetMinutes(wall, timeZone);
  offset = zoneOffsetMinutes(wall - offset * 60_000, timeZone);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${pad(+(m[6] ?? 0))}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The document's instant as a datetime-local value in the store's time zone ("" when absent). */
export function offsetIsoToZoned(iso: string | undefined, timeZone: string): string {
  if (!iso) return "";
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return "";
  const wall = new Date(ms + zoneOffsetMinutes(ms, timeZone) * 60_000);
  return wall.toISOString().slice(0, 16);
}
