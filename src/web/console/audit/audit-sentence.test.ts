import { describe, expect, it } from "vitest";
import { CONSOLE_CATALOGS } from "../i18n";
import { consoleMoney } from "../money";
import { statusText } from "../orders";
import { fillText } from "../ui";
import { auditSentence, type AuditSentenceEntry } from "./audit-sentence";

/** The sentence of an entry as the page words it, in a language. */
function sentence(entry: Partial<AuditSentenceEntry> & { action: string }, locale: "en" | "ru" | "ar" = "en") {
  const texts = CONSOLE_CATALOGS[locale];
  const ct = (key: Parameters<typeof fillText>[1], params?: Record<string, string | number>) =>
    fillText(texts, key, params, locale);
  const { key, params } = auditSentence(
    { entityType: "store", entityId: "x", before: null, after: null, ...entry },
    { money: consoleMoney(locale), status: (s) => ct(statusText(s)) },
    (part) => ct(part),
  );
  return ct(key, params);
}

describe("audit sentences", () => {
  it("words sign-ins, failed sign-ins and store settings", () => {
    expect(sentence({ action: "account.sign-in" })).toBe("Signed in");
    expect(sentence({ action: "account.sign-in-failed" })).toBe("Failed sign-in");
    expect(sentence({ action: "store.update" })).toBe("Changed store settings");
    expect(sentence({ action: "store.branding" })).toBe("Changed store settings: Branding");
    expect(sentence({ action: "store.branding" }, "ru")).toBe("Изменил настройки магазина: Оформление");
    expect(sentence({ action: "account.sign-in" }, "ar")).toBe("سجّل الدخول");
  });

  it("words a refund with its amount (card and gift card) and the order's number", () => {
    const after = { orderNumber: "1042", refundCents: { card: 1000, gift: 200 } };
    expect(sentence({ action: "order.refund", entityType: "order", after })).toBe("Refunded $12.00 on order #1042");
    // Entries written before the amounts were named …Cents.
    const older = { orderNumber: "1042", refund: { card: 1200, gift: 0 } };
    expect(sentence({ action: "order.refund", entityType: "order", after: older })).toBe(
      "Refunded $12.00 on order #1042",
    );
  });

  it("words status changes, gift codes and products from the entry's before and after", () => {
    expect(
      sentence({
        action: "order.status",
        before: { orderNumber: "1042", status: "Processing" },
        after: { orderNumber: "1042", status: "Shipped" },
      }),
    ).toBe("Changed order #1042 from Processing to Shipped");
    expect(
      sentence({
        action: "gift-code.top-up",
        before: { code: "GIFT-1", balanceCents: 500 },
        after: { code: "GIFT-1", balanceCents: 1500 },
      }),
    ).toBe("Topped up the gift code GIFT-1 by $10.00");
    expect(sentence({ action: "product.update", after: { name: "Crew Tee" } })).toBe("Changed the product Crew Tee");
    expect(sentence({ action: "product.update", after: { productData: { productName: "Hoodie" } } })).toBe(
      "Changed the product Hoodie",
    );
    expect(sentence({ action: "catalogue.import", after: { products: ["a", "b", "c"] } })).toBe(
      "Imported the catalogue (3 products)",
    );
  });

  it("still shows an action it does not know, by its code and record", () => {
    expect(sentence({ action: "product.archive", entityType: "product", entityId: "tee" })).toBe(
      "product.archive (product tee)",
    );
  });
});
