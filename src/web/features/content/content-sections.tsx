// A content page's sections in sort order (spec §3): html, slider, products carousel. The slider and
// the carousels (and the carousel library) are chunks of their own, fetched only by pages that have
// them; the server still renders them into the page.
import { lazy, Suspense } from "react";
import { SanitizedHtml } from "../../components/sanitized-html";
import type { SectionView } from "../../lib/content";

const SliderSection = lazy(() => import("./slider-section"));
const ProductsCarousel = lazy(() => import("./products-carousel"));

export function ContentSections({ sections, dir }: { sections: SectionView[]; dir: "ltr" | "rtl" }) {
  return (
    <Suspense fallback={null}>
      <div className="flex flex-col gap-10">
        {sections.map((section, index) => {
          switch (section.type) {
            case "html":
              return <SanitizedHtml key={index} html={section.html} className="store-content max-w-none" />;
            case "slider":
              return <SliderSection key={index} slides={section.slides} dir={dir} />;
            case "productsCarousel":
              return <ProductsCarousel key={index} {...section} dir={dir} />;
          }
        })}
      </div>
    </Suspense>
  );
}
