// The Ready for pick-up e-mail's sentences: the store's own hours and address are set inside ours, so
// a full stop the operator typed at their end is not doubled ("… order number.." before).
import { describe, expect, it } from "vitest";
import type { StoreData } from "~core/entities/store.schema";
import { statusText } from "./order-status-mail";

const store = { primaryInformation: { storeName: "Hawks" } } as StoreData;

describe("the Ready for pick-up e-mail", () => {
  it("ends the store's hours and address with one full stop, whether the operator typed one or not", () => {
    for (const when of ["Weekdays 3–6 pm; bring your order number.", "Weekdays 3–6 pm; bring your order number"]) {
      const text = statusText({
        store,
        locale: "en",
        orderNumber: "1001",
        status: "Ready for pick-up",
        pickup: { location: "Clubhouse", address: "1 Field Rd.", when },
      });
      expect(text).toContain("Where: Clubhouse, 1 Field Rd.");
      expect(text).toContain("When: Weekdays 3–6 pm; bring your order number. ");
      expect(text).not.toMatch(/\.\./);
    }
  });
});
