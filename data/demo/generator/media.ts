// The media registry: every SVG a store's data refers to, once per path, under /media/demo/.
import type { PaletteColor } from "../catalog.ts";
import {
  type BannerSize,
  type BannerSpec,
  bannerSvg,
  type Garment,
  garmentSvg,
  type LogoSpec,
  logoSvg,
  swatchSvg,
} from "../svg.ts";

/** Sub-folders of data/demo/media that the generator owns (and clears on each run). */
export const MEDIA_FOLDERS = ["products", "swatches", "logos", "banners"];
export const MEDIA_URL_PREFIX = "/media/demo/";

export class MediaRegistry {
  readonly files = new Map<string, string>();

  private add(path: string, svg: () => string): string {
    if (!this.files.has(path)) this.files.set(path, svg());
    return MEDIA_URL_PREFIX + path;
  }

  /** One shared file per garment × colour hex. */
  garment(garment: Garment, color: PaletteColor): string {
    return this.add(`products/${garment}-${color.hex.slice(1)}.svg`, () =>
      garmentSvg(garment, color.hex, color.colorName),
    );
  }

  swatch(color: PaletteColor): string {
    return this.add(`swatches/swatch-${color.hex.slice(1)}.svg`, () => swatchSvg(color.hex, color.colorName));
  }

  logo(storeId: string, spec: LogoSpec): string {
    return this.add(`logos/${storeId}.svg`, () => logoSvg(spec));
  }

  banner(name: string, spec: BannerSpec, size: BannerSize): string {
    return this.add(`banners/${name}-${size}.svg`, () => bannerSvg(spec, size));
  }
}
