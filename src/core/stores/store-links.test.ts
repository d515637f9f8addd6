import { describe, expect, it } from "vitest";
import { LINK_KINDS, linkValue, readLink, type LinkTarget } from "./store-links";

const targets = {
  categories: [
    { id: "tops", name: "Tops" },
    { id: "tops/t-shirts", name: "T-shirts" },
  ],
  pages: [
    { url: "/about", name: "About us" },
    { url: "/shop", name: "Shop" },
  ],
  products: [{ slug: "club-hoodie", name: "Club hoodie" }],
};

describe("store links", () => {
  it("writes the value the store front reads for each kind of target", () => {
    expect(linkValue({ kind: "category", target: "tops/t-shirts" })).toBe("/category/tops/t-shirts");
    expect(linkValue({ kind: "page", target: "/about" })).toBe("/about");
    expect(linkValue({ kind: "product", target: "club-hoodie" })).toBe("/shop/products/club-hoodie");
    expect(linkValue({ kind: "external", target: " https://club.example/ " })).toBe("https://club.example/");
    expect(linkValue({ kind: "advanced", target: "/shop?tag=new" })).toBe("/shop?tag=new");
    expect(linkValue({ kind: "category", target: "" })).toBe("");
  });

  it("reads every chosen target back from its stored value (round trip)", () => {
    const chosen: LinkTarget[] = [
      { kind: "category", target: "tops" },
      { kind: "category", target: "tops/t-shirts" },
      { kind: "page", target: "/about" },
      { kind: "page", target: "/shop" },
      { kind: "product", target: "club-hoodie" },
      { kind: "product", target: "a product not on the first page" },
      { kind: "external", target: "https://club.example/spring?x=1" },
      { kind: "external", target: "mailto:coach@club.example" },
      { kind: "advanced", target: "/shop?tag=new" },
    ];
    for (const link of chosen) expect(readLink(linkValue(link), targets)).toEqual(link);
    expect(LINK_KINDS.every((kind) => chosen.some((link) => link.kind === kind))).toBe(true);
  });

  it("keeps a value naming nothing of the store as typed (advanced), never rewritten", () => {
    expect(readLink("/category/gone", targets)).toEqual({ kind: "advanced", target: "/category/gone" });
    expect(readLink("/no-such-page", targets)).toEqual({ kind: "advanced", target: "/no-such-page" });
    expect(readLink("javascript:alert(1)", targets)).toEqual({ kind: "advanced", target: "javascript:alert(1)" });
    expect(readLink("", targets)).toEqual({ kind: "page", target: "" });
  });
});
