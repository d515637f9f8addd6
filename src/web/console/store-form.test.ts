import { describe, expect, it } from "vitest";
import { moveItem, readStoreForm, offsetIsoToZoned, renumber, zonedToOffsetIso } from "./store-form";

const formToDocument = (data: FormData) => readStoreForm(data, "ru").document;

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
}

describe("readStoreForm", () => {
  it("reads paths and prefixes into the document, the last value of a yes/no box winning", () => {
    expect(
      formToDocument(
        form([
          ["_csrf", "t"],
          ["intent", "save"],
          ["storeBranding.primaryColor", "#123456"],
          ["n:taxManagement.tax", "7,5"],
          ["n:fundraiser.goalAmount", ""],
          ["b:fundraiser.isEnabled", "false"],
          ["b:fundraiser.isEnabled", "true"],
          ["b:storeMessage.active", "false"],
          ["o:primaryInformation.clientName", ""],
          ["l:domains", " a.localhost \n\nb.localhost"],
          ["j:contentManagement.0.submenu", '{"type":"menu","menu":[]}'],
          ["contentManagement.0.name", "Home"],
        ]),
      ),
    ).toEqual({
      storeBranding: { primaryColor: "#123456" },
      taxManagement: { tax: 7.5 },
      fundraiser: { isEnabled: true },
      // All "no" and empty is left out: the schema's defaults are the same.
      domains: ["a.localhost", "b.localhost"],
      contentManagement: [{ name: "Home", submenu: { type: "menu", menu: [] } }],
    });
  });

  it("drops blank rows and rows ticked for removal, and leaves out blank optional parts", () => {
    expect(
      formToDocument(
        form([
          ["personalizationManagement.0.name", "Name"],
          ["n:personalizationManagement.0.price", "5"],
          ["personalizationManagement.1.name", "Number"],
          ["n:personalizationManagement.1.price", "3"],
          ["x:personalizationManagement.1", "true"],
          ["personalizationManagement.2.name", ""],
          ["n:personalizationManagement.2.price", ""],
          ["footerManagement.footerSectionSecond.title", ""],
          ["footerManagement.footerSectionFirst.title", "Help"],
        ]),
      ),
    ).toEqual({
      personalizationManagement: [{ name: "Name", price: 5 }],
      footerManagement: { footerSectionFirst: { title: "Help" } },
    });
  });

  it("reads numbers and money in the console's language and refuses what it cannot read, by path", () => {
    const typed = form([
      ["m:fundraiser.goalAmount", "1,500"],
      ["n:taxManagement.tax", "8.875"],
      ["i:quantityManagement.minumumQuantity", "1.500"],
      ["m:fundraiser.amountPerItem", "abc"],
    ]);
    expect(readStoreForm(typed, "en")).toEqual({
      document: { fundraiser: { goalAmount: 1500 }, taxManagement: { tax: 8.875 } },
      errors: {
        "quantityManagement.minumumQuantity": "numberAmbiguous",
        "fundraiser.amountPerItem": "numberInvalid",
      },
    });
    expect(readStoreForm(typed, "ru").errors).toEqual({
      "fundraiser.goalAmount": "numberAmbiguous",
      "taxManagement.tax": "numberInvalid",
      "quantityManagement.minumumQuantity": "numberAmbiguous",
      "fundraiser.amountPerItem": "numberInvalid",
    });
    expect(readStoreForm(form([["m:fundraiser.goalAmount", "١٬٥٠٠٫٥٠"]]), "ar").document).toEqual({
      fundraiser: { goalAmount: 1500.5 },
    });
  });

  it("reads one 'title | url' link per line", () => {
    expect(formToDocument(form([["p:menu.0.children", "Boys | /boys\n\nGirls|/girls\nAll"]]))).toEqual({
      menu: [
        {
          children: [
            { title: "Boys", url: "/boys" },
            { title: "Girls", url: "/girls" },
            { title: "All", url: "" },
          ],
        },
      ],
    });
  });
});

describe("list order", () => {
  it("moves an item one place and renumbers sort by position", () => {
    expect(moveItem(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(renumber([{ sort: 5 }, { sort: 1 }])).toEqual([{ sort: 0 }, { sort: 1 }]);
  });
});

describe("store window times", () => {
  it("turns a wall-clock time in the store's zone into an instant with its offset, and back", () => {
    expect(zonedToOffsetIso("2026-12-01T09:00", "America/Chicago")).toBe("2026-12-01T09:00:00-06:00");
    expect(zonedToOffsetIso("2026-07-01T09:00", "America/Chicago")).toBe("2026-07-01T09:00:00-05:00");
    expect(zonedToOffsetIso("2026-12-01T09:00", "Asia/Kolkata")).toBe("2026-12-01T09:00:00+05:30");
    expect(zonedToOffsetIso("tomorrow", "UTC")).toBeUndefined();
    expect(offsetIsoToZoned("2026-12-01T15:00:00Z", "America/Chicago")).toBe("2026-12-01T09:00");
    expect(offsetIsoToZoned(undefined, "UTC")).toBe("");
  });
});

describe("link pickers", () => {
  const picked = (fields: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of fields) data.append(name, value);
    return readStoreForm(data, "en").document;
  };
  const path = "contentManagement.0.submenu.menu.0";

  it("writes the chosen target as the stored link, whatever the other kinds' fields hold", () => {
    const base: [string, string][] = [
      [`${path}.title`, "About"],
      [`lc:${path}.url`, "tops/t-shirts"],
      [`lp:${path}.url`, "/about"],
      [`lr:${path}.url`, "club-hoodie"],
      [`le:${path}.url`, "https://club.example/"],
      [`la:${path}.url`, "/shop?tag=new"],
    ];
    const url = (kind: string) =>
      (picked([...base, [`lk:${path}.url`, kind]]) as { contentManagement: { submenu: { menu: { url: string }[] } }[] })
        .contentManagement[0]!.submenu.menu[0]!.url;
    expect(url("category")).toBe("/category/tops/t-shirts");
    expect(url("page")).toBe("/about");
    expect(url("product")).toBe("/shop/products/club-hoodie");
    expect(url("external")).toBe("https://club.example/");
    expect(url("advanced")).toBe("/shop?tag=new");
    expect(url("nonsense")).toBe("/shop?tag=new");
  });

  it("drops a new row whose picker has a kind but nothing chosen", () => {
    const doc = picked([
      ["footerManagement.footerSectionFirst.title", "Help"],
      ["footerManagement.footerSectionFirst.items.0.text", ""],
      ["lk:footerManagement.footerSectionFirst.items.0.link", "page"],
      ["lp:footerManagement.footerSectionFirst.items.0.link", ""],
    ]);
    expect(doc).toEqual({ footerManagement: { footerSectionFirst: { title: "Help", items: [] } } });
  });
});
