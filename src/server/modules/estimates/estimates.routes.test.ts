import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "~server/testing/test-db";
import { API_BODY_LIMIT_BYTES } from "~server/http/body-limits";
import { REQUEST_BOUNDS } from "./estimates.schema";
import { providerUnavailable, TAX_UNAVAILABLE } from "~server/providers/providers";
import {
  ADDRESS,
  buildClientOrder,
  call,
  createCheckoutTestbed,
  TEE,
  type Testbed,
} from "~server/testing/checkout-testbed";

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
    // A state that does not exist is not taxed (issue 49).
    const nowhere = await call(bed.app, "PUT", "/api/promo/tax-estimate", {
      lines,
      shippingAddress: { ...ADDRESS, state: "ZZ" },
      shippingAmount: 1,
    });
    expect(nowhere.status).toBe(400);
    expect(((await nowhere.json()) as { message: string }).message).toMatch(/^shippingAddress\.state: .*US state/);
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
    expect(await res.json()).toEqual({
      success: false,
      code: "provider.taxUnavailable",
      message: "Tax cannot be calculated right now. Please try again.",
    });
  });

  /**
   * A tax estimate at the schema's bounds that the store can also sell: `lineCount` lines of 20 size
   * entries holding the 500 tees one order may have (store maximum), spread over sizes in stock, and a
   * Name and a Number for every unit: 1000 personalization entries, the request's bound.
   */
  const largestRequest = (lineCount: number) => {
    const sizes = ["S", "M", "2XL", "3XL", "4XL"];
    const unitsPerLine = 500 / lineCount;
    const line = (n: number) => {
      const entries = Array.from({ length: REQUEST_BOUNDS.sizesPerLine }, (_, i) => ({
        size: sizes[i % sizes.length]!,
        quantity:
          Math.floor(unitsPerLine / REQUEST_BOUNDS.sizesPerLine) +
          (i < unitsPerLine % REQUEST_BOUNDS.sizesPerLine ? 1 : 0),
      }));
      const units = entries.flatMap((entry) => Array.from({ length: entry.quantity }, () => entry.size));
      return {
        productId: "demo-001",
        color: "Gold",
        sizes: entries,
        personalization: units.flatMap((size, u) =>
          ["Name", "Number"].map((name) => ({ name, value: `${"W".repeat(30)}${n}-${u}`.slice(0, 40), size })),
        ),
      };
    };
    return {
      lines: Array.from({ length: lineCount }, (_, n) => line(n)),
      shippingAddress: ADDRESS,
      shippingAmount: 5,
    };
  };

  it.each([
    ["many lines", REQUEST_BOUNDS.lines],
    ["many personalization entries per line", 2],
  ])(
    "answers the largest request it accepts (%s) in well under a second while other requests are served",
    async (_shape, lineCount) => {
      const body = largestRequest(lineCount);
      const started = performance.now();
      const big = call(bed.app, "PUT", "/api/promo/tax-estimate", body);
      // Another shopper's call, sent while the big one is being worked on.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const otherStarted = performance.now();
      const other = await call(bed.app, "PUT", "/api/promo/shipping-estimate", { lines, shippingAddress: ADDRESS });
      const otherMs = performance.now() - otherStarted;
      const res = await big;
      const bigMs = performance.now() - started;
      expect(other.status).toBe(200);
      expect(res.status).toBe(200);
      expect(JSON.stringify(body).length).toBeLessThan(API_BODY_LIMIT_BYTES);
      expect(bigMs).toBeLessThan(1000);
      expect(otherMs).toBeLessThan(1000);
    },
  );

  it("refuses a request past any bound with a 400 that names the bound", async () => {
    const over = largestRequest(2);
    const cases: [unknown, RegExp][] = [
      // 51 lines without personalization: 51 of the largest lines would pass the body size limit (413) first.
      [
        { ...over, lines: Array.from({ length: 51 }, () => ({ ...over.lines[0], personalization: [] })) },
        /^lines: at most 50 lines per request$/,
      ],
      [
        { ...over, lines: [{ ...over.lines[0], sizes: [...over.lines[0]!.sizes, { size: "S", quantity: 1 }] }] },
        /^lines\[0\]\.sizes: at most 20 sizes per line$/,
      ],
      [
        {
          ...over,
          lines: [
            {
              ...over.lines[0],
              personalization: [...over.lines[0]!.personalization, ...over.lines[0]!.personalization.slice(0, 1)],
            },
          ],
        },
        /^lines\[0\]\.personalization: at most 500 personalization entries per line$/,
      ],
      [
        { ...over, lines: [...over.lines, { ...over.lines[0], personalization: [{ name: "Name", value: "A" }] }] },
        /^lines: at most 1000 personalization entries in all lines together \(got 1001\)$/,
      ],
      [
        { ...over, shippingAddress: { ...ADDRESS, city: "C".repeat(101) } },
        /^shippingAddress\.city: must be at most 100 characters long$/,
      ],
      [
        { ...over, lines: [{ ...over.lines[0], personalization: [{ name: "Name", value: "V".repeat(61) }] }] },
        /^lines\[0\]\.personalization\[0\]\.value: must be at most 60 characters long$/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await call(bed.app, "PUT", "/api/promo/tax-estimate", body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    }
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
