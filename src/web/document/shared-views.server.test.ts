import { describe, expect, it } from "vitest";
import type { StoreCatalog } from "~server/modules/catalog/catalog.types";
import type { WebLoadContext } from "~server/context";
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the test plays the server: it sets the request's display
import { displayStorage } from "~server/http/request-display";
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

  it("fail when any view reads the clock: a view kept for a store version would outlive a pop-up window's end (issue 45)", async () => {
    const { context, inRequest } = russianRequest();
    const parts = { locale: "ru", currency: "EUR", origin: "o", unlocked: true } as const;
    await expect(inRequest(() => sharedView(context, "shell", parts, async (c) => c.now))).rejects.toThrow(
      /"shell" read the request's now/,
    );
  });

  it("fail when a view reads the unlocked state without it in its key", async () => {
    const { context, inRequest } = russianRequest();
    await expect(
      inRequest(() => sharedView(context, "product-page", { slugOrId: "t", origin: "o" }, async (c) => c.unlocked)),
    ).rejects.toThrow(/"product-page" read the request's unlocked/);
  });

  it("are kept as views and packed for each request: the cache holds no text, every request reads the same view", async () => {
    const { context, inRequest } = russianRequest();
    const { kept, caching } = cachingCatalog();
    const request = () =>
      inRequest(() =>
        sharedView({ ...context, catalog: caching }, "product-page", { slugOrId: "tee", origin: "o" }, async () => ({
          title: "Tee",
          sizes: ["S", "M"],
        })),
      );
    const [first, second] = [await request(), await request()];
    expect(first).not.toBe(second);
    expect(unpackView(second)).toBe(unpackView(first));
    expect(JSON.parse(second.json)).toEqual({ title: "Tee", sizes: ["S", "M"] });
    expect(await kept.get("product-page\ntee\no")).toEqual({ title: "Tee", sizes: ["S", "M"] });
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
