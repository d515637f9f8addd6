// @vitest-environment happy-dom
// The store editor's pickers that write a notation (decision 0115): a submenu entry's sub-entries as
// rows of text and a chosen link, written as the "title | link" lines the form posts, and redrawn from
// those lines as typed (Advanced, or a refused save); the store's size list as the product editor's
// size chips under its own field.
import { fireEvent, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { showInConsole } from "../../testing/render-console";
import type { StoreData } from "~core/entities/store.schema";
import type { LinkTargets } from "~core/stores/store-links";
import { TypedContext } from "../store-fields";
import { SizesPart } from "../store-parts";
import { LinkTargetsContext } from "./link-picker";
import { parseLinkLines, writeLinkLines } from "./link-lines";
import { SubmenuChildren } from "./submenu-children";

const TARGETS: LinkTargets = {
  categories: [{ id: "tops/tees", name: "Tees" }],
  pages: [{ url: "/about", name: "About us" }],
  products: [{ slug: "club-hoodie", name: "Club hoodie" }],
};

function show(element: ReactNode, typed?: Record<string, string>) {
  return showInConsole(
    <TypedContext.Provider value={typed}>
      <LinkTargetsContext.Provider value={TARGETS}>{element}</LinkTargetsContext.Provider>
    </TypedContext.Provider>,
    { form: "store" },
  );
}

const posted = (form: HTMLElement, name: string) => new FormData(form as HTMLFormElement).get(name);
const PATH = "contentManagement.0.submenu.menu.0.children";
const NAME = `p:${PATH}`;
const link = (n: number) => within(screen.getByRole("group", { name: `Link (Sub-entry ${n})` }));
const value = (element: HTMLElement) => (element as HTMLInputElement).value;

describe("the sub-entries' lines", () => {
  it("read each line at its first bar and write rows back, empty rows left out", () => {
    const text = "Tees | /category/tops/tees\nClub site | https://club.example/a|b";
    expect(parseLinkLines(`${text}\n\n  Alone  `)).toEqual([
      { title: "Tees", url: "/category/tops/tees" },
      { title: "Club site", url: "https://club.example/a|b" },
      { title: "Alone", url: "" },
    ]);
    expect(writeLinkLines(parseLinkLines(text))).toBe(text);
    expect(
      writeLinkLines([
        { title: " ", url: "" },
        { title: "A", url: "" },
      ]),
    ).toBe("A | ");
  });
});

describe("sub-entries as rows", () => {
  it("shows each sub-entry's link as chosen, and writes added, moved and removed rows as lines", async () => {
    const form = await show(
      <SubmenuChildren
        path={PATH}
        value={[
          { title: "Tees", url: "/category/tops/tees" },
          { title: "Club site", url: "https://club.example" },
        ]}
      />,
    );
    expect(value(screen.getByLabelText("Text (Sub-entry 1)"))).toBe("Tees");
    expect(value(link(1).getByLabelText("Links to"))).toBe("category");
    expect(value(link(1).getByLabelText("Category"))).toBe("tops/tees");
    expect(value(link(2).getByLabelText("Links to"))).toBe("external");
    // Only the chosen kind's field shows.
    expect(link(2).getByLabelText("Category").closest("div")?.hidden).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Add a sub-entry" }));
    fireEvent.change(screen.getByLabelText("Text (Sub-entry 3)"), { target: { value: "About | us" } });
    fireEvent.change(link(3).getByLabelText("Links to"), { target: { value: "page" } });
    fireEvent.change(link(3).getByLabelText("Page"), { target: { value: "/about" } });
    expect(posted(form, NAME)).toBe(
      "Tees | /category/tops/tees\nClub site | https://club.example\nAbout / us | /about",
    );

    fireEvent.click(screen.getByRole("button", { name: "Move About / us up" }));
    expect(posted(form, NAME)).toBe(
      "Tees | /category/tops/tees\nAbout / us | /about\nClub site | https://club.example",
    );
    expect(document.querySelector("[data-said]")?.textContent).toBe("About / us is now number 2 of 3.");
    fireEvent.change(link(1).getByLabelText("Links to"), { target: { value: "product" } });
    fireEvent.change(link(1).getByLabelText("Product address name"), { target: { value: "club-hoodie" } });
    fireEvent.click(screen.getByRole("button", { name: "Remove Club site" }));
    expect(posted(form, NAME)).toBe("Tees | /shop/products/club-hoodie\nAbout / us | /about");
    expect(screen.getByRole("button", { name: "Move About / us down" }).hasAttribute("disabled")).toBe(true);
  });

  it("redraws the rows from the Advanced lines, and posts them as typed", async () => {
    const form = await show(<SubmenuChildren path={PATH} value={[]} />);
    expect(screen.getByText("No sub-entries.")).toBeTruthy();
    const lines = "Hoodie|/shop/products/club-hoodie\nOdd | /nowhere";
    fireEvent.change(screen.getByLabelText("Sub-entries", { selector: "textarea" }), { target: { value: lines } });
    expect(value(link(1).getByLabelText("Links to"))).toBe("product");
    expect(value(link(1).getByLabelText("Product address name"))).toBe("club-hoodie");
    expect(value(link(2).getByLabelText("Links to"))).toBe("advanced");
    expect(value(link(2).getByLabelText("Link as stored"))).toBe("/nowhere");
    expect(posted(form, NAME)).toBe(lines);
  });

  it("starts from the lines of a refused save, exactly as typed", async () => {
    const typed = "About|/about\n Shop  | /category/tops/tees";
    const form = await show(<SubmenuChildren path={PATH} value={[{ title: "Old", url: "/old" }]} />, {
      [NAME]: typed,
    });
    expect(value(screen.getByLabelText("Text (Sub-entry 1)"))).toBe("About");
    expect(value(link(1).getByLabelText("Page"))).toBe("/about");
    expect(value(link(2).getByLabelText("Category"))).toBe("tops/tees");
    expect(posted(form, NAME)).toBe(typed);
  });
});

describe("the store's size list", () => {
  it("is the size chips in the store's order under s:sizes, with the usual sizes offered", async () => {
    const doc = {
      sizes: [
        { label: "M", sort: 2 },
        { label: "S", sort: 1 },
      ],
    } as unknown as StoreData & Record<string, unknown>;
    const form = await show(<SizesPart doc={doc} />);
    expect(posted(form, "s:sizes")).toBe("S | M");
    fireEvent.click(screen.getByRole("button", { name: "Youth (YXS–YXL)" }));
    fireEvent.click(screen.getByRole("button", { name: "Move YXS earlier" }));
    expect(posted(form, "s:sizes")).toBe("S | YXS | M | YS | YM | YL | YXL");
    expect(screen.getByRole("group", { name: "Add the usual sizes" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Put sizes in the usual order/ })).toBeTruthy();
  });
});
