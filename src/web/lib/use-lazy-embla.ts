// Embla carousels whose engine is fetched after hydration. The slides are plain server-rendered markup
// (a horizontal flex row), so pages show them at once without JavaScript; the carousel library
// (~7 KB gzip) stays out of every page's first-load bundle and only adds swiping, snapping and
// autoplay once it arrives. Same shape as embla-carousel-react's hook: [ref callback, api].
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useCallback, useState } from "react";

export function useLazyEmbla(
  options: EmblaOptionsType,
): [(node: HTMLElement | null) => () => void, EmblaCarouselType | undefined] {
  const [api, setApi] = useState<EmblaCarouselType>();
  const { loop, direction, duration, align, slidesToScroll } = options;

  // A ref callback with a cleanup (React 19) rather than the node in state: setting state from the
  // ref re-rendered the whole carousel, every card in it, right after hydration.
  const ref = useCallback(
    (node: HTMLElement | null) => {
      if (!node) return () => {};
      let instance: EmblaCarouselType | undefined;
      let cancelled = false;
      const start = () =>
        void import("embla-carousel").then(({ default: EmblaCarousel }) => {
          if (cancelled) return;
          // Only the options a caller set: an explicit undefined would override embla's defaults.
          const given = Object.entries({ loop, direction, duration, align, slidesToScroll }).filter(
            ([, v]) => v !== undefined,
          );
          instance = EmblaCarousel(node, Object.fromEntries(given) as EmblaOptionsType);
          setApi(instance);
        });
      // Start when the carousel comes near the viewport and the browser is idle, so carousels further
      // down the page add no work while it loads (the markup is already usable without the engine).
      let cancelIdle = () => {};
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          // Safari has no requestIdleCallback: a short timeout stands in.
          if (typeof window.requestIdleCallback === "function") {
            const handle = window.requestIdleCallback(start, { timeout: 1500 });
            cancelIdle = () => window.cancelIdleCallback(handle);
          } else {
            const handle = setTimeout(start, 200);
            cancelIdle = () => clearTimeout(handle);
          }
        },
        { rootMargin: "200px" },
      );
      observer.observe(node);
      return () => {
        cancelled = true;
        observer.disconnect();
        cancelIdle();
        instance?.destroy();
        setApi(undefined);
      };
    },
    [loop, direction, duration, align, slidesToScroll],
  );

  return [ref, api];
}
