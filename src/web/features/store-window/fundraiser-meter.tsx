// The fundraiser's progress on the home and product pages (docs/decisions/0032): a native `meter`
// whose text alternative is the sentence shown under it, '$1,240 raised of $2,000 — 62 %'. The
// figures are the server's (placed orders' fundraiser shares); amounts are shown in the display
// currency, converted like prices and marked approximate (≈) when converted.
import { useId } from "react";
import { shopperMessage } from "~core/i18n/message";
import { directionOf, STORE_CURRENCY } from "~core/i18n/locale";
import type { FundraiserProgress } from "~core/store-window/store-window";
import { fromCents, type Cents } from "~core/money";
import { currentDisplay } from "../../i18n/display";
import { messageText } from "../../i18n/t";
import { formatMoney, showsConverted } from "../../lib/format";

export function progressText(progress: FundraiserProgress): string {
  const converted = showsConverted();
  // In a right-to-left sentence each amount is isolated (LRI … PDI), so its symbol, digits and ≈ keep
  // their order instead of mixing with the words and the percent around them.
  const rtl = directionOf(currentDisplay().locale) === "rtl";
  const amount = (cents: Cents) => {
    const text = `${converted ? "≈\u00a0" : ""}${formatMoney(fromCents(cents))}`;
    return rtl ? `\u2066${text}\u2069` : text;
  };
  return messageText(
    shopperMessage("fundraiser.progress", {
      raised: amount(progress.raisedCents),
      goal: amount(progress.goalCents),
      percent: progress.percent,
    }),
  );
}

export function FundraiserMeter({ progress }: { progress: FundraiserProgress }) {
  const titleId = useId();
  const text = progressText(progress);
  const converted = showsConverted();
  return (
    <section
      aria-labelledby={titleId}
      className="my-4 rounded-md border border-gray-300 bg-white p-4 text-ink"
      data-testid="fundraiser"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {messageText(shopperMessage("fundraiser.title"))}
      </h2>
      <meter
        min={0}
        max={progress.goalCents}
        value={Math.min(progress.raisedCents, progress.goalCents)}
        aria-labelledby={titleId}
        aria-valuetext={text}
        className="fundraiser-meter mt-2"
      >
        {text}
      </meter>
      <p className="mt-2 text-sm font-medium" data-testid="fundraiser-text">
        <ProgressSentence text={text} />
      </p>
      {converted && (
        <p className="mt-1 text-xs text-gray-700">
          {messageText(
            shopperMessage("fundraiser.approximate", {
              currency: currentDisplay().currency,
              storeCurrency: STORE_CURRENCY,
            }),
          )}
        </p>
      )}
    </section>
  );
}

/**
 * The sentence with its closing figure ('62 %', after the last dash) kept on one line: in Russian at
 * 320 px the line broke between "0" and "%" (issue 49). The text read is unchanged.
 */
export function ProgressSentence({ text }: { text: string }) {
  const dash = text.lastIndexOf("— ");
  if (dash < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, dash + 2)}
      <span className="whitespace-nowrap" data-testid="fundraiser-percent">
        {text.slice(dash + 2)}
      </span>
    </>
  );
}
