// The product's images (spec §2): core's gallery filtering (no swatches, the chosen colour's images,
// the 700×700 placeholder when none), one large image and a row of thumbnails to pick from.
import { useState } from "react";
import { galleryImages, PLACEHOLDER_IMAGE } from "~core/catalog/gallery";
import type { PricedProductData } from "~core/catalog/priced-product";
import { t } from "../../i18n/t";

export function ProductGallery({ product, color, name }: { product: PricedProductData; color: string; name: string }) {
  const images = galleryImages(product, color || undefined);
  const [picked, setPicked] = useState(0);
  const index = picked < images.length ? picked : 0;
  const main = images[index] ?? { url: PLACEHOLDER_IMAGE.url };
  return (
    <section aria-label={t("product.gallery")} className="flex flex-col gap-3">
      <img
        src={main.url}
        alt={name}
        width={PLACEHOLDER_IMAGE.width}
        height={PLACEHOLDER_IMAGE.height}
        className="aspect-square w-full rounded-lg border border-gray-200 bg-gray-50 object-contain"
        data-testid="gallery-main"
      />
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                aria-label={t("product.showImage", { n: i + 1 })}
                aria-pressed={i === index}
                onClick={() => setPicked(i)}
                className={`block h-16 w-16 overflow-hidden rounded border ${i === index ? "border-link ring-1 ring-link" : "border-gray-300"}`}
              >
                <img
                  src={image.url}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="h-full w-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
