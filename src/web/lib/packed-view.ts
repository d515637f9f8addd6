// A page's large shared view sent to the browser as one JSON text (docs/decisions/0058). React Router
// encodes loader data value by value (turbo-stream) on every request, and the browser decodes it the
// same way before hydrating; for the product page and the listing that was the largest part of the
// server's time above bare rendering. A shared view is checked once, when it is computed; each request
// then packs it with one JSON.stringify (microseconds for a view of a few KB), turbo-stream carries one
// string, and the browser parses it with JSON.parse. On the server the packed text stays linked to the
// view it came from, so rendering never parses. The views cache keeps the views, not their text: kept
// as well, the text took a third of the cache's room (docs/performance.md, stop 36).

declare const VIEW: unique symbol;

/** `view` as JSON text; `unpackView` gives it back. Only for JSON data (no Date, Map, undefined in arrays). */
export interface PackedView<T> {
  readonly json: string;
  /** The view's type, for `unpackView` (never present at run time). */
  readonly [VIEW]?: T;
}

/** The parsed view of each packed one: linked when packed (server), parsed once when first read (browser). */
const views = new WeakMap<object, unknown>();

/**
 * `view`, once it is known to be plain JSON data. Throws if JSON would not give the same view back (a
 * Date, Map or class instance, a function, a non-finite number, undefined in an array): the browser
 * would render something else than the server did. A shared view is checked once, when computed.
 */
export function checkedView<T>(view: T): T {
  const lost = notJson(view, "view");
  if (lost) throw new TypeError(`A packed view must be plain JSON data: ${lost}.`);
  return view;
}

/** `view`, already passed through checkedView, as JSON text linked to `view` for this process. */
export function packCheckedView<T>(view: T): PackedView<T> {
  const packed: PackedView<T> = { json: JSON.stringify(view) };
  views.set(packed, view);
  return packed;
}

/** `view` as JSON text, linked to `view` for this process; throws as checkedView does. */
export function packView<T>(view: T): PackedView<T> {
  return packCheckedView(checkedView(view));
}

export function unpackView<T>(packed: PackedView<T>): T {
  if (views.has(packed)) return views.get(packed) as T;
  const view = JSON.parse(packed.json) as T;
  views.set(packed, view);
  return view;
}

/** Where `value` holds something JSON.stringify would drop or change, or null when it holds nothing such. */
function notJson(value: unknown, path: string): string | null {
  switch (typeof value) {
    case "string":
    case "boolean":
      return null;
    case "number":
      return Number.isFinite(value) ? null : `${path} is ${value}`;
    case "object": {
      if (value === null) return null;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          const item: unknown = value[i];
          const lost = item === undefined ? `${path}[${i}] is undefined` : notJson(item, `${path}[${i}]`);
          if (lost) return lost;
        }
        return null;
      }
      const prototype: unknown = Object.getPrototypeOf(value);
      if (prototype !== Object.prototype && prototype !== null) return `${path} is not a plain object`;
      // for…in rather than Object.entries: no array per object (a plain object inherits no enumerable key).
      for (const key in value) {
        const item: unknown = (value as Record<string, unknown>)[key];
        const lost = item === undefined ? null : notJson(item, `${path}.${key}`);
        if (lost) return lost;
      }
      return null;
    }
    default:
      return `${path} is ${typeof value}`;
  }
}
