// Page views shared per store state (docs/decisions/0026): a loader's view is computed once for its key
// and the store's version, then shared by every request that asks while the store is unchanged. So a
// view may depend on nothing per request that its key leaves out. Each view is declared here with the
// typed parts of its key; while a view is computed, reading a per-request value its key does not hold
// (the language through t() or context.locale, the currency or rates through formatMoney() or the
// context, the unlocked state, the nonce or the request id, which no key can hold) throws, naming the
// view and the value, so the mistake fails the first test that renders the page instead of serving
// one shopper's language to the next.
import type { Currency, Locale } from "~core/i18n/locale";
import type { WebLoadContext } from "~server/context";
import { displayStorage, type RequestDisplay } from "~server/http/request-display";
import { checkedView, packCheckedView, type PackedView } from "../lib/packed-view";

/** Every shared view and the parts of its key: what it depends on besides the store's state. */
export interface SharedViewKeys {
  "product-page": { slugOrId: string; origin: string };
  listing: { path: string; categoryPathPrefix: string; fixedCategory: string; state: string };
  shell: { locale: Locale; currency: Currency; origin: string; unlocked: boolean };
  "content-page": { index: number; unlocked: boolean };
}
export type SharedViewName = keyof SharedViewKeys;

/** The per-request values of a load context, and the key part that lets a view read each. */
const PER_REQUEST: Partial<Record<keyof WebLoadContext, "locale" | "currency" | "unlocked" | null>> = {
  locale: "locale",
  currency: "currency",
  rates: "currency",
  unlocked: "unlocked",
  nonce: null,
  requestId: null,
  // The clock: a view shared for a store version would keep a pop-up window's open or closed past its
  // end (issue 45). What depends on the time is decided per request (the root's storeWindow).
  now: null,
};

/** Thrown when a shared view reads a per-request value that its key does not hold. */
export class SharedViewLeak extends Error {
  constructor(view: string, value: string) {
    super(
      `The shared view "${view}" read the request's ${value} without having it in its key ` +
        `(src/web/document/shared-views.server.ts): one request's ${value} would be shown to others.`,
    );
    this.name = "SharedViewLeak";
  }
}

/** The key a view is remembered under: its name and its parts, in their declared order. */
export function sharedViewKey<Name extends SharedViewName>(name: Name, parts: SharedViewKeys[Name]): string {
  return `${name}\n${Object.values(parts).join("\n")}`;
}

/**
 * The view `name` for these key parts, computed by `compute` once per store state and shared
 * (StoreCatalog.remember), then packed as JSON text for this request (decision 0058). `compute`
 * receives a context and runs under a display that throw when it reads a per-request value the key
 * does not hold.
 */
export function sharedView<Name extends SharedViewName, T>(
  context: WebLoadContext,
  name: Name,
  parts: SharedViewKeys[Name],
  compute: (context: WebLoadContext) => Promise<T>,
): Promise<PackedView<T>> {
  const view = context.catalog.remember(sharedViewKey(name, parts), async () =>
    checkedView(await computeGuarded(context, name, parts, compute)),
  );
  return view.then(packCheckedView);
}

/** `compute` with every per-request read its key does not allow turned into a SharedViewLeak. */
export function computeGuarded<T>(
  context: WebLoadContext,
  name: string,
  parts: object,
  compute: (context: WebLoadContext) => Promise<T>,
): Promise<T> {
  const allowed = (part: "locale" | "currency" | "unlocked" | null) => part !== null && part in parts;
  const guardedContext = new Proxy(context, {
    get(target, property, receiver) {
      const part = PER_REQUEST[property as keyof WebLoadContext];
      if (part !== undefined && !allowed(part)) throw new SharedViewLeak(name, String(property));
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  const display = displayStorage.getStore();
  const read = <K extends keyof RequestDisplay>(value: K, part: "locale" | "currency"): RequestDisplay[K] => {
    if (!allowed(part)) throw new SharedViewLeak(name, value === "locale" ? "language (t())" : value);
    return (display ?? context)[value];
  };
  const guardedDisplay: RequestDisplay = {
    get locale() {
      return read("locale", "locale");
    },
    get currency() {
      return read("currency", "currency");
    },
    get rates() {
      return read("rates", "currency");
    },
  };
  return displayStorage.run(guardedDisplay, () => compute(guardedContext));
}
