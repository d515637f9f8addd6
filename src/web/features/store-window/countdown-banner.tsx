// The last-72-hours banner (docs/decisions/0032): 'Store closes in 2 days 4 hours' on every page.
// The time left comes from the server's clock; the browser only counts the time elapsed since the
// page was made (performance.now), so a wrong browser clock changes nothing. The text updates once a
// minute in a box of fixed height (no layout shift); screen readers hear it once, politely, from a
// separate live region, not at every update. Nothing moves: the digits change in place, with no
// transition, so reduced motion has nothing to turn off. At zero the page reloads and the server
// shows the store closed.
import { useEffect, useRef, useState } from "react";
import { shopperMessage } from "~core/i18n/message";
import { timeLeftMessages } from "~core/store-window/store-window";
import { messageText } from "../../i18n/t";

export function closesInText(ms: number): string {
  const time = timeLeftMessages(ms).map(messageText).join(" ");
  return messageText(shopperMessage("window.closesIn", { time }));
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
    const tick = setInterval(() => {
      const remaining = msLeft - (performance.now() - (started.current ?? 0));
      if (remaining <= 0) {
        clearInterval(tick);
        window.location.reload();
        return;
      }
      setLeft(remaining);
    }, 15_000);
    return () => {
      clearTimeout(announce);
      clearInterval(tick);
    };
  }, [msLeft]);

  const text = closesInText(left);
  return (
    <section aria-label={text} className="bg-accent text-accent-text" data-testid="countdown-banner">
      <p aria-hidden="true" className="flex h-10 items-center justify-center px-4 text-sm font-semibold tabular-nums">
        <span className="truncate">{text}</span>
      </p>
      <p className="sr-only" aria-live="polite" data-testid="countdown-announcement">
        {announced}
      </p>
    </section>
  );
}
