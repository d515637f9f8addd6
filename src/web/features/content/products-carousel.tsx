// A products carousel section (spec §3, §9): title, products in columns from the layout name,
// `rows` products stacked per slide, slides per breakpoint: the column count above 1199 px, at most
// 4 up to 1199, 3 up to 991, 2 up to 767 and 1 up to 379 px.
import { useLazyEmbla } from "../../lib/use-lazy-embla";
import { useId, useMemo } from "react";
import { ProductCard } from "../../components/product-card";
import { t } from "../../i18n/t";
import type { ProductCardData } from "../../lib/product-card";
import { useReducedMotion } from "../../lib/use-reduced-motion";
import { ArrowButton } from "./slider-section";
import { useShell } from "../../lib/use-shell";

export default function ProductsCarousel({
  title,
  columns,
  rows,
  products,
  dir,
}: {
  title: string | null;
  columns: number;
  rows: number;
  products: ProductCardData[];
  dir: "ltr" | "rtl";
}) {
  const reducedMotion = useReducedMotion();
  const [emblaRef, embla] = useLazyEmbla({
    direction: dir,
    align: "start",
    duration: reducedMotion ? 0 : 28, // 0 jumps; 1 still glides over several frames
    slidesToScroll: "auto",
  });
  const headingId = useId();
  const { contentLang } = useShell();
  const slides = useMemo(() => {
    const grouped: ProductCardData[][] = [];
    for (let i = 0; i < products.length; i += rows) grouped.push(products.slice(i, i + rows));
    return grouped;
  }, [products, rows]);
  // The cards as one element kept across renders: the carousel renders again when its engine arrives
  // (after hydration, when the browser is idle), and the cards need not render with it.
  const list = useMemo(() => {
    const style = {
      "--cols-xl": columns,
      "--cols-lg": Math.min(columns, 4),
      "--cols-md": Math.min(columns, 3),
      "--cols-sm": Math.min(columns, 2),
      "--cols-xs": 1,
    } as React.CSSProperties;
    return (
      <ul className="-ms-4 flex touch-pan-y" style={style}>
        {slides.map((slide) => (
          <li key={slide[0]!.id} className="carousel-slide flex flex-col gap-4 ps-4">
            {slide.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </li>
        ))}
      </ul>
    );
  }, [slides, columns]);
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : t("catalog.products")}
      className="relative"
    >
      {title && (
        <h2 id={headingId} lang={contentLang} className="mb-4 text-2xl font-bold text-link">
          {title}
        </h2>
      )}
      <div ref={emblaRef} className="overflow-hidden px-1">
        {list}
      </div>
      {slides.length > 1 && (
        <div className="mt-3 flex justify-end gap-2 [&>button]:static [&>button]:translate-y-0">
          <ArrowButton label={t("carousel.previous")} onClick={() => embla?.scrollPrev()} side="start" />
          <ArrowButton label={t("carousel.next")} onClick={() => embla?.scrollNext()} side="end" />
        </div>
      )}
    </section>
  );
}
