import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { productBadges } from "~core/catalog/badges";
import { registerMessages } from "../i18n/t";
import { en } from "../i18n/en";
import { Badges } from "./badges";

registerMessages(en, "en");

describe("Badges", () => {
  it("renders nothing for a product without badges", () => {
    expect(renderToStaticMarkup(<Badges badges={[]} />)).toBe("");
  });

  it("lists each badge in the spec's order with its tone, labelled for assistive technology", () => {
    const badges = productBadges({ productOptions: { featuredProduct: ["Featured", "Best Seller"] } } as never);
    const html = renderToStaticMarkup(<Badges badges={badges} />);
    expect(html).toMatch(/^<ul class="flex gap-1 flex-wrap" aria-label="Badges">/);
    expect(
      [...html.matchAll(/data-tone="(\w+)" class="[^"]*\b(bg-\w+-700)\b[^"]*">([^<]+)</g)].map((m) => m.slice(1)),
    ).toEqual([
      ["red", "bg-red-700", "Best Seller"],
      ["purple", "bg-purple-700", "Featured"],
    ]);
  });

  it("stacks them over a card's image when asked", () => {
    const html = renderToStaticMarkup(
      <Badges badges={[{ label: "New", tone: "blue" }]} layout="column" className="absolute start-2 top-2" />,
    );
    expect(html).toContain('class="flex gap-1 flex-col items-start absolute start-2 top-2"');
  });
});
