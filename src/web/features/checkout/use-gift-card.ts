// The gift card at checkout (spec §4 Gift code): apply reserves the card's balance for the order's
// total under an order key; while a key exists and the total changes, the reservation follows it
// (only what the order needs stays held); remove releases it. The code and key survive a reload (the
// persisted client state); the reserved amount is always the server's answer.
import { useCallback, useEffect, useState } from "react";
import { fromCents, toCents, type Cents } from "~core/money";
import { ApiError } from "../../lib/api";
import { applyGiftCode, removeGiftCode, updateGiftReservation, type GiftAnswer } from "../../lib/checkout-api";
import { useClientState } from "../../lib/client-state";
import { showToast } from "../../lib/toast";
import { t } from "../../i18n/t";

export interface GiftHold {
  /** Held for this order. */
  reserved: Cents;
  /** Left on the card beside this hold. */
  remaining: Cents;
  /** The order total the hold was sized for. */
  reservedFor: Cents;
}

export interface GiftCard {
  code: string | undefined;
  hold: GiftHold | null;
  /** Applying, removing or following a new total. */
  busy: boolean;
  /** The hold is being brought in line with the total: the order must wait for it. */
  syncing: boolean;
  apply(code: string): Promise<string | undefined>;
  remove(): Promise<void>;
}

const SYNC_DELAY_MS = 400;

const holdFrom = (answer: GiftAnswer, total: Cents): GiftHold => ({
  reserved: toCents(answer.appliedAmount),
  remaining: toCents(answer.remainingBalance),
  reservedFor: total,
});

/** @param total the order total before the gift card (cents); @param ready the total is final enough to reserve for. */
export function useGiftCard(total: Cents, ready: boolean): GiftCard {
  const giftCard = useClientState((state) => state.giftCard);
  const setGiftCard = useClientState((state) => state.setGiftCard);
  const [hold, setHold] = useState<GiftHold | null>(null);
  const [busy, setBusy] = useState(false);
  const orderKey = giftCard?.orderKey;

  const forget = useCallback(
    (message?: string) => {
      setGiftCard(null);
      setHold(null);
      if (message) void showToast("error", message);
    },
    [setGiftCard],
  );

  const syncing = Boolean(orderKey) && (hold === null || hold.reservedFor !== total);
  useEffect(() => {
    if (!ready || !orderKey || !syncing) return;
    let current = true;
    const timer = setTimeout(() => {
      updateGiftReservation(orderKey, fromCents(total))
        .then((answer) => {
          if (!current) return;
          if (answer.isSuccess) setHold(holdFrom(answer, total));
          else forget(answer.message);
        })
        .catch((err: unknown) => {
          // The reservation ended (expired, used, released): say so and drop it. A network failure
          // keeps it; the next change of total tries again and the order itself re-checks it.
          if (current && err instanceof ApiError && (err.status === 404 || err.status === 409)) forget(err.message);
        });
    }, SYNC_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [ready, orderKey, syncing, total, forget]);

  const apply = useCallback(
    async (code: string): Promise<string | undefined> => {
      // zod loads with the first code applied, not with the page.
      const { GIFT_CODE_MESSAGE, GiftCodeSchema } = await import("~core/validation/gift-code.schema");
      const parsed = GiftCodeSchema.safeParse(code);
      if (!parsed.success) return GIFT_CODE_MESSAGE;
      setBusy(true);
      try {
        const answer = await applyGiftCode(parsed.data, fromCents(total));
        if (!answer.isSuccess || !answer.orderKey) {
          void showToast("error", answer.message);
          return undefined;
        }
        setGiftCard({ code: parsed.data, orderKey: answer.orderKey });
        setHold(holdFrom(answer, total));
        return undefined;
      } catch (err) {
        void showToast("error", err instanceof ApiError ? err.message : t("checkout.giftFailed"));
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [total, setGiftCard],
  );

  const remove = useCallback(async () => {
    if (!giftCard?.orderKey) return forget();
    setBusy(true);
    try {
      await removeGiftCode(giftCard.orderKey, giftCard.code);
    } catch {
      // Released or expired already; a hold left behind expires on its own.
    } finally {
      setBusy(false);
      forget();
    }
  }, [giftCard, forget]);

  return { code: giftCard?.code, hold, busy, syncing, apply, remove };
}
