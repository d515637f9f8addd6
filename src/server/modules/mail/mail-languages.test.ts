// Issue 49: every kind of e-mail, in en, ru and ar, rendered, written as the .eml the file transport
// delivers (what SMTP would send) and read back: the words are the language's, the confirmation names
// how the order was paid (card, gift card, both), its time is in the store's time zone with the zone
// named, the carrier and service have their names, and the Arabic gift card line keeps its amount whole.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { intlTag, LOCALES, type Locale } from "~core/i18n/locale";
import { formatMessage } from "~core/i18n/messages";
import { shopperMessage } from "~core/i18n/message";
import { cents } from "~core/money";
import { storeDateTime } from "~core/store-window/store-window";
import type { StoredOrder } from "~server/modules/orders/stored-order";
import { findStoreByDomain } from "~server/modules/stores/stores.repository";
import { renderNotifyMail } from "~server/modules/notify-me/notify-mail";
import { renderReminder } from "~server/modules/store-windows/close-reminders";
import { createFileTransport } from "~server/providers/mail-transport";
import { buildClientOrder, call, createCheckoutTestbed, TEE, type Testbed } from "~server/testing/checkout-testbed";
import { testDialects } from "~server/testing/test-db";
import { renderOrderConfirmation } from "./order-mail";
import { renderOrderStatusMail } from "./order-status-mail";

/** The subject and the HTML part of an .eml, decoded from its transfer encodings. */
function readEml(eml: string): { subject: string; html: string } {
  const unfolded = eml.replace(/\n[ \t]+/g, " ");
  const subjectLine = /^Subject: (.*)$/m.exec(unfolded)?.[1] ?? "";
  const subject = subjectLine.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, mode: string, data: string) =>
    mode.toUpperCase() === "B"
      ? Buffer.from(data, "base64").toString("utf8")
      : Buffer.from(
          data
            .replace(/_/g, " ")
            .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );
  const bodyStart = eml.indexOf("\n\n");
  const headers = eml.slice(0, bodyStart);
  const body = eml.slice(bodyStart + 2);
  const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  const html =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? Buffer.from(
            body
              .replace(/=\n/g, "")
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8")
        : body;
  return { subject, html };
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

const say = (locale: Locale, code: Parameters<typeof shopperMessage>[0]) =>
  formatMessage(locale, shopperMessage(code as "mail.creditCard"));

describe.each(testDialects().slice(0, 1))("every e-mail in every language (%s)", (dialect) => {
  let bed: Testbed;
  let dir: string;
  let order: StoredOrder;
  let mailId = 0;
  beforeAll(async () => {
    bed = await createCheckoutTestbed(dialect);
    dir = await mkdtemp(path.join(tmpdir(), "mail-languages-"));
    const draft = await buildClientOrder(bed, [TEE]);
    const res = await call(
      bed.app,
      "POST",
      "/api/promo/ecommerce/orders",
      { order: draft },
      { "Idempotency-Key": "m" },
    );
    expect(res.status).toBe(200);
    const row = await bed.db.selectFrom("orders").select("data").executeTakeFirstOrThrow();
    order = JSON.parse(row.data) as StoredOrder;
  });
  afterAll(async () => {
    await bed.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** Delivered as the file transport does, then read back from the file. */
  async function delivered(mail: { subject: string; html: string }) {
    mailId += 1;
    await createFileTransport({ dir, from: "store@example.com" }).send({ id: mailId, to: "fan@example.com", ...mail });
    const read = readEml(await readFile(path.join(dir, `${String(mailId).padStart(8, "0")}.eml`), "utf8"));
    expect(read.subject).toBe(mail.subject);
    expect(read.html.trimEnd()).toBe(mail.html);
    expect(read.html).not.toMatch(/\uFFFD|Ã|Ø§/);
    return { subject: read.subject, html: read.html, text: textOf(read.html) };
  }

  it.each(LOCALES)(
    "the order confirmation in %s names how it was paid, the store's time and the carrier",
    async (locale) => {
      const store = (await findStoreByDomain(bed.db, "demo.localhost"))!.data;
      const zoned = { ...store, storeWindow: { timeZone: "America/Chicago" } };
      const paid = order.orderTransaction.paymentAmount;
      const money = (amount: number) =>
        new Intl.NumberFormat(intlTag(locale), { style: "currency", currency: "USD" }).format(amount / 100);
      const card = `${say(locale, "mail.creditCard")}${order.card ? ` (${order.card.brand} •••• ${order.card.last4})` : ""}`;
      const giftCard = `${say(locale, "mail.giftCard")} •••• 0042`;
      // Each payment named with what it paid, in the stored order's amounts (issue 49).
      const kinds = [
        ["card", { ...order }, [`${card}: ${money(paid)}`]],
        [
          "giftCard",
          {
            ...order,
            card: undefined,
            giftCard: { last4: "0042" },
            giftCodeBalance: paid,
            grandTotal: cents(0),
            orderTransaction: { ...order.orderTransaction, paymentAmount: cents(0) },
          },
          [`${giftCard}: ${money(paid)}`],
        ],
        [
          "cardAndGiftCard",
          {
            ...order,
            giftCard: { last4: "0042" },
            giftCodeBalance: cents(1000),
            grandTotal: cents(paid - 1000),
            orderTransaction: { ...order.orderTransaction, paymentAmount: cents(paid - 1000) },
          },
          [`${giftCard}: ${money(1000)}`, `${card}: ${money(paid - 1000)}`],
        ],
      ] as const;
      for (const [kind, variant, lines] of kinds) {
        const mail = await delivered(renderOrderConfirmation(zoned, variant as StoredOrder, locale, true));
        expect(mail.subject).toContain(order.orderNumber);
        expect(mail.html).toContain(`<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}"`);
        // The payment cell, read back line by line: each payment, then its amount isolated left to right.
        const cell = new RegExp(`data-payment="${kind}">(.*?)</td>`).exec(mail.html)?.[1] ?? "";
        expect(
          cell
            .split("</div>")
            .slice(0, -1)
            .map((line) => line.replace(/<[^>]+>/g, "")),
        ).toEqual(lines);
        for (const amount of cell.match(/: <span[^>]*>[^<]*<\/span>/g) ?? [])
          expect(amount).toMatch(/^: <span dir="ltr" style="unicode-bidi:isolate">/);
        // A gift card that paid everything is not called a card.
        if (kind === "giftCard") expect(mail.text).not.toContain(say(locale, "mail.creditCard"));
        // The test card is mentioned only where a card paid.
        expect(mail.text.includes(say(locale, "mail.testMode"))).toBe(kind !== "giftCard");
        expect(mail.text).toContain(storeDateTime(order.orderDate, locale, "America/Chicago"));
        expect(mail.text).not.toMatch(/ UTC\b/);
        expect(mail.text).toContain("UPS Ground");
        expect(mail.text).not.toMatch(/\bups\b/);
        if (kind !== "card") {
          const gift = new Intl.NumberFormat(locale === "ar" ? "ar-u-nu-latn" : locale === "ru" ? "ru-RU" : "en-US", {
            style: "currency",
            currency: "USD",
          }).format(-variant.giftCodeBalance / 100);
          // The gift card line: its label, then its amount isolated left to right, whole.
          expect(mail.html).toMatch(
            new RegExp(
              `${say(locale, "mail.giftCard")}</td><td[^>]*><span dir="ltr" style="unicode-bidi:isolate">${gift.replace(/[.$]/g, "\\$&")}</span>`,
            ),
          );
        }
      }
    },
  );

  it.each(LOCALES)("the status, notify-me and close-reminder e-mails in %s are in the language", async (locale) => {
    const store = (await findStoreByDomain(bed.db, "demo.localhost"))!.data;
    const shipped = await delivered(
      renderOrderStatusMail({
        store,
        locale,
        orderNumber: order.orderNumber,
        status: "Shipped",
        carrier: "UPS",
        trackingNumber: "1Z999",
      }),
    );
    expect(shipped.text).toContain(
      formatMessage(
        locale,
        shopperMessage("mail.statusShipped", {
          orderNumber: order.orderNumber,
          carrier: "UPS",
          trackingNumber: "1Z999",
        }),
      )
        .replace(order.orderNumber, "")
        .split(" ")[0] ?? "",
    );
    for (const kind of ["confirm", "open"] as const) {
      const mail = await delivered(
        renderNotifyMail(kind, { store, locale, action: "https://x/a", unsubscribe: "https://x/u" }),
      );
      expect(mail.text).toContain(say(locale, "mail.notifyUnsubscribe"));
    }
    const inLanguage = {
      ...store,
      primaryInformation: { ...store.primaryInformation, contentLanguage: locale },
      storeWindow: { timeZone: "Asia/Dubai" },
    };
    const closesAt = new Date(Date.now() + 20 * 3_600_000).toISOString();
    const reminder = await delivered(
      renderReminder("1d", {
        store: inLanguage,
        closesAt,
        now: Date.now(),
        sales: { orders: 1, salesCents: 1000, raisedCents: 100, units: new Map() },
      }),
    );
    expect(reminder.html).toContain(`lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}"`);
    expect(reminder.text).toContain(storeDateTime(closesAt, locale, "Asia/Dubai"));
  });
});
