// Renders the confirmation e-mail from the stored order (never from the client's mailHtml) and queues
// it in the outbox, inside the order's transaction: an order and its e-mail exist together or not at all.
import type { Kysely } from "kysely";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { StoreData } from "~core/entities/store.schema";
import type { Locale } from "~core/i18n/locale";
import type { DB } from "~server/db/schema";
import type { StoredOrder } from "~server/modules/orders/order-queries.service";
import { enqueueMail } from "./outbox.repository";
import { mailText } from "./templates/mail-format";
import { OrderConfirmationMail } from "./templates/order-confirmation";

export function renderOrderConfirmation(
  store: StoreData,
  order: StoredOrder,
  locale: Locale = "en",
  testMode = false,
): { subject: string; html: string } {
  return {
    subject: mailText(locale)("mail.subject", {
      orderNumber: order.orderNumber,
      store: store.primaryInformation.storeName,
    }),
    html: `<!DOCTYPE html>${renderToStaticMarkup(createElement(OrderConfirmationMail, { store, order, locale, testMode }))}`,
  };
}

export async function queueOrderConfirmation(
  trx: Kysely<DB>,
  mail: {
    storeId: string;
    orderId: string;
    store: StoreData;
    order: StoredOrder;
    now: Date;
    locale?: Locale;
    testMode?: boolean;
  },
): Promise<void> {
  const { subject, html } = renderOrderConfirmation(mail.store, mail.order, mail.locale, mail.testMode);
  await enqueueMail(trx, {
    storeId: mail.storeId,
    orderId: mail.orderId,
    to: mail.order.contact.email,
    subject,
    html,
    now: mail.now.toISOString(),
  });
}
