// The e-mail that corrects a refund e-mail (docs/decisions/0113): the shopper was told that money goes
// back (order-refund-mail.ts), and then the refund could not be made: the provider refused it for good
// (decision 0108) or failed it later (Stripe's refund.failed). It says which amount was not refunded,
// that it stays charged and that the shop will contact them, in the language the order was placed in.
// When the refund was an edit's difference it also says what became of the edit (decision 0119): not
// made (the order was written back as it was before it) or made all the same (the order changed since,
// so it was left for the shop to settle). Queued in the transaction that undoes the refund, so it goes
// out once with it.
import type { Kysely } from "kysely";
import type { StoreData } from "~core/entities/store.schema";
import { directionOf, type Locale } from "~core/i18n/locale";
import type { Cents } from "~core/money";
import type { DB } from "~server/db/schema";
import { enqueueMail } from "./outbox.repository";
import { escapeHtml, mailFormats, mailText } from "./templates/mail-format";

export interface RefundUndoneMailInput {
  store: StoreData;
  locale: Locale;
  orderNumber: string;
  /** What the shopper was told would go back and now does not. */
  amount: Cents;
  /** The refund was an edit's difference: the edit was undone with it, or kept. */
  edit?: "undone" | "kept";
}

const isolate = (text: string) => `<bdi dir="ltr">${escapeHtml(text)}</bdi>`;

export function renderRefundUndoneMail(input: RefundUndoneMailInput): { subject: string; html: string } {
  const text = mailText(input.locale);
  const amount = mailFormats(input.locale).money(input.amount);
  const store = input.store.primaryInformation.storeName;
  const { orderNumber, edit } = input;
  const introKey =
    edit === "undone" ? "mail.editUndoneIntro" : edit === "kept" ? "mail.editKeptIntro" : "mail.refundUndoneIntro";
  const intro = escapeHtml(text(introKey, { orderNumber, amount })).replace(
    escapeHtml(orderNumber),
    isolate(orderNumber),
  );
  const subjectKey = edit === "undone" ? "mail.editUndoneSubject" : "mail.refundUndoneSubject";
  const nextKey = edit === "undone" ? "mail.editUndoneNext" : "mail.refundUndoneNext";
  return {
    subject: text(subjectKey, { orderNumber, store }),
    html:
      `<!DOCTYPE html><html lang="${input.locale}" dir="${directionOf(input.locale)}"><body>` +
      `<h1 style="font-size:18px">${escapeHtml(store)}</h1>` +
      `<p>${intro}</p>` +
      `<p>${escapeHtml(text(nextKey, { store }))}</p>` +
      `<p>${escapeHtml(text("mail.statusTrackHint"))}</p>` +
      `</body></html>`,
  };
}

export async function queueRefundUndoneMail(
  trx: Kysely<DB>,
  mail: RefundUndoneMailInput & { storeId: string; orderId: string; to: string; now: Date },
): Promise<void> {
  const { subject, html } = renderRefundUndoneMail(mail);
  await enqueueMail(trx, {
    storeId: mail.storeId,
    orderId: mail.orderId,
    to: mail.to,
    subject,
    html,
    now: mail.now.toISOString(),
  });
}
