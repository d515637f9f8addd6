import { describe, expect, it } from "vitest";
import { StoreDataSchema } from "~core/entities/store.schema";
import { contrastRatio } from "~core/branding/contrast";
import { STORE_TEMPLATE_IDS, storeFromTemplate } from "./store-templates";

describe("store templates", () => {
  it.each(STORE_TEMPLATE_IDS)("%s is a valid store document with readable colours", (template) => {
    const data = StoreDataSchema.parse(storeFromTemplate(template, 'Tigers <"Club">', "tigers.example.com"));
    expect(data.primaryInformation.storeName).toBe('Tigers <"Club">');
    expect(data.primaryInformation.storeURL).toBe("https://tigers.example.com");
    const html = data.contentManagement[0]?.sections[0];
    expect(html?.type === "html" && html.html).toContain("Tigers &#60;&#34;Club&#34;&#62;");
    const b = data.storeBranding;
    expect(contrastRatio(b.buttonColor, b.buttonTextColor)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(b.textColor, "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("the fundraiser template raises funds; the team store does not", () => {
    expect(StoreDataSchema.parse(storeFromTemplate("fundraiser", "F", "f.localhost")).fundraiser.isEnabled).toBe(true);
    expect(StoreDataSchema.parse(storeFromTemplate("team", "T", "t.localhost")).fundraiser.isEnabled).toBe(false);
  });
});
