// The e-mail that corrects a refund e-mail (docs/decisions/0113): the shopper was told that money goes
// back (order-refund-mail.ts), and then the refund could not be made: the provider refused it for good
// (decision 0108) or failed it later (Stripe's refund.failed). It says which amount was not refunded,
// that it stays charged and that the shop will contact them, in the language the order was placed in.
// Queued in the transaction that undoes the refund, so it goes out once with it.
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
}

const isolate = (text: string) => `<bdi dir="ltr">${escapeHtml(text)}</bdi>`;

export function renderRefundUndoneMail(input: RefundUndoneMailInput): { subject: string; html: string } {
  const text = mailText(input.locale);
  const amount = mailFormats(input.locale).money(input.amount);
  const store = input.store.primaryInformation.storeName;
  const intro = escapeHtml(text("mail.refundUndoneIntro", { orderNumber: input.orderNumber, amount })).replace(
    escapeHtml(input.orderNumber),
    isolate(input.orderNumber),
  );
  return {
    subject: text("mail.refundUndoneSubject", { orderNumber: input.orderNumber, store }),
    html:
      `<!DOCTYPE html><html lang="${input.locale}" dir="${directionOf(input.locale)}"><body>` +
      `<h1 style="font-size:18px">${escapeHtml(store)}</h1>` +
      `<p>${intro}</p>` +
      `<p>${escapeHtml(text("mail.refundUndoneNext", { store }))}</p>` +
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
