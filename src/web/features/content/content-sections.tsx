// A content page's sections in sort order (spec §3): html, slider, products carousel.
import { SanitizedHtml } from "../../components/sanitized-html";
import type { SectionView } from "../../lib/content";
import { ProductsCarousel } from "./products-carousel";
import { SliderSection } from "./slider-section";

export function ContentSections({ sections, dir }: { sections: SectionView[]; dir: "ltr" | "rtl" }) {
  return (
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
  );
}
