// A content page's sections in sort order (spec §3): html, slider, products carousel. The slider and
// carousels are imported statically on purpose: React.lazy suspends on the server's first render, so
// their HTML would arrive as a hidden segment revealed by script after the shell — invisible without
// JavaScript and a large layout shift with it. They live in the content routes' chunks only.
import { SanitizedHtml } from "../../components/sanitized-html";
import type { SectionView } from "../../lib/content";
import ProductsCarousel from "./products-carousel";
import SliderSection from "./slider-section";

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
