// The "notify me" e-mails (docs/decisions/0032): the confirmation link and the opening notice, in the
// language the address signed up in, from the shoppers' catalogue (mail.* codes), each with a
// one-click unsubscribe link. Plain HTML: a sentence, a link and the unsubscribe link.
import type { StoreData } from "~core/entities/store.schema";
import { directionOf, type Locale } from "~core/i18n/locale";
import { escapeHtml, mailText } from "~server/modules/mail/outbox.service";

export function renderNotifyMail(
  kind: "confirm" | "open",
  input: { store: StoreData; locale: Locale; action: string; unsubscribe: string },
): { subject: string; html: string } {
  const text = mailText(input.locale);
  const store = input.store.primaryInformation.storeName;
  const subject =
    kind === "confirm" ? text("mail.notifyConfirmSubject", { store }) : text("mail.notifyOpenSubject", { store });
  const body = kind === "confirm" ? text("mail.notifyConfirmText", { store }) : text("mail.notifyOpenText", { store });
  const action = kind === "confirm" ? text("mail.notifyConfirmAction") : text("mail.notifyOpenAction");
  const html =
    `<!DOCTYPE html><html lang="${input.locale}" dir="${directionOf(input.locale)}"><body>` +
    `<p>${escapeHtml(body)}</p>` +
    `<p><a href="${escapeHtml(input.action)}">${escapeHtml(action)}</a></p>` +
    `<p><small><a href="${escapeHtml(input.unsubscribe)}">${escapeHtml(text("mail.notifyUnsubscribe"))}</a></small></p>` +
    `</body></html>`;
  return { subject, html };
}
