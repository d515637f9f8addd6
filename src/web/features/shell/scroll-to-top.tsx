// Scroll-to-top button, shown after 300 px of scroll (spec §9).
import { useEffect, useState } from "react";
import { t } from "../../i18n/t";

const SHOW_AFTER_PX = 300;

export function ScrollToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SHOW_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
      className="fixed bottom-4 end-4 z-30 grid h-12 w-12 place-items-center rounded-full bg-button text-button-text shadow-lg"
    >
      <span className="sr-only">{t("shell.scrollToTop")}</span>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <path d="M6 14l6-6 6 6" />
      </svg>
    </button>
  );
}
