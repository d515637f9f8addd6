import { describe, expect, it } from "vitest";
import { choicesForDelivery, defaultShippingChoice, isPickUpCarrier, usableShippingOptions } from "./shipping-options";

const option = (shippingCompany: string, shippingAmount: number, success = true, shippingMethod = "Ground") => ({
  shippingCompany,
  shippingMethod,
  shippingAmount,
  success,
});

const estimate = [
  option("UPS", 12.345),
  option("FedEx", 9.999),
  option("USPS", 3, false),
  option("Pick Up", 0, true, "Main office"),
  option("Group Pick Up", 2.5, true, "Gym"),
  option("DHL", Number.NaN),
  option("Broken", -1),
];

describe("shipping options", () => {
  it("keeps only successful options, rounded to cents, sorted by ascending amount", () => {
    expect(usableShippingOptions(estimate).map((o) => [o.carrier, o.amount])).toEqual([
      ["Pick Up", 0],
      ["Group Pick Up", 250],
      ["FedEx", 1000],
      ["UPS", 1235],
    ]);
  });

  it.each([
    ["Pick Up", true],
    ["Group Pick Up", true],
    ["Store Pick-up", true],
    ["pickup", true],
    [" PICKUP ", true],
    ["UPS", false],
    ["Pick Up Truck Co", false],
  ])("recognises %s as pick-up: %s", (carrier, pickUp) => {
    expect(isPickUpCarrier(carrier)).toBe(pickUp);
  });

  it("defaults to the cheapest option of the matching kind", () => {
    expect(defaultShippingChoice(estimate, "toAddress")).toEqual({
      carrier: "FedEx",
      service: "Ground",
      amount: 1000,
      description: undefined,
      isPickUp: false,
    });
    expect(defaultShippingChoice(estimate, "pickup")?.carrier).toBe("Pick Up");
    expect(defaultShippingChoice([option("UPS", 5)], "pickup")).toBeUndefined();
    expect(choicesForDelivery(usableShippingOptions(estimate), "pickup")).toHaveLength(2);
  });
});
