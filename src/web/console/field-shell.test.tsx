// @vitest-environment happy-dom
// The console's one labelled field (decision 0120): label, control, hint and message tied together the
// same way by every field, and the error codes of store, gift code and account forms worded through
// their checked records.
import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { showInConsole } from "../testing/render-console";
import { CONSOLE_CATALOGS } from "./i18n";
import type { Locale } from "~core/i18n/locale";
import { useGiftCodeErrorText } from "./gift-code-text";
import { StoreErrorsContext, TextField } from "./store-fields";
import { ConsoleField, FilterInput, useErrorText } from "./ui";

function show(element: ReactNode, locale: Locale = "en") {
  return showInConsole(element, { form: "fields", locale });
}

describe("a console field", () => {
  it("is labelled, described by its message then its hint, and marked invalid", async () => {
    await show(
      <ConsoleField id="f" label="Store id" hint="Letters" error="Fill this in." inputProps={{ name: "id" }} />,
    );
    const input = screen.getByRole("textbox", { name: "Store id" });
    expect(input.getAttribute("aria-describedby")).toBe("f-error f-hint");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("f-error")?.textContent).toBe("Fill this in.");
    expect(document.getElementById("f-hint")?.textContent).toBe("Letters");
  });

  it("without a message or hint is described by nothing and not invalid", async () => {
    await show(<FilterInput id="q" label="Person" name="person" />);
    const input = screen.getByRole("textbox", { name: "Person" });
    expect(input.hasAttribute("aria-describedby")).toBe(false);
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.closest("div")?.className).toBe("max-w-xs");
  });
});

describe("a store field's error code", () => {
  it("is worded with the field's name, for a schema code and for a number the form could not read", async () => {
    await show(
      <StoreErrorsContext.Provider value={{ "sizes.0.label": "sizeTaken", "fundraiser.goalAmount": "numberAmbiguous" }}>
        <TextField path="sizes.0.label" label="Size" value="M" />
        <TextField path="fundraiser.goalAmount" label="Goal" value="" kind="m" />
      </StoreErrorsContext.Provider>,
    );
    const size = screen.getByRole("textbox", { name: "Size" });
    const described = size.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(described)?.textContent).toBe("Size: This size is already in the list.");
    const goal = screen.getByRole("textbox", { name: "Goal" });
    expect(document.getElementById(goal.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Goal: This can be read two ways: write 1,500 for fifteen hundred or 1.50 for one and a half.",
    );
  });

  it("is worded in the console's language", async () => {
    await show(
      <StoreErrorsContext.Provider value={{ "storeSalesPersonInfo.email": "email" }}>
        <TextField path="storeSalesPersonInfo.email" label="E-mail" value="x" />
      </StoreErrorsContext.Provider>,
      "ru",
    );
    const input = screen.getByRole("textbox", { name: "E-mail" });
    const message = document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent ?? "";
    expect(message).toBe(`E-mail: ${CONSOLE_CATALOGS.ru["stores.err.email"]}`);
    expect(message).not.toContain("stores.err");
  });
});

describe("a gift code form's refusal", () => {
  function GiftAmount() {
    const errorText = useGiftCodeErrorText();
    return (
      <ConsoleField
        id="amount"
        label="Amount"
        error={errorText("giftAmountTooLarge")}
        inputProps={{ name: "amount" }}
      />
    );
  }
  function GiftNumber() {
    const errorText = useGiftCodeErrorText();
    return <p>{errorText("numberTooPrecise")}</p>;
  }

  it("is worded as the gift codes' text, or the number reader's own", async () => {
    await show(
      <>
        <GiftAmount />
        <GiftNumber />
      </>,
    );
    expect(document.getElementById("amount-error")?.textContent).toBe("The amount is too large.");
    expect(screen.getByText("Too many digits after the decimal point: amounts have cents, e.g. 12.50.")).toBeTruthy();
  });
});

describe("an account form's refusal", () => {
  function LastOwner() {
    const errorText = useErrorText();
    return <p>{errorText("lastOwner")}</p>;
  }

  it("is worded as the console's error text, in the console's language", async () => {
    await show(<LastOwner />, "ar");
    expect(screen.getByText(CONSOLE_CATALOGS.ar["error.lastOwner"])).toBeTruthy();
    expect(CONSOLE_CATALOGS.ar["error.lastOwner"]).not.toBe(CONSOLE_CATALOGS.en["error.lastOwner"]);
  });
});
