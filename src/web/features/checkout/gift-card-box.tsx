// The gift card number box of the order column (spec §2, §4 Gift code): Apply / Applied, a remove
// control, 'Please enter valid gift card number.' next to the input, the green 'Gift card code
// applied.' with the remaining balance.
import { useState } from "react";
import { CloseIcon } from "../../components/icon";
import { fieldError, t } from "../../i18n/t";
import { formatMoney } from "../../lib/format";
import type { GiftCard } from "./use-gift-card";
import { Button } from "../../components/button";

export function GiftCardBox({ gift }: { gift: GiftCard }) {
  const [code, setCode] = useState(gift.code ?? "");
  const [error, setError] = useState<string | undefined>();
  const applied = Boolean(gift.code);
  const shown = applied ? (gift.code ?? "") : code;

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (applied || gift.busy) return;
        void gift.apply(code).then(setError);
      }}
    >
      <label htmlFor="gift-card-code" className="text-sm font-medium">
        {t("checkout.giftCardNumber")}
      </label>
      <div className="flex gap-2">
        <input
          id="gift-card-code"
          value={shown}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
          disabled={applied}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "gift-card-error" : applied ? "gift-card-applied" : undefined}
          className="min-w-0 flex-1 rounded-md border border-gray-400 px-3 py-2 disabled:bg-gray-100"
        />
        <Button type="submit" disabled={applied || gift.busy}>
          {applied ? t("checkout.applied") : t("checkout.apply")}
        </Button>
        {applied && (
          <button
            type="button"
            onClick={() => {
              setCode("");
              void gift.remove();
            }}
            disabled={gift.busy}
            aria-label={t("checkout.removeGift")}
            className="grid w-10 place-items-center rounded-md border border-gray-400 hover:border-red-700"
          >
            <CloseIcon />
          </button>
        )}
      </div>
      {error && (
        <p id="gift-card-error" className="text-sm text-red-700">
          {fieldError(error)}
        </p>
      )}
      {applied && gift.hold && (
        <p id="gift-card-applied" role="status" className="text-sm text-green-800">
          {t("checkout.giftApplied")} {t("checkout.giftRemaining", { amount: formatMoney(gift.hold.remaining / 100) })}
        </p>
      )}
    </form>
  );
}
