import { describe, expect, it, vi } from "vitest";
import type { StoreCatalog } from "~server/modules/catalog/catalog.types";
import type { WebLoadContext } from "~server/context";
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the test plays the server: it sets the request's display
import { displayStorage } from "~server/http/request-display";
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the test reads the packed texts' cache, as /readyz does
import { CACHE_BUDGETS, cacheSizes } from "~server/memory-caches";
import { setDisplaySource } from "../i18n/display";
import { t } from "../i18n/t";
import { formatMoney } from "../lib/format";
import { unpackView } from "../lib/packed-view";
import "../i18n/catalogs.server";
import { sharedView, sharedViewKey } from "./shared-views.server";

// As entry.server does: t() and formatMoney() read the request being rendered.
setDisplaySource(() => displayStorage.getStore() ?? { locale: "en", currency: "USD", rates: null });

const RATES: WebLoadContext["rates"] = {
  date: "2026-01-01",
  base: "USD",
  rates: { USD: 1, EUR: 0.5, RUB: 80, GBP: 0.8 },
};

/** A request in Russian, in euros, with a catalogue that remembers nothing (every view is computed). */
function russianRequest() {
  const keys: string[] = [];
  const catalog = {
    remember: (key: string, compute: () => Promise<unknown>) => {
      keys.push(key);
      return compute();
    },
  } as unknown as StoreCatalog;
  const context = {
    store: { id: "store-1", data: {} },
    nonce: "nonce-1",
    requestId: "request-1",
    unlocked: true,
    catalog,
    testMode: false,
    locale: "ru",
    currency: "EUR",
    rates: RATES,
  } as unknown as WebLoadContext;
  const inRequest = <T>(run: () => Promise<T>) =>
    displayStorage.run({ locale: "ru", currency: "EUR", rates: RATES }, run);
  return { context, keys, inRequest };
}

/** A catalogue that computes each view once per key and shares it, as StoreCatalog.remember does. */
function cachingCatalog() {
  const kept = new Map<string, Promise<unknown>>();
  const caching = {
    remember: (key: string, compute: () => Promise<unknown>) => {
      if (!kept.has(key)) kept.set(key, compute());
      return kept.get(key);
    },
  } as unknown as StoreCatalog;
  return { kept, caching };
}

describe("shared page views", () => {
  it("are remembered under their name and the typed parts of their key", async () => {
    const { context, keys, inRequest } = russianRequest();
    await inRequest(() => sharedView(context, "product-page", { slugOrId: "tee", origin: "https://a" }, async () => 1));
    expect(keys).toEqual(["product-page\ntee\nhttps://a"]);
    expect(sharedViewKey("shell", { locale: "ar", currency: "GBP", origin: "o", unlocked: false })).toBe(
      "shell\nar\nGBP\no\nfalse",
    );
  });

  it("fail when a view reads the request's language (t() or context.locale) without it in its key", async () => {
    const { context, inRequest } = russianRequest();
    const view = (compute: (viewContext: WebLoadContext) => Promise<unknown>) =>
      inRequest(() => sharedView(context, "product-page", { slugOrId: "tee", origin: "o" }, compute));
    await expect(view(async () => t("closed.default"))).rejects.toThrow(
      /The shared view "product-page" read the request's language/,
    );
    await expect(view(async (viewContext) => viewContext.locale)).rejects.toThrow(
      /"product-page" read the request's locale without having it in its key/,
    );
  });

  it("fail when a view reads the currency or its rates (formatMoney() or the context) without it in its key", async () => {
    const { context, inRequest } = russianRequest();
    const view = (compute: (viewContext: WebLoadContext) => Promise<unknown>) =>
      inRequest(() => sharedView(context, "content-page", { index: 0, unlocked: true }, compute));
    await expect(view(async () => formatMoney(10))).rejects.toThrow(/"content-page" read the request's/);
    await expect(view(async (viewContext) => viewContext.currency)).rejects.toThrow(/request's currency/);
    await expect(view(async (viewContext) => viewContext.rates)).rejects.toThrow(/request's rates/);
  });

  it("fail when any view reads the nonce or the request id, which no key can hold", async () => {
    const { context, inRequest } = russianRequest();
    const parts = { locale: "ru", currency: "EUR", origin: "o", unlocked: true } as const;
    await expect(inRequest(() => sharedView(context, "shell", parts, async (c) => c.nonce))).rejects.toThrow(
      /"shell" read the request's nonce/,
    );
    await expect(inRequest(() => sharedView(context, "shell", parts, async (c) => c.requestId))).rejects.toThrow(
      /"shell" read the request's requestId/,
    );
  });

  it("fail when a view reads the unlocked state without it in its key", async () => {
    const { context, inRequest } = russianRequest();
    await expect(
      inRequest(() => sharedView(context, "product-page", { slugOrId: "t", origin: "o" }, async (c) => c.unlocked)),
    ).rejects.toThrow(/"product-page" read the request's unlocked/);
  });

  it("are kept as views, and a view sent again is sent as the text it was packed to, not stringified each time", async () => {
    const { context, inRequest } = russianRequest();
    const { kept, caching } = cachingCatalog();
    const request = (slugOrId: string) =>
      inRequest(() =>
        sharedView({ ...context, catalog: caching }, "product-page", { slugOrId, origin: "o" }, async () => ({
          title: `Tee ${slugOrId}`,
          sizes: ["S", "M"],
        })),
      );
    const stringify = vi.spyOn(JSON, "stringify");
    try {
      // Its first sending is not kept (a view sent once would only take room), its second is.
      const [first, second, third, fourth] = [
        await request("tee"),
        await request("tee"),
        await request("tee"),
        await request("tee"),
      ];
      expect(second).not.toBe(first);
      expect(third).toBe(second);
      expect(fourth).toBe(second);
      expect(stringify.mock.calls.filter(([value]) => value === unpackView(first))).toHaveLength(2);
      expect(JSON.parse(fourth.json)).toEqual({ title: "Tee tee", sizes: ["S", "M"] });
      // The views cache keeps the view, not its text.
      expect(await kept.get("product-page\ntee\no")).toEqual({ title: "Tee tee", sizes: ["S", "M"] });
      // Another view (another page, or the same page in a new state of the store) has its own text.
      const other = await request("cap");
      expect(other).not.toBe(first);
      expect(unpackView(other)).toEqual({ title: "Tee cap", sizes: ["S", "M"] });
    } finally {
      stringify.mockRestore();
    }
  });

  it("keep packed texts within their own memory budget", async () => {
    const { context, inRequest } = russianRequest();
    const big = "x".repeat(64 * 1024);
    const views = Array.from({ length: 40 }, (_, i) => ({ big, i }));
    const once = cacheSizes().packs.entries;
    // A catalogue that gives the same view for the same key; each view is sent twice, so each is kept.
    const catalog = {
      remember: (key: string) => Promise.resolve(views[Number(key.split("\n")[1]!.slice(1))]),
    } as unknown as StoreCatalog;
    const send = (i: number) =>
      inRequest(() =>
        sharedView({ ...context, catalog }, "product-page", { slugOrId: `p${i}`, origin: "o" }, async () => null),
      );
    await send(0);
    expect(cacheSizes().packs.entries).toBe(once);
    for (let i = 0; i < views.length; i++) for (const _ of [1, 2]) await send(i);
    const { packs } = cacheSizes();
    expect(packs.maxBytes).toBe(CACHE_BUDGETS.packs);
    expect(packs.bytes).toBeGreaterThan(CACHE_BUDGETS.packs / 2);
    expect(packs.bytes).toBeLessThanOrEqual(CACHE_BUDGETS.packs);
  });

  it("refuse a view JSON would change, when it is computed", async () => {
    const { context, inRequest } = russianRequest();
    const view = inRequest(() =>
      sharedView(context, "product-page", { slugOrId: "tee", origin: "o" }, async () => ({ at: new Date(0) })),
    );
    await expect(view).rejects.toThrow("A packed view must be plain JSON data: view.at is not a plain object.");
  });

  it("read what their key holds: the shell in the request's language and currency", async () => {
    const { context, inRequest } = russianRequest();
    const parts = { locale: "ru", currency: "EUR", origin: "o", unlocked: true } as const;
    const packed = await inRequest(() =>
      sharedView(context, "shell", parts, async (c) => ({
        locale: c.locale,
        unlocked: c.unlocked,
        store: c.store.id,
        text: t("closed.default"),
        money: formatMoney(10),
      })),
    );
    const view = unpackView(packed);
    expect(view.locale).toBe("ru");
    expect(view.unlocked).toBe(true);
    expect(view.store).toBe("store-1");
    expect(view.text).toBe(await inRequest(async () => t("closed.default")));
    expect(view.text).not.toBe(t("closed.default"));
    expect(view.money).toBe(await inRequest(async () => formatMoney(10)));
  });
});
