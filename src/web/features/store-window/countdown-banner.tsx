// The last-72-hours banner (docs/decisions/0032): 'Store closes in 2 days 4 hours' on every page.
// The time left comes from the server's clock; the browser only counts the time elapsed since the
// page was made (performance.now), so a wrong browser clock changes nothing. The text updates every
// 15 seconds and wraps rather than being cut (a Russian banner lost its end at 320 px, issue 49).
// Screen readers hear it politely from a separate live region: once after the page settles, again as
// the time left crosses a day, an hour, 15, 5 and 1 minute (not at every update, never stale for
// long), and "closed" at zero. Nothing moves: the digits change in place, so reduced motion has nothing
// to turn off. At zero the root loads again, at the boundary itself (window-boundary.ts), and the
// server shows the store closed.
import { useEffect, useRef, useState } from "react";
import { shopperMessage } from "~core/i18n/message";
import { timeLeftMessages } from "~core/store-window/store-window";
import { messageText } from "../../i18n/t";

export function closesInText(ms: number): string {
  const time = timeLeftMessages(ms).map(messageText).join(" ");
  return messageText(shopperMessage("window.closesIn", { time }));
}

const MINUTE = 60_000;
/** Times left at which screen readers hear the countdown again. */
export const ANNOUNCE_AT_MS = [24 * 60, 60, 15, 5, 1].map((minutes) => minutes * MINUTE);

/** The announcement threshold `ms` is at or below (an index into ANNOUNCE_AT_MS), -1 above them all. */
export function announceStage(ms: number): number {
  let stage = -1;
  ANNOUNCE_AT_MS.forEach((at, index) => ms <= at && (stage = index));
  return stage;
}

export function CountdownBanner({ msLeft }: { msLeft: number }) {
  const [left, setLeft] = useState(msLeft);
  const [announced, setAnnounced] = useState("");
  const started = useRef<number | null>(null);

  useEffect(() => {
    started.current = performance.now();
    setLeft(msLeft);
    // Once, after the page settles: a live region speaks only what changes in it.
    const announce = setTimeout(() => setAnnounced(closesInText(msLeft)), 1_000);
    let stage = announceStage(msLeft);
    const tick = setInterval(() => {
      const remaining = msLeft - (performance.now() - (started.current ?? 0));
      if (remaining <= 0) {
        clearInterval(tick);
        setLeft(0);
        setAnnounced(messageText(shopperMessage("window.nowClosed")));
        return;
      }
      setLeft(remaining);
      const now = announceStage(remaining);
      if (now !== stage) {
        stage = now;
        setAnnounced(closesInText(remaining));
      }
    }, 15_000);
    return () => {
      clearTimeout(announce);
      clearInterval(tick);
    };
  }, [msLeft]);

  const text = left > 0 ? closesInText(left) : messageText(shopperMessage("window.nowClosed"));
  return (
    <section aria-label={text} className="bg-accent text-accent-text" data-testid="countdown-banner">
      <p
        aria-hidden="true"
        className="flex min-h-10 items-center justify-center px-4 py-2 text-center text-sm font-semibold text-balance tabular-nums"
      >
        {text}
      </p>
      <p className="sr-only" aria-live="polite" data-testid="countdown-announcement">
        {announced}
      </p>
    </section>
  );
}
