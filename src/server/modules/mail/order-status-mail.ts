// The e-mail a shopper gets when their order changes status in a way they care about (In production,
// Shipped, Delivered, Cancelled; docs/decisions/0038), in the language the order was placed in, from
// the shoppers' catalogue. Queued in the outbox inside the status change's transaction, so the change
// and its e-mail exist together or not at all, and a change that loses a race queues nothing.
import type { Kysely } from "kysely";
import type { StoreData } from "~core/entities/store.schema";
import { directionOf, type Locale } from "~core/i18n/locale";
import { shopperMessage } from "~core/i18n/message";
import { formatMessage } from "~core/i18n/messages";
import { statusKey, type OrderStatus } from "~core/orders/order-status";
import type { DB } from "~server/db/schema";
import { enqueueMail } from "./outbox.repository";
import { mailText } from "./templates/mail-format";

export interface StatusMailInput {
  store: StoreData;
  locale: Locale;
  orderNumber: string;
  status: Exclude<OrderStatus, "Processing">;
  carrier?: string;
  trackingNumber?: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function statusText(input: StatusMailInput): string {
  const text = mailText(input.locale);
  const store = input.store.primaryInformation.storeName;
  const { orderNumber } = input;
  switch (input.status) {
    case "In production":
      return text("mail.statusInProduction", { orderNumber });
    case "Shipped":
      return text("mail.statusShipped", {
        orderNumber,
        carrier: input.carrier ?? "",
        trackingNumber: input.trackingNumber ?? "",
      });
    case "Delivered":
      return text("mail.statusDelivered", { orderNumber, store });
    case "Cancelled":
      return text("mail.statusCancelled", { orderNumber });
  }
}

export function renderOrderStatusMail(input: StatusMailInput): { subject: string; html: string } {
  const text = mailText(input.locale);
  const store = input.store.primaryInformation.storeName;
  const status = formatMessage(input.locale, shopperMessage(`tracking.${statusKey(input.status)}`));
  // Order numbers and tracking numbers are Latin: isolated so they read whole in a right-to-left e-mail.
  const body = escape(statusText(input)).replace(
    new RegExp(
      [input.orderNumber, input.trackingNumber]
        .filter((v): v is string => Boolean(v))
        .map((v) => escape(v).replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join("|"),
      "g",
    ),
    (match) => `<span dir="ltr" style="unicode-bidi:isolate">${match}</span>`,
  );
  return {
    subject: text("mail.statusSubject", { orderNumber: input.orderNumber, store, status }),
    html:
      `<!DOCTYPE html><html lang="${input.locale}" dir="${directionOf(input.locale)}"><body>` +
      `<h1 style="font-size:18px">${escape(store)}</h1>` +
      `<p>${body}</p>` +
      `<p>${escape(text("mail.statusTrackHint"))}</p>` +
      `</body></html>`,
  };
}

export async function queueOrderStatusMail(
  trx: Kysely<DB>,
  mail: StatusMailInput & { storeId: string; orderId: string; to: string; now: Date },
): Promise<void> {
  const { subject, html } = renderOrderStatusMail(mail);
  await enqueueMail(trx, {
    storeId: mail.storeId,
    orderId: mail.orderId,
    to: mail.to,
    subject,
    html,
    now: mail.now.toISOString(),
  });
}
