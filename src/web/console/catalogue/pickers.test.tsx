// @vitest-environment happy-dom
// The product editor's pickers (decision 0105) and the notation they write: each picker drawn from the
// column's notation, its buttons writing it back (what the form posts), and typing in the "Advanced"
// field redrawing the picker; text a picker cannot split stays as typed.
import { fireEvent, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { showInConsole } from "../../testing/render-console";
import type { Locale } from "~core/i18n/locale";
import { ColorPicker } from "./color-picker";
import { parseColors, parseTiers, writeColors, writeSizes, writeTiers, parseSizes } from "./notation";
import { SizePicker } from "./size-picker";
import { TierPicker } from "./tier-picker";

function show(element: ReactNode, locale: Locale = "en") {
  return showInConsole(element, { form: "product", locale });
}

/** What the form posts under `name`. */
const posted = (form: HTMLElement, name: string) => new FormData(form as HTMLFormElement).get(name);

describe("the notation", () => {
  it("reads and writes each list back the same", () => {
    for (const text of ["Navy #1f2a44 +1 | Red #c00000", "Heather Grey #9ca3af +1.50", ""])
      expect(writeColors(parseColors(text))).toBe(text);
    expect(writeSizes(parseSizes("S | M | L | 2XL"))).toBe("S | M | L | 2XL");
    for (const text of ["", "off", "1: 18.50 | 24: partPrice * 0.95 | 48: 15"])
      expect(writeTiers(parseTiers(text))).toBe(text);
  });

  it("keeps an entry it cannot split as typed, for the server to name", () => {
    expect(parseColors("Navy | Red #c0000")).toEqual([
      { name: "Navy", hex: "", extra: "" },
      { name: "Red #c0000", hex: "", extra: "" },
    ]);
    expect(writeColors(parseColors("Navy | Red #c0000"))).toBe("Navy | Red #c0000");
    expect(writeTiers(parseTiers("twelve | 24:"))).toBe("twelve | 24:");
  });
});

describe("colour swatches", () => {
  it("draws a row per colour and writes name, hex and extra price into the colours field", async () => {
    const form = await show(
      <ColorPicker id="c" initial="Navy #1f2a44 +1 | Red #c00000" error={undefined} notationHint="" />,
    );
    expect((screen.getByLabelText("Name (Colour 1)") as HTMLInputElement).value).toBe("Navy");
    expect((screen.getByLabelText("Hex (#rrggbb) (Colour 2)") as HTMLInputElement).value).toBe("#c00000");
    expect((screen.getByLabelText("Extra price (Colour 1)") as HTMLInputElement).value).toBe("1");
    expect((screen.getByLabelText("Pick (Colour 1)") as HTMLInputElement).value).toBe("#1f2a44");

    fireEvent.click(screen.getByRole("button", { name: "Add a colour" }));
    fireEvent.change(screen.getByLabelText("Name (Colour 3)"), { target: { value: "Gold" } });
    fireEvent.input(screen.getByLabelText("Pick (Colour 3)"), { target: { value: "#ffcc00" } });
    expect((screen.getByLabelText("Hex (#rrggbb) (Colour 3)") as HTMLInputElement).value).toBe("#ffcc00");
    expect(posted(form, "colors")).toBe("Navy #1f2a44 +1 | Red #c00000 | Gold #ffcc00");

    fireEvent.click(screen.getByRole("button", { name: "Move Gold up" }));
    expect(posted(form, "colors")).toBe("Navy #1f2a44 +1 | Gold #ffcc00 | Red #c00000");
    expect(document.querySelector("[data-said]")?.textContent).toBe("Gold is now number 2 of 3.");
    fireEvent.click(screen.getByRole("button", { name: "Remove Navy" }));
    expect(posted(form, "colors")).toBe("Gold #ffcc00 | Red #c00000");
    expect(screen.getByRole("button", { name: "Move Gold up" }).hasAttribute("disabled")).toBe(true);
  });

  it("redraws the rows from the Advanced text, and posts that text as typed", async () => {
    const form = await show(<ColorPicker id="c" initial="" error={undefined} notationHint="" />);
    expect(screen.getByText("No colours: the product is sold in one colour.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Colours", { selector: "input" }), {
      target: { value: "Black #000000|White  #FFFFFF +2" },
    });
    expect((screen.getByLabelText("Name (Colour 2)") as HTMLInputElement).value).toBe("White");
    expect((screen.getByLabelText("Extra price (Colour 2)") as HTMLInputElement).value).toBe("2");
    expect(posted(form, "colors")).toBe("Black #000000|White  #FFFFFF +2");
  });

  it("shows the server's message under the picker and in the Advanced field's description", async () => {
    await show(<ColorPicker id="c" initial="Navy" error="Write each colour as …: Navy" notationHint="" />);
    const notation = screen.getByLabelText("Colours", { selector: "input" });
    expect(notation.getAttribute("aria-invalid")).toBe("true");
    expect(notation.getAttribute("aria-describedby")).toContain("c-error");
    expect(document.getElementById("c-error")?.textContent).toBe("Write each colour as …: Navy");
    expect((screen.getByLabelText("Name (Colour 1)") as HTMLInputElement).value).toBe("Navy");
  });
});

describe("size chips", () => {
  it("keeps the operator's order, appends the usual scales in theirs, and adds a typed size with Enter", async () => {
    const form = await show(<SizePicker id="s" initial="M | S" error={undefined} notationHint="" />);
    const chips = () => within(screen.getByRole("list", { name: "Sizes in order" })).getAllByRole("listitem");
    expect(chips().map((chip) => chip.firstElementChild?.textContent)).toEqual(["M", "S"]);
    fireEvent.click(screen.getByRole("button", { name: "Move S earlier" }));
    expect(posted(form, "sizes")).toBe("S | M");
    fireEvent.click(screen.getByRole("button", { name: "Adult (XS–3XL)" }));
    expect(posted(form, "sizes")).toBe("S | M | XS | L | XL | 2XL | 3XL");
    expect(document.querySelector("[data-said]")?.textContent).toBe("5 sizes were added.");
    fireEvent.click(screen.getByRole("button", { name: "Youth (YXS–YXL)" }));
    fireEvent.click(screen.getByRole("button", { name: "Toddler (2T–5T)" }));
    expect(posted(form, "sizes")).toBe(
      "S | M | XS | L | XL | 2XL | 3XL | YXS | YS | YM | YL | YXL | 2T | 3T | 4T | 5T",
    );
    fireEvent.click(screen.getByRole("button", { name: "Remove XS" }));
    const input = screen.getByLabelText("New size");
    fireEvent.change(input, { target: { value: "OSFA" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(posted(form, "sizes")).toBe(
      "S | M | L | XL | 2XL | 3XL | YXS | YS | YM | YL | YXL | 2T | 3T | 4T | 5T | OSFA",
    );
    expect((input as HTMLInputElement).value).toBe("");
  });

  it("words it in Arabic, the earlier arrow pointing right", async () => {
    await show(<SizePicker id="s" initial="S | M" error={undefined} notationHint="" />, "ar");
    const later = screen.getByRole("button", { name: "نقل S إلى موضع لاحق" });
    expect(later.textContent).toBe("←");
  });
});

describe("tier rows", () => {
  it("writes the store's tiers as empty, none as off, and the product's rows as quantity: price", async () => {
    const form = await show(<TierPicker id="t" initial="" error={undefined} notationHint="" priceExample="18.50" />);
    expect((screen.getByLabelText("The store's tiers") as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText("No tiers: the part prices apply"));
    expect(posted(form, "tiers")).toBe("off");
    fireEvent.click(screen.getByLabelText("This product's own tiers"));
    fireEvent.change(screen.getByLabelText("Unit price or formula (Tier 1)"), { target: { value: "1,500.00" } });
    fireEvent.click(screen.getByRole("button", { name: "Add a tier" }));
    fireEvent.change(screen.getByLabelText("From quantity (Tier 2)"), { target: { value: "24" } });
    fireEvent.change(screen.getByLabelText("Unit price or formula (Tier 2)"), {
      target: { value: "partPrice * 0.95" },
    });
    expect(posted(form, "tiers")).toBe("1: 1,500.00 | 24: partPrice * 0.95");
    fireEvent.click(screen.getByRole("button", { name: "Remove tier 1" }));
    expect(posted(form, "tiers")).toBe("24: partPrice * 0.95");
  });

  it("draws the rows of a refused save as they were typed", async () => {
    const form = await show(
      <TierPicker
        id="t"
        initial="1: 18.50 | 24:"
        error="Write each tier as …: 24:"
        notationHint=""
        priceExample="18.50"
      />,
    );
    expect((screen.getByLabelText("This product's own tiers") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("From quantity (Tier 2)") as HTMLInputElement).value).toBe("24");
    expect((screen.getByLabelText("Unit price or formula (Tier 2)") as HTMLInputElement).value).toBe("");
    expect(posted(form, "tiers")).toBe("1: 18.50 | 24:");
  });
});
