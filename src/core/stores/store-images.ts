// The image fields of a store document (issue 45): the logo, the footer logo and each slide's images
// (the home page's banner is its first slider). The console's media library picks for them, the
// store editor checks what is typed in them, and a library image in use is found through them.
import type { StoreData } from "../entities/store.schema";

/** Where an image is used in a store document, for messages ("Footer logo", "Home, slide 2"). */
export type StoreImagePlace =
  | { kind: "logo" }
  | { kind: "footerLogo" }
  | { kind: "slide"; page: string; slide: number; variant: "imageFull" | "imageClassic" | "imageMobile" };

export interface StoreImageField {
  /** The document path, as the store editor names its fields ("storeBranding.storeLogo"). */
  path: string;
  value: string;
  place: StoreImagePlace;
}

const SLIDE_VARIANTS = ["imageFull", "imageClassic", "imageMobile"] as const;

/** Every image address of the document that is filled in. */
export function storeImageFields(data: StoreData): StoreImageField[] {
  const fields: StoreImageField[] = [];
  const logo = data.storeBranding?.storeLogo;
  if (logo) fields.push({ path: "storeBranding.storeLogo", value: logo, place: { kind: "logo" } });
  const footerLogo = data.footerManagement?.footerCopyrightSection?.footerLogo;
  if (footerLogo)
    fields.push({
      path: "footerManagement.footerCopyrightSection.footerLogo",
      value: footerLogo,
      place: { kind: "footerLogo" },
    });
  (data.contentManagement ?? []).forEach((page, i) =>
    page.sections.forEach((section, j) => {
      if (section.type !== "slider") return;
      section.slides.forEach((slide, n) => {
        for (const variant of SLIDE_VARIANTS) {
          const value = slide[variant];
          if (value)
            fields.push({
              path: `contentManagement.${i}.sections.${j}.slides.${n}.${variant}`,
              value,
              place: { kind: "slide", page: page.name, slide: n + 1, variant },
            });
        }
      });
    }),
  );
  return fields;
}

/** A store's uploaded images live under this path (the media library and product images). */
export const storeMediaPrefix = (storeId: string) => `/media/stores/${storeId}/`;

/**
 * Why an image address typed into a store document cannot be used, or undefined when it can: a web
 * address (http or https) or a path on this server starting with "/". A relative path such as
 * "img/logo.png" would load from a different place on each page, so it is refused ("imageAddress");
 * another store's uploaded image is refused too ("imageOtherStore"): each store uses its own library.
 */
export function imageAddressProblem(value: string, storeId: string): "imageAddress" | "imageOtherStore" | undefined {
  const address = value.trim();
  if (address === "") return undefined;
  if (/[\s\\<>"]/.test(address)) return "imageAddress";
  if (address.startsWith("/") && !address.startsWith("//")) {
    const other = /^\/media\/stores\/([^/]+)\//.exec(address);
    if (other && other[1] !== storeId) return "imageOtherStore";
    return undefined;
  }
  if (!/^https?:\/\//i.test(address)) return "imageAddress";
  try {
    return new URL(address).hostname ? undefined : "imageAddress";
  } catch {
    return "imageAddress";
  }
}
