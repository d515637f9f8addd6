// Close reminders to a pop-up store's organisers and the platform operator (docs/decisions/0032,
// 0035, 0044): 3 days and 1 day before the window closes, with sales and fundraising so far, and one
// when it has closed, with the production totals (units per item, colour and size). The organisers
// are the store's sales person (storeSalesPersonInfo.email) and the enabled console organiser
// accounts tied to the store; the operator is OPERATOR_EMAIL. Each gets its own e-mail (one address
// per message; the same address once, case-insensitively), all in the store's content language (the
// language the store is run in; accounts carry no language of their own); a store with none of them
// gets no reminders. Each
// reminder is recorded in store_window_reminders in the same transaction that queues its e-mails: the
// insert that wins decides, so two processes sweeping at once send it once.
import type { Clock } from "~server/clock";
import { type PeriodicTask, startPeriodicTask } from "~server/periodic-task";
import type { Kysely } from "kysely";
import type { StoreData } from "~core/entities/store.schema";
import { directionOf, intlTag, LOCALES, type Locale } from "~core/i18n/locale";
import { formatMessage } from "~core/i18n/messages";
import { storeDateTime, timeLeftMessages } from "~core/store-window/store-window";
import type { DB } from "~server/db/schema";
import { inTransaction } from "~server/db/transaction";
import { escapeHtml, enqueueMail, mailText } from "~server/modules/mail/outbox.service";
import { organiserEmailsByStore } from "~server/modules/operators/operators.service";
import { placedOrders } from "~server/modules/orders/order-queries.service";
import { storesWithClosingTime } from "~server/modules/stores/stores.service";
import { recordReminder } from "./store-windows.repository";

const DAY = 86_400_000;
type Kind = "3d" | "1d" | "closed";

/** Which reminder is due at `now` for a window closing at `closesAt` (the latest one only). */
export function dueReminder(closesAt: number, now: number): Kind | null {
  const left = closesAt - now;
  if (left <= 0) return "closed";
  if (left <= DAY) return "1d";
  if (left <= 3 * DAY) return "3d";
  return null;
}

interface SalesSoFar {
  orders: number;
  salesCents: number;
  raisedCents: number;
  /** "Name — Colour — Size" → units, for the production totals. */
  units: Map<string, number>;
}

export async function salesSoFar(db: Kysely<DB>, storeId: string): Promise<SalesSoFar> {
  const rows = await placedOrders(db, storeId);
  const units = new Map<string, number>();
  let salesCents = 0;
  let raisedCents = 0;
  for (const row of rows) {
    salesCents += row.total_cents;
    const order = JSON.parse(row.data) as {
      orderFundraiser?: number;
      lines?: { productName: string; color: string; sizes: { size: string; quantity: number }[] }[];
    };
    raisedCents += order.orderFundraiser ?? 0;
    for (const line of order.lines ?? []) {
      for (const size of line.sizes) {
        const key = `${line.productName} — ${line.color} — ${size.size}`;
        units.set(key, (units.get(key) ?? 0) + size.quantity);
      }
    }
  }
  return { orders: rows.length, salesCents, raisedCents, units };
}

export function renderReminder(
  kind: Kind,
  input: { store: StoreData; closesAt: string; now: number; sales: SalesSoFar },
): { subject: string; html: string } {
  const language = input.store.primaryInformation.contentLanguage.split("-")[0];
  const locale: Locale = (LOCALES as readonly string[]).includes(language ?? "") ? (language as Locale) : "en";
  const text = mailText(locale);
  const money = new Intl.NumberFormat(intlTag(locale), { style: "currency", currency: "USD" });
  const store = input.store.primaryInformation.storeName;
  const timeZone = input.store.storeWindow?.timeZone ?? "UTC";
  const params = {
    store,
    date: storeDateTime(input.closesAt, locale, timeZone),
    orders: input.sales.orders,
    count: input.sales.orders,
    sales: money.format(input.sales.salesCents / 100),
    raised: money.format(input.sales.raisedCents / 100),
  };
  if (kind !== "closed") {
    const time = timeLeftMessages(Date.parse(input.closesAt) - input.now)
      .map((m) => formatMessage(locale, m))
      .join(" ");
    return {
      subject: text("mail.reminderSubject", { store, time }),
      html: `<!DOCTYPE html><html lang="${locale}" dir="${directionOf(locale)}"><body><p>${escapeHtml(text("mail.reminderText", params))}</p></body></html>`,
    };
  }
  const rows = [...input.sales.units.entries()].sort(([a], [b]) => a.localeCompare(b));
  const total = rows.reduce((sum, [, count]) => sum + count, 0);
  const table =
    `<table><thead><tr><th>${escapeHtml(text("mail.productionItem"))}</th><th>${escapeHtml(text("mail.productionUnits"))}</th></tr></thead><tbody>` +
    rows.map(([item, count]) => `<tr><td>${escapeHtml(item)}</td><td>${count}</td></tr>`).join("") +
    `</tbody><tfoot><tr><th>${escapeHtml(text("mail.productionTotal"))}</th><td>${total}</td></tr></tfoot></table>`;
  return {
    subject: text("mail.closedSubject", { store }),
    html: `<!DOCTYPE html><html lang="${locale}" dir="${directionOf(locale)}"><body><p>${escapeHtml(text("mail.closedText", params))}</p>${table}</body></html>`,
  };
}

/**
 * Who gets a store's reminders: its sales person, its organiser accounts, then the operator, each
 * address once (the first spelling kept).
 */
export function reminderRecipients(
  data: StoreData,
  operatorEmail?: string,
  organiserEmails: readonly string[] = [],
): string[] {
  const addresses = [data.storeSalesPersonInfo?.email, ...organiserEmails, operatorEmail]
    .map((address) => address?.trim())
    .filter((address): address is string => Boolean(address));
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface CloseReminderDeps {
  db: Kysely<DB>;
  now: Clock;
  /** OPERATOR_EMAIL: the platform operator, mailed every reminder besides the organiser. */
  operatorEmail?: string;
}

/** One sweep over every store with a closing time; answers how many e-mails were queued. */
export async function sendCloseReminders(deps: CloseReminderDeps): Promise<number> {
  const now = deps.now();
  const stores = await storesWithClosingTime(deps.db);
  const organisers = await organiserEmailsByStore(deps.db);
  let queued = 0;
  for (const row of stores) {
    const data = JSON.parse(row.data) as StoreData;
    const closesAt = data.storeWindow?.closesAt;
    const recipients = reminderRecipients(data, deps.operatorEmail, organisers.get(row.id));
    if (!closesAt || recipients.length === 0) continue;
    const kind = dueReminder(Date.parse(closesAt), now.getTime());
    if (!kind) continue;
    const sent = await inTransaction(deps.db, async (trx) => {
      if (!(await recordReminder(trx, { storeId: row.id, kind, closesAt, at: now.toISOString() }))) return 0;
      const sales = await salesSoFar(trx, row.id);
      const mail = renderReminder(kind, { store: data, closesAt, now: now.getTime(), sales });
      for (const to of recipients) {
        await enqueueMail(trx, { storeId: row.id, orderId: null, to, ...mail, now: now.toISOString() });
      }
      return recipients.length;
    });
    queued += sent;
  }
  return queued;
}

/** Runs sendCloseReminders every intervalMs (never two passes at once in one process) until stop(). */
export function startCloseReminders(
  deps: CloseReminderDeps & {
    intervalMs: number;
    logger: { error: (obj: object, msg?: string) => void };
  },
): PeriodicTask {
  return startPeriodicTask(
    async () => {
      await sendCloseReminders(deps);
    },
    { intervalMs: deps.intervalMs, onError: (err) => deps.logger.error({ err }, "close reminders pass failed") },
  );
}
