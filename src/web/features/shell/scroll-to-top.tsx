// Scroll-to-top button, shown after 300 px of scroll (spec §9).
import { useEffect, useState } from "react";
import { t } from "../../i18n/t";
import { Icon } from "../../components/icon";

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
      <Icon size={22} strokeWidth={2.5}>
        <path d="M6 14l6-6 6 6" />
      </Icon>
    </button>
  );
}
