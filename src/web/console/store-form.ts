// The store editor's forms (issue 21) as the store document: field names are document paths
// ("storeBranding.primaryColor", "contentManagement.0.sections.1.html") with a prefix saying how to
// read the value, so the server's schema errors (by path) land next to the field that caused them.
//   n:path  a number ("" leaves it out)      b:path  a boolean (the last of "false"/"true" wins)
//   o:path  optional text ("" leaves it out)  l:path  one string per line
//   j:path  JSON kept as it is               x:path  remove this list item
//   p:path  one "title | url" link per line
//   c:path  a price table cell: a number, a formula as text, or null when empty
//   nl:path numbers separated by commas, spaces or lines (a token that is not a number is kept as
//           text, so the schema reports it)
//   path    text
// List rows whose fields are all empty (the blank row at the end of a list) are dropped, and so is an
// object whose fields are all empty or "no" (the schema's defaults then fill the same values).
// Pure: the action runs it on the request's form data, tests on their own.

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

export function formToDocument(form: FormData): Record<string, unknown> {
  const root: Record<string, unknown> = {};
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
        if (raw.trim() !== "") setPath(root, path, Number(raw.trim().replace(",", ".")));
        break;
      case "b":
        setPath(root, path, raw === "true" || raw === "on");
        break;
      case "c": {
        const cell = raw.trim();
        setPath(root, path, cell === "" ? null : /^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell);
        break;
      }
      case "nl":
        setPath(
          root,
          path,
          raw
            .split(/[\s,;]+/)
            .filter(Boolean)
            .map((token) => (/^-?\d+(\.\d+)?$/.test(token) ? Number(token) : token)),
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
        setPath(
          root,
          path,
          raw
            .split(/\r?\n/)
            .filter((line) => line.trim() !== "")
            .map((line) => {
              const cut = line.indexOf("|");
              return cut === -1
                ? { title: line.trim(), url: "" }
                : { title: line.slice(0, cut).trim(), url: line.slice(cut + 1).trim() };
            }),
        );
        break;
      case "j":
        try {
          setPath(root, path, JSON.parse(raw));
        } catch {
          setPath(root, path, raw);
        }
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
  return tidy(root) as Record<string, unknown>;
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
