import { describe, expect, it } from "vitest";
import { typedFields } from "./typed-fields";

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
}

describe("typedFields", () => {
  it("keeps each field's last typed text by name, never the token or a new password", () => {
    expect(
      typedFields(
        form([
          ["_csrf", "t"],
          ["intent", "save"],
          ["newPassword", "secret"],
          ["m:fundraiser.goalAmount", "1.500"],
          ["b:fundraiser.isEnabled", "false"],
          ["b:fundraiser.isEnabled", "true"],
          ["storeWindow.timeZone", "Mars/Base"],
        ]),
      ),
    ).toEqual({
      "m:fundraiser.goalAmount": "1.500",
      "b:fundraiser.isEnabled": "true",
      "storeWindow.timeZone": "Mars/Base",
    });
  });

  it("moves the rows below a removed row up one place, as the page shows them", () => {
    expect(
      typedFields(
        form([
          ["taxManagement.stateTaxes.0.state", "OH"],
          ["taxManagement.stateTaxes.1.state", "TX"],
          ["x:taxManagement.stateTaxes.1", "true"],
          ["taxManagement.stateTaxes.2.state", "CA"],
          ["n:taxManagement.stateTaxes.2.tax", "7,25"],
          ["x:taxManagement.stateTaxes.2", "false"],
        ]),
      ),
    ).toEqual({
      "taxManagement.stateTaxes.0.state": "OH",
      "taxManagement.stateTaxes.1.state": "CA",
      "n:taxManagement.stateTaxes.1.tax": "7,25",
    });
  });
});
