// Scroll-to-top button, shown after 300 px of scroll (spec §9). It steps aside while it would cover
// controls that must stay reachable (elements marked data-clear-of-scroll-top, such as the size
// grid's + buttons at the end of a narrow screen), unless it has focus itself.
import { useEffect, useRef, useState } from "react";
import { t } from "../../i18n/t";
import { Icon } from "../../components/icon";

const SHOW_AFTER_PX = 300;

/** Whether two rectangles share any area. */
const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

export function ScrollToTop() {
  const [scrolled, setScrolled] = useState(false);
  const [covering, setCovering] = useState(false);
  const [moved, setMoved] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  // Measured after each scroll or resize frame, and once the button is there (it appears after the
  // scroll that shows it).
  useEffect(() => {
    const own = button.current;
    if (!own || own === document.activeElement) return setCovering(false);
    // Where the button is (it keeps its box while hidden, see below).
    const box = own.getBoundingClientRect();
    const guarded = document.querySelectorAll<HTMLElement>("[data-clear-of-scroll-top]");
    setCovering([...guarded].some((element) => overlaps(box, element.getBoundingClientRect())));
  }, [scrolled, moved]);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(window.scrollY > SHOW_AFTER_PX);
      setMoved((n) => n + 1);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, []);
  if (!scrolled) return null;
  return (
    <button
      ref={button}
      type="button"
      // Hidden, not removed, while it would cover a guarded control: it keeps its place to measure from.
      style={covering ? { visibility: "hidden" } : undefined}
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
