import { describe, expect, it } from "vitest";
import type { ProductDataInput } from "../entities/product.schema";
import { makeProduct } from "../test-fixtures";
import { colorImageUrl, galleryImages, isSwatchImage, PLACEHOLDER_IMAGE, urlWords } from "./gallery";

type MediaInput = NonNullable<NonNullable<ProductDataInput["mediaData"]>["media"]>[number];
const withMedia = (media: MediaInput[]) => makeProduct({ mediaData: { media } });
const image = (url: string, extra: Partial<MediaInput> = {}) => ({ url, ...extra });

describe("gallery", () => {
  it("splits an image path into words, ignoring host and query", () => {
    expect(urlWords("https://cdn.sw-images.com/media/navySwatch_01.JPG?v=sw")).toEqual([
      "media",
      "navy",
      "swatch",
      "01",
      "jpg",
    ]);
  });

  it.each([
    ["/media/demo/sweatshirt-navy.svg", false],
    ["/media/demo/swim-shorts.jpg", false],
    ["/media/demo/tee-front.jpg", false],
    ["/img/navy_sw.jpg", true],
    ["/img/sw/navy.jpg", true],
    ["/img/swatch/navy.jpg", true],
    ["/img/navy-swatch.png", true],
    ["/img/navySwatch.png", true],
    ["/img/smart-watch.png", true],
  ])("treats %s as a swatch: %s", (url, swatch) => {
    expect(isSwatchImage({ url, mediaType: "Image", order: 0, classTypeArray: [] })).toBe(swatch);
  });

  it("leaves out images of classtype Swatch or Primary", () => {
    const product = withMedia([
      image("/a.jpg", { classTypeArray: [{ classTypeName: "Swatch" }] }),
      image("/b.jpg", { classTypeArray: [{ classTypeName: "primary" }] }),
      image("/c.jpg", { classTypeArray: [{ classTypeName: "Rear" }] }),
    ]);
    expect(galleryImages(product).map((i) => i.url)).toEqual(["/c.jpg"]);
  });

  it("orders images and leaves out what is not an image", () => {
    const product = withMedia([
      image("/b.jpg", { order: 2 }),
      image("/a.jpg", { order: 1 }),
      image("/v.mp4", { mediaType: "Video" }),
    ]);
    expect(galleryImages(product).map((i) => i.url)).toEqual(["/a.jpg", "/b.jpg"]);
  });

  it("shows the chosen colour's images and uncoloured ones, or all when the colour has none", () => {
    const product = withMedia([
      image("/navy.jpg", { color: "Navy" }),
      image("/red.jpg", { color: "Red" }),
      image("/any.jpg"),
    ]);
    expect(galleryImages(product, "navy").map((i) => i.url)).toEqual(["/navy.jpg", "/any.jpg"]);
    const onlyRed = withMedia([image("/red.jpg", { color: "Red" })]);
    expect(galleryImages(onlyRed, "Navy").map((i) => i.url)).toEqual(["/red.jpg"]);
  });

  it("uses the 700×700 placeholder when nothing is left", () => {
    expect(galleryImages(withMedia([image("/x_sw.jpg")]))).toEqual([
      { url: "/media/placeholder-700.svg", color: undefined },
    ]);
    expect(PLACEHOLDER_IMAGE).toEqual({ url: "/media/placeholder-700.svg", width: 700, height: 700 });
  });

  it("pictures a cart line with its own colour's first image, not the product's first", () => {
    const product = withMedia([
      image("/img/tee-gold.svg", { color: "Gold", order: 1 }),
      image("/img/tee-front.svg", { order: 2 }),
      image("/img/tee-white.svg", { color: "White", order: 3 }),
      image("/img/white-swatch.svg", { color: "White", order: 0 }),
    ]);
    expect(colorImageUrl(product, "white")).toBe("/img/tee-white.svg");
    expect(colorImageUrl(product, "Gold")).toBe("/img/tee-gold.svg");
    expect(colorImageUrl(product, "Navy")).toBeUndefined();
  });
});
