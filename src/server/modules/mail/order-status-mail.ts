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
import type { Cents } from "~core/money";
import { enqueueMail } from "./outbox.repository";
import { refundAmountsText } from "./order-refund-mail";
import { escapeHtml, mailText } from "./templates/mail-format";

export interface StatusMailInput {
  store: StoreData;
  locale: Locale;
  orderNumber: string;
  status: Exclude<OrderStatus, "Processing">;
  carrier?: string;
  trackingNumber?: string;
  /** A pick-up order's location (the store's shipping address it chose) and when to come, if told. */
  pickup?: { location: string; address: string; when?: string };
  /** A cancellation's money back: to the card and to the gift card (docs/decisions/0096). */
  refund?: { card: Cents; gift: Cents };
}

/** A store's own text set inside a sentence of ours: its closing full stop is the sentence's. */
const withoutClosingStop = (value: string) => value.trim().replace(/[.。۔]+$/u, "");

/** The status sentence(s) of the e-mail, in the order's language. */
export function statusText(input: StatusMailInput): string {
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
    case "Ready for pick-up": {
      const { pickup } = input;
      return [
        text("mail.statusReadyForPickup", { orderNumber }),
        pickup
          ? text("mail.pickupWhere", { location: pickup.location, address: withoutClosingStop(pickup.address) })
          : "",
        pickup?.when ? text("mail.pickupWhen", { when: withoutClosingStop(pickup.when) }) : "",
        text("mail.pickupBring", { orderNumber }),
      ]
        .filter(Boolean)
        .join(" ");
    }
    case "Picked up":
      return text("mail.statusPickedUp", { orderNumber, store });
    case "Cancelled":
      return text("mail.statusCancelled", { orderNumber });
  }
}

export function renderOrderStatusMail(input: StatusMailInput): { subject: string; html: string } {
  const text = mailText(input.locale);
  const store = input.store.primaryInformation.storeName;
  const status = formatMessage(input.locale, shopperMessage(`tracking.${statusKey(input.status)}`));
  // Order numbers and tracking numbers are Latin: isolated so they read whole in a right-to-left e-mail.
  const body = escapeHtml(statusText(input)).replace(
    new RegExp(
      [input.orderNumber, input.trackingNumber]
        .filter((v): v is string => Boolean(v))
        .map((v) => escapeHtml(v).replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join("|"),
      "g",
    ),
    (match) => `<span dir="ltr" style="unicode-bidi:isolate">${match}</span>`,
  );
  return {
    subject: text("mail.statusSubject", { orderNumber: input.orderNumber, store, status }),
    html:
      `<!DOCTYPE html><html lang="${input.locale}" dir="${directionOf(input.locale)}"><body>` +
      `<h1 style="font-size:18px">${escapeHtml(store)}</h1>` +
      `<p>${body}</p>` +
      (input.status === "Cancelled" && input.refund && input.refund.card + input.refund.gift > 0
        ? `<p>${escapeHtml(refundAmountsText(input.locale, input.refund))}</p>`
        : "") +
      `<p>${escapeHtml(text("mail.statusTrackHint"))}</p>` +
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
