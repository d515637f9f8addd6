import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "~server/testing/test-db";
import { providerUnavailable, TAX_UNAVAILABLE } from "~server/providers/providers";
import {
  ADDRESS,
  buildClientOrder,
  call,
  createCheckoutTestbed,
  TEE,
  type Testbed,
} from "~server/modules/orders/checkout-test-kit";

type Options = {
  data: {
    shippingEstimate: { shippingCompany: string; shippingMethod: string; shippingAmount: number; success: boolean }[];
  };
};

describe.each(testDialects())("estimates API on %s", (dialect) => {
  let bed: Testbed;
  let lines: unknown[];
  beforeEach(async () => {
    bed = await createCheckoutTestbed(dialect, { stores: ["demo", "private"] });
    lines = (await buildClientOrder(bed, [{ ...TEE, quantity: 10 }], { tokenId: null })).lines;
  });
  afterEach(async () => {
    await bed.close();
  });

  it("offers the store's pick-up options and carrier rates from the server's weights", async () => {
    const res = await call(bed.app, "PUT", "/api/promo/shipping-estimate", { lines, shippingAddress: ADDRESS });
    expect(res.status).toBe(200);
    const { shippingEstimate } = ((await res.json()) as Options).data;
    expect(shippingEstimate.map((o) => o.shippingCompany)).toEqual(["Pick Up", "Group Pick Up", "ups", "ups", "usps"]);
    // 10 tees of 0.4 lb: UPS Ground 8.95 + 0.65 × 4.
    expect(shippingEstimate.find((o) => o.shippingMethod === "UPS Ground")?.shippingAmount).toBe(11.55);
    expect(shippingEstimate.every((o) => o.success)).toBe(true);
  });

  it("taxes at the destination state's rate (IL 6.25%)", async () => {
    const res = await call(bed.app, "PUT", "/api/promo/tax-estimate", {
      lines,
      shippingAddress: ADDRESS,
      shippingAmount: 11.55,
    });
    const body = (await res.json()) as { data: { taxAmount: number; taxJarAPIResponse: { rate: number } } };
    const order = await buildClientOrder(bed, [{ ...TEE, quantity: 10 }], { tokenId: null });
    expect(body.data.taxAmount).toBe(order.totalTax);
    expect(body.data.taxJarAPIResponse.rate).toBe(0.0625);
  });

  it("refuses client prices that differ (409), bad input (400 naming the field) and a locked private store (401)", async () => {
    const tampered = (lines as { price: number }[]).map((l) => ({ ...l, price: 0.01 }));
    const conflict = await call(bed.app, "PUT", "/api/promo/shipping-estimate", {
      lines: tampered,
      shippingAddress: ADDRESS,
    });
    expect(conflict.status).toBe(409);
    const bad = await call(bed.app, "PUT", "/api/promo/tax-estimate", {
      lines,
      shippingAddress: { ...ADDRESS, zip: "1" },
      shippingAmount: 1,
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^shippingAddress\.zip:/);
    const locked = await call(
      bed.app,
      "PUT",
      "/api/promo/shipping-estimate",
      { lines, shippingAddress: ADDRESS },
      {},
      "private.localhost",
    );
    expect(locked.status).toBe(401);
    const unknown = await call(bed.app, "PUT", "/api/promo/shipping-estimate", {
      lines: [{ productId: "nope", color: "Red", sizes: [{ size: "M", quantity: 1 }] }],
      shippingAddress: ADDRESS,
    });
    expect(unknown.status).toBe(422);
  });

  it("answers 503 with a clear message when the tax provider fails, never a zero", async () => {
    bed.providers.tax = {
      name: "broken",
      estimate: async () => {
        throw providerUnavailable(TAX_UNAVAILABLE);
      },
    };
    const res = await call(bed.app, "PUT", "/api/promo/tax-estimate", {
      lines,
      shippingAddress: ADDRESS,
      shippingAmount: 5,
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ success: false, message: TAX_UNAVAILABLE });
  });

  it("answers malformed bodies with a 4xx, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), fc.constantFrom("shipping-estimate", "tax-estimate"), async (body, path) => {
        const res = await call(bed.app, "PUT", `/api/promo/${path}`, {
          lines: body,
          shippingAddress: body,
          shippingAmount: body,
        });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });
});
