// The e-mail a shopper gets when part of their order is refunded (docs/decisions/0096): what was
// refunded (the units taken off, the shipping), what goes back to the card and to the gift card, and
// what the order costs now, in the language the order was placed in. Queued in the refund's own
// transaction, like the edit's e-mail. A cancellation's e-mail (order-status-mail.ts) says the same
// amounts through refundAmountsText.
import type { Kysely } from "kysely";
import type { OrderLine } from "~core/checkout/order-draft";
import type { StoreData } from "~core/entities/store.schema";
import { directionOf, type Locale } from "~core/i18n/locale";
import type { Cents } from "~core/money";
import type { DB } from "~server/db/schema";
import { enqueueMail } from "./outbox.repository";
import { escapeHtml, mailFormats, mailText } from "./templates/mail-format";

export interface RefundMailInput {
  store: StoreData;
  locale: Locale;
  orderNumber: string;
  before: { lines: OrderLine[]; shippingAmount: Cents; totalAmount: Cents };
  after: { lines: OrderLine[]; shippingAmount: Cents; totalAmount: Cents };
  refund: { card: Cents; gift: Cents };
}

const isolate = (text: string) => `<bdi dir="ltr">${escapeHtml(text)}</bdi>`;

/** "$5.00 goes back to your card and $2.00 to your gift card…", naming only the sides that get money back. */
export function refundAmountsText(locale: Locale, refund: { card: Cents; gift: Cents }): string {
  const text = mailText(locale);
  const { money } = mailFormats(locale);
  const card = money(refund.card);
  const gift = money(refund.gift);
  if (refund.card > 0 && refund.gift > 0) return text("mail.refundBoth", { card, gift });
  if (refund.gift > 0) return text("mail.refundGift", { gift });
  return text("mail.refundCard", { card });
}

/** The units the refund took off the order: each product, colour and size with how many fewer. */
function unitsTakenOff(before: readonly OrderLine[], after: readonly OrderLine[]): string[] {
  const left = new Map<string, number>();
  for (const line of after) for (const size of line.sizes) left.set(`${line.id}\u0000${size.size}`, size.quantity);
  const out: string[] = [];
  for (const line of before) {
    for (const size of line.sizes) {
      const fewer = size.quantity - (left.get(`${line.id}\u0000${size.size}`) ?? 0);
      if (fewer > 0)
        out.push(`${escapeHtml(line.productName)}, ${escapeHtml(line.color)}: ${isolate(`${size.size} × ${fewer}`)}`);
    }
  }
  return out;
}

export function renderOrderRefundMail(input: RefundMailInput): { subject: string; html: string } {
  const text = mailText(input.locale);
  const { money } = mailFormats(input.locale);
  const store = input.store.primaryInformation.storeName;
  const intro = escapeHtml(text("mail.refundIntro", { orderNumber: input.orderNumber })).replace(
    escapeHtml(input.orderNumber),
    isolate(input.orderNumber),
  );
  const items = unitsTakenOff(input.before.lines, input.after.lines);
  if (input.after.shippingAmount < input.before.shippingAmount) items.push(escapeHtml(text("mail.refundShipping")));
  const list =
    items.length > 0
      ? `<h2 style="font-size:16px">${escapeHtml(text("mail.refundItems"))}</h2><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`
      : "";
  return {
    subject: text("mail.refundSubject", { orderNumber: input.orderNumber, store }),
    html:
      `<!DOCTYPE html><html lang="${input.locale}" dir="${directionOf(input.locale)}"><body>` +
      `<h1 style="font-size:18px">${escapeHtml(store)}</h1>` +
      `<p>${intro}</p>` +
      list +
      `<p>${escapeHtml(refundAmountsText(input.locale, input.refund))}</p>` +
      `<p>${escapeHtml(text("mail.editTotal", { total: money(input.after.totalAmount) }))}</p>` +
      `<p>${escapeHtml(text("mail.statusTrackHint"))}</p>` +
      `</body></html>`,
  };
}

export async function queueOrderRefundMail(
  trx: Kysely<DB>,
  mail: RefundMailInput & { storeId: string; orderId: string; to: string; now: Date },
): Promise<void> {
  const { subject, html } = renderOrderRefundMail(mail);
  await enqueueMail(trx, {
    storeId: mail.storeId,
    orderId: mail.orderId,
    to: mail.to,
    subject,
    html,
    now: mail.now.toISOString(),
  });
}
