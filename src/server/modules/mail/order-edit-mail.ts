// The e-mail a shopper gets when their order is edited before production (docs/decisions/0086):
// the lines before and after, what goes back to the card and the gift card, and the new total, in
// the language the order was placed in. Queued in the edit's own transaction.
import type { Kysely } from "kysely";
import type { OrderLine } from "~core/checkout/order-draft";
import type { StoreData } from "~core/entities/store.schema";
import { directionOf, type Locale } from "~core/i18n/locale";
import type { Cents } from "~core/money";
import type { DB } from "~server/db/schema";
import { enqueueMail } from "./outbox.repository";
import { escapeHtml, mailFormats, mailText } from "./templates/mail-format";

export interface EditMailInput {
  store: StoreData;
  locale: Locale;
  orderNumber: string;
  before: { lines: OrderLine[]; totalAmount: Cents };
  after: { lines: OrderLine[]; totalAmount: Cents };
  refund: { card: Cents; gift: Cents };
}

const isolate = (text: string) => `<bdi dir="ltr">${escapeHtml(text)}</bdi>`;

function linesList(lines: readonly OrderLine[]): string {
  const items = lines.map((line) => {
    const sizes = line.sizes.map((s) => `${s.size} × ${s.quantity}`).join(", ");
    const names = line.personalization
      .filter((p) => p.value.trim() !== "")
      .map((p) => `${escapeHtml(p.label)} ${escapeHtml(p.name)}: <bdi>${escapeHtml(p.value)}</bdi>`)
      .join("; ");
    return `<li>${escapeHtml(line.productName)}, ${escapeHtml(line.color)}: ${isolate(sizes)}${names ? ` (${names})` : ""}</li>`;
  });
  return `<ul>${items.join("")}</ul>`;
}

export function renderOrderEditMail(input: EditMailInput): { subject: string; html: string } {
  const text = mailText(input.locale);
  const { money } = mailFormats(input.locale);
  const store = input.store.primaryInformation.storeName;
  const intro = escapeHtml(text("mail.editIntro", { orderNumber: input.orderNumber })).replace(
    escapeHtml(input.orderNumber),
    isolate(input.orderNumber),
  );
  const refund =
    input.refund.card + input.refund.gift > 0
      ? `<p>${escapeHtml(text("mail.editRefund", { card: money(input.refund.card), gift: money(input.refund.gift) }))}</p>`
      : "";
  return {
    subject: text("mail.editSubject", { orderNumber: input.orderNumber, store }),
    html:
      `<!DOCTYPE html><html lang="${input.locale}" dir="${directionOf(input.locale)}"><body>` +
      `<h1 style="font-size:18px">${escapeHtml(store)}</h1>` +
      `<p>${intro}</p>` +
      `<h2 style="font-size:16px">${escapeHtml(text("mail.editBefore"))}</h2>${linesList(input.before.lines)}` +
      `<h2 style="font-size:16px">${escapeHtml(text("mail.editAfter"))}</h2>${linesList(input.after.lines)}` +
      refund +
      `<p>${escapeHtml(text("mail.editTotal", { total: money(input.after.totalAmount) }))}</p>` +
      `<p>${escapeHtml(text("mail.statusTrackHint"))}</p>` +
      `</body></html>`,
  };
}

export async function queueOrderEditMail(
  trx: Kysely<DB>,
  mail: EditMailInput & { storeId: string; orderId: string; to: string; now: Date },
): Promise<void> {
  const { subject, html } = renderOrderEditMail(mail);
  await enqueueMail(trx, {
    storeId: mail.storeId,
    orderId: mail.orderId,
    to: mail.to,
    subject,
    html,
    now: mail.now.toISOString(),
  });
}
