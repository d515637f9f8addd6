import { describe, expect, it } from "vitest";
import { formToDocument, moveItem, offsetIsoToZoned, renumber, zonedToOffsetIso } from "./store-form";

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
}

describe("formToDocument", () => {
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
