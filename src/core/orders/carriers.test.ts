import { describe, expect, it } from "vitest";
import { carrierName } from "./carriers";

describe("carrierName", () => {
  it("names ShipStation's carrier codes as shoppers know them, in any case, and leaves others as they are", () => {
    expect(carrierName("ups")).toBe("UPS");
    expect(carrierName("stamps_com")).toBe("USPS");
    expect(carrierName(" FedEx ")).toBe("FedEx");
    expect(carrierName("Lakeside Courier")).toBe("Lakeside Courier");
  });
});
