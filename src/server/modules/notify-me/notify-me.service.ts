// "Notify me" on a closed or not-yet-open store (docs/decisions/0032). A shopper leaves an address;
// it is stored per store as pending and sent a confirmation link (double opt-in). Once confirmed, the
// address gets one e-mail when the store opens, in the language it signed up in; every e-mail has a
// one-click unsubscribe link. Links carry an HMAC of the request's id (the session secret), so nothing
// secret is stored. Sign-ups are rate-limited per client and per address.
import type { Clock } from "~server/clock";
import { type PeriodicTask, startPeriodicTask } from "~server/periodic-task";
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { shopperMessage, type ShopperMessage } from "~core/i18n/message";
import type { Locale } from "~core/i18n/locale";
import { windowState } from "~core/store-window/store-window";
import type { TenantStore } from "~server/context";
import type { DB } from "~server/db/schema";
import { inTransaction } from "~server/db/transaction";
import { AppError, conflict } from "~server/http/errors";
import { enqueueMail } from "~server/modules/mail/outbox.service";
import { takeAttempt } from "~server/modules/rate-limit/rate-limit.service";
import { storeTakesOrders } from "~server/modules/store-windows/store-window.service";
import { findStoreById } from "~server/modules/stores/stores.service";
import { renderNotifyMail } from "./notify-mail";
import {
  claimForOpening,
  findNotifyRequest,
  findNotifyRequestByEmail,
  insertNotifyRequest,
  lockNotifyRequest,
  markConfirmed,
  markUnsubscribed,
  renewNotifyRequest,
  requestsToNotify,
  storesWithConfirmedRequests,
} from "./notify-me.repository";

/** Sign-ups: 5 per client and 3 per address and store in an hour. */
export const NOTIFY_LIMITS = {
  client: { limit: 5, windowMs: 60 * 60_000 },
  address: { limit: 3, windowMs: 60 * 60_000 },
};

export type LinkPurpose = "confirm" | "unsubscribe";

export function linkToken(secret: string, id: string, purpose: LinkPurpose): string {
  return createHmac("sha256", secret).update(`notify-me:${purpose}:${id}`).digest("base64url");
}

function tokenMatches(secret: string, id: string, purpose: LinkPurpose, token: string): boolean {
  const expected = Buffer.from(linkToken(secret, id, purpose));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function notifyLink(origin: string, secret: string, id: string, purpose: LinkPurpose): string {
  const url = new URL(`/api/promo/stores/notify-me/${purpose}`, origin);
  url.searchParams.set("id", id);
  url.searchParams.set("token", linkToken(secret, id, purpose));
  return url.toString();
}

export interface NotifyDeps {
  db: Kysely<DB>;
  sessionSecret: string;
  now: Clock;
}

/** Signs an address up for the store's opening and sends the confirmation link (not again once confirmed). */
export async function requestNotification(
  deps: NotifyDeps,
  store: TenantStore,
  input: { email: string; locale: Locale; origin: string; client: string },
): Promise<ShopperMessage> {
  const now = deps.now();
  if (windowState(store.data.storeWindow, now).phase === "after") throw conflict(shopperMessage("notify.over"));
  if (storeTakesOrders(store, now)) throw conflict(shopperMessage("notify.notClosed"));
  const email = input.email.trim().toLowerCase();
  const { verdict } = await takeAttempt(
    deps.db,
    [
      { rule: NOTIFY_LIMITS.client, key: `notify-me:client:${input.client}` },
      { rule: NOTIFY_LIMITS.address, key: `notify-me:address:${store.id}:${email}` },
    ],
    now.getTime(),
  );
  if (!verdict.allowed)
    throw new AppError(
      "rate_limited",
      shopperMessage("notify.tooMany", { count: Math.ceil(verdict.retryAfterSeconds / 60) }),
      { retryAfterSeconds: verdict.retryAfterSeconds },
    );
  await inTransaction(deps.db, async (trx) => {
    await lockNotifyRequest(trx, store.id, email);
    const found = await findNotifyRequestByEmail(trx, store.id, email);
    // A confirmed address is not sent another link (and the answer does not tell anyone it is there).
    if (found?.status === "confirmed") return;
    let id = found?.id ?? randomUUID();
    if (found) {
      await renewNotifyRequest(trx, id, input);
    } else {
      const row = await insertNotifyRequest(trx, {
        id,
        storeId: store.id,
        email,
        locale: input.locale,
        origin: input.origin,
        createdAt: now.toISOString(),
      });
      if (row.status === "confirmed") return;
      id = row.id;
    }
    const mail = renderNotifyMail("confirm", {
      store: store.data,
      locale: input.locale,
      action: notifyLink(input.origin, deps.sessionSecret, id, "confirm"),
      unsubscribe: notifyLink(input.origin, deps.sessionSecret, id, "unsubscribe"),
    });
    await enqueueMail(trx, { storeId: store.id, orderId: null, to: email, ...mail, now: now.toISOString() });
  });
  return shopperMessage("notify.checkEmail");
}

/** Follows a confirmation or unsubscribe link; answers the message to show, or null for a bad link. */
export async function followNotifyLink(
  deps: NotifyDeps,
  storeId: string,
  input: { id: string; token: string; purpose: LinkPurpose },
): Promise<ShopperMessage | null> {
  if (!tokenMatches(deps.sessionSecret, input.id, input.purpose, input.token)) return null;
  const row = await findNotifyRequest(deps.db, storeId, input.id);
  if (!row) return null;
  if (input.purpose === "unsubscribe") {
    await markUnsubscribed(deps.db, row.id);
    return shopperMessage("notify.unsubscribed");
  }
  if (row.status === "unsubscribed") return null;
  await markConfirmed(deps.db, row.id, deps.now().toISOString());
  return shopperMessage("notify.confirmed");
}

/** The opening an address is told about: the window's opensAt, or "active" for a store without one. */
function openingOf(store: Pick<TenantStore, "data">): string {
  return store.data.storeWindow?.opensAt ?? "active";
}

/**
 * One sweep: every store with confirmed addresses that takes orders now queues one opening e-mail per
 * address not yet told of this opening. The conditional update of notified_for and the outbox row
 * share a transaction, so concurrent sweeps (two processes) queue each e-mail exactly once.
 */
export async function sendOpeningNotices(deps: NotifyDeps): Promise<number> {
  const now = deps.now();
  let queued = 0;
  for (const storeId of await storesWithConfirmedRequests(deps.db)) {
    const store = await findStoreById(deps.db, storeId);
    if (!store || !storeTakesOrders(store, now)) continue;
    const opening = openingOf(store);
    for (const row of await requestsToNotify(deps.db, storeId, opening)) {
      const took = await inTransaction(deps.db, async (trx) => {
        if (!(await claimForOpening(trx, row.id, opening))) return false;
        const mail = renderNotifyMail("open", {
          store: store.data,
          locale: row.locale as Locale,
          action: new URL("/", row.origin).toString(),
          unsubscribe: notifyLink(row.origin, deps.sessionSecret, row.id, "unsubscribe"),
        });
        await enqueueMail(trx, { storeId, orderId: null, to: row.email, ...mail, now: now.toISOString() });
        return true;
      });
      if (took) queued++;
    }
  }
  return queued;
}

/** Runs sendOpeningNotices every intervalMs (never two passes at once in one process) until stop(). */
export function startOpeningNotices(
  deps: NotifyDeps & { intervalMs: number; logger: { error: (obj: object, msg?: string) => void } },
): PeriodicTask {
  return startPeriodicTask(
    async () => {
      await sendOpeningNotices(deps);
    },
    { intervalMs: deps.intervalMs, onError: (err) => deps.logger.error({ err }, "opening notices pass failed") },
  );
}
