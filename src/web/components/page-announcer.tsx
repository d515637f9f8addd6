// The page's polite live region (lib/page-focus.ts announces through it), and focus after client
// navigations: a new page moves focus to its heading and announces its title, so keyboard and
// screen-reader users land where sighted users look. A change of the same page's query (sort,
// filters, pagination) keeps focus where it is unless the focused element went away.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { ANNOUNCER_ID, announce, focusLost, focusPageHeading, takeAnnouncementAfterLoad } from "../lib/page-focus";

export function PageAnnouncer() {
  const location = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = location.pathname;
    if (before === null) {
      // The first page starts where the browser starts, unless the shopper's action loaded it.
      const message = takeAnnouncementAfterLoad();
      if (message !== null) {
        focusPageHeading();
        announce(message);
      }
      return;
    }
    // After the work of this commit, so a closing menu's return of focus to its button comes first.
    const timer = window.setTimeout(() => {
      if (before === location.pathname && !focusLost()) return;
      focusPageHeading();
      announce(document.title);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [location.key, location.pathname]);
  // A live region without the status role: the page's own status messages (loading, results) keep theirs.
  return <p id={ANNOUNCER_ID} aria-live="polite" aria-atomic="true" className="sr-only" />;
}
