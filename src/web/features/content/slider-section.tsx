// The home slider (spec §3, §9): an image per breakpoint (imageMobile ≤ 767 px, imageClassic ≤ 1199 px,
// imageFull above), title, text and action; autoplay every 4000 ms that pauses on hover and focus
// and stays off for reduced motion; arrow keys, buttons, dots and swipe; mirrored in RTL.
import { useLazyEmbla } from "../../lib/use-lazy-embla";
import { useCallback, useEffect, useRef, useState } from "react";
import { SanitizedHtml } from "../../components/sanitized-html";
import { t } from "../../i18n/t";
import type { SlideView } from "../../lib/content";
import { useReducedMotion } from "../../lib/use-reduced-motion";
import { ButtonLink } from "../../components/button";
import { useShell } from "../../lib/use-shell";

const AUTOPLAY_MS = 4000;
// Embla's duration is not in milliseconds; 25 scrolls one slide in about 400 ms (spec §9).
const SCROLL_DURATION = 25;

export default function SliderSection({ slides, dir }: { slides: SlideView[]; dir: "ltr" | "rtl" }) {
  const reducedMotion = useReducedMotion();
  const { contentLang } = useShell();
  const [emblaRef, embla] = useLazyEmbla({
    loop: true,
    direction: dir,
    // 0 jumps: any other duration still glides the slides over several frames.
    duration: reducedMotion ? 0 : SCROLL_DURATION,
  });
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // WCAG 2.2.2: moving content that starts by itself needs a control to stop it.
  const [stopped, setStopped] = useState(false);

  // Until the carousel engine arrives, the slider follows `selected` by itself (a CSS transform), so a
  // click on Next or a dot is never lost; the engine then takes over at that slide.
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  useEffect(() => {
    if (!embla) return;
    embla.scrollTo(selectedRef.current, true);
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla]);

  const paused = stopped || hovered || focused || reducedMotion || slides.length < 2;
  useEffect(() => {
    if (!embla || paused) return;
    // Restarted on every slide change, so a manual move gets a full interval too.
    const timer = setInterval(() => embla.scrollNext(), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [embla, paused, selected]);

  const count = slides.length;
  const goTo = useCallback(
    (index: number) => (embla ? embla.scrollTo(index) : setSelected(((index % count) + count) % count)),
    [embla, count],
  );
  const previous = useCallback(() => (embla ? embla.scrollPrev() : goTo(selected - 1)), [embla, goTo, selected]);
  const next = useCallback(() => (embla ? embla.scrollNext() : goTo(selected + 1)), [embla, goTo, selected]);
  const onKeyDown = (event: React.KeyboardEvent) => {
    const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
    const backward = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
    if (event.key === forward) next();
    else if (event.key === backward) previous();
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("slider.label")}
      className="relative -mx-4 overflow-hidden sm:mx-0 sm:rounded-lg"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node) && setFocused(false)}
      onKeyDown={onKeyDown}
    >
      {/* As the ARIA carousel pattern asks: slide changes are announced only while autoplay is off. */}
      <div ref={emblaRef} className="overflow-hidden" aria-live={paused ? "polite" : "off"} data-testid="slides">
        <div
          className="flex touch-pan-y"
          style={embla ? undefined : { transform: `translateX(${(dir === "rtl" ? 1 : -1) * selected * 100}%)` }}
        >
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={t("slider.slideOf", { n: index + 1, total: slides.length })}
              inert={index !== selected}
              // The picture and the text share one grid cell: below 640 px the slide grows with its
              // text (larger text spacing, WCAG 1.4.12, clipped the heading in an image-sized box).
              className="relative grid min-w-0 shrink-0 grow-0 basis-full"
            >
              <picture className="[grid-area:1/1]">
                {slide.imageMobile && <source media="(max-width: 767px)" srcSet={slide.imageMobile} />}
                {slide.imageClassic && <source media="(max-width: 1199px)" srcSet={slide.imageClassic} />}
                <img
                  src={slide.imageFull}
                  alt=""
                  width={1920}
                  height={600}
                  loading={index === 0 ? "eager" : "lazy"}
                  fetchPriority={index === 0 ? "high" : "auto"}
                  className="aspect-[768/600] h-full w-full object-cover md:aspect-[1200/500] xl:aspect-[1920/600]"
                />
              </picture>
              {(slide.titleHtml || slide.textHtml || slide.action) && (
                <div
                  data-testid="slide-text"
                  className="z-[1] mx-4 mt-4 mb-14 max-w-xl self-end rounded-lg bg-black/70 p-4 text-white [grid-area:1/1] sm:absolute sm:start-10 sm:top-1/2 sm:m-0 sm:-translate-y-1/2 sm:p-6"
                >
                  {slide.titleHtml && (
                    <SanitizedHtml as="p" html={slide.titleHtml} className="text-xl font-bold sm:text-3xl" />
                  )}
                  {slide.textHtml && (
                    <SanitizedHtml as="p" html={slide.textHtml} className="mt-2 text-sm sm:text-base" />
                  )}
                  {slide.action && (
                    <ButtonLink to={slide.action.href} lang={contentLang} className="focus-on-image mt-4">
                      {slide.action.text}
                    </ButtonLink>
                  )}
                </div>
              )}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <>
          {/* Below 640 px the slide's text spans the width: the arrows sit under it, beside the dots. */}
          <ArrowButton label={t("slider.previous")} onClick={previous} side="start" belowOnMobile />
          <ArrowButton label={t("slider.next")} onClick={next} side="end" belowOnMobile />
          {!reducedMotion && (
            <button
              type="button"
              aria-pressed={stopped}
              onClick={() => setStopped(!stopped)}
              // Paused looks paused (dark, a play sign); below 640 px only the sign shows, so a long
              // label (Russian) does not cover the first dot (issue 49). The name stays the label.
              className={`focus-on-image absolute bottom-2 start-2 z-10 flex min-h-6 min-w-6 items-center gap-1 rounded-full px-2 py-1 text-xs font-semibold shadow ${stopped ? "bg-gray-900 text-white" : "bg-white/90 text-gray-900"}`}
            >
              <span aria-hidden="true">{stopped ? "\u25B6" : "\u275A\u275A"}</span>
              <span className="max-sm:sr-only" data-testid="pause-label">
                {t("a11y.pauseSlides")}
              </span>
            </button>
          )}
          <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1">
            {slides.map((_, index) => (
              <button
                key={index}
                type="button"
                aria-label={t("slider.goTo", { n: index + 1 })}
                aria-current={index === selected ? "true" : undefined}
                onClick={() => goTo(index)}
                className="focus-on-image grid h-6 w-6 place-items-center rounded-full"
              >
                {/* A 12 px dot inside a 24 px target (WCAG 2.2 target size). */}
                <span
                  aria-hidden="true"
                  className={`h-3 w-3 rounded-full border-2 border-white ${index === selected ? "bg-white" : "bg-black/40"}`}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

export function ArrowButton({
  label,
  onClick,
  side,
  belowOnMobile = false,
}: {
  label: string;
  onClick: () => void;
  side: "start" | "end";
  belowOnMobile?: boolean;
}) {
  const place = belowOnMobile
    ? `bottom-1 sm:bottom-auto sm:top-1/2 sm:-translate-y-1/2 ${side === "start" ? "end-14 sm:end-auto sm:start-2" : "end-2"}`
    : `top-1/2 -translate-y-1/2 ${side === "start" ? "start-2" : "end-2"}`;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`focus-on-image absolute z-10 grid h-10 w-10 place-items-center rounded-full bg-white/90 text-gray-900 shadow ${place}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        className="rtl:-scale-x-100"
      >
        <path d={side === "start" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
      </svg>
    </button>
  );
}
