import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~server/db/connect";
import { fromCents, type Cents } from "~core/money";
import { unitPrice } from "~core/pricing/product-pricing";
import { demoProducts, demoStoreData, importDemoStores } from "~server/modules/catalog/demo-stores.fixture";
import { accessTokenFor, createTestApi, requestOn } from "~server/testing/api-app";
import { createTestDatabase, testDialects } from "~server/testing/test-db";

const TEE = "demo-001"; // Heavyweight Cotton Tee: tiers at 1 / 24 / 48 / 144, 2XL +2
const JACKET = "demo-068"; // Varsity Letterman Jacket: first tier priced 0, so at least 12
const inactive = demoProducts("demo").find((p) => !p.data.productOptions.activeProduct)!;
const store = demoStoreData("demo");
const tee = demoProducts("demo").find((p) => p.id === TEE)!.data;
/** The core's unit price (decimal) of the tee when the cart holds `quantity` tees in all. */
const teePrice = (color: string, size: string, quantity: number) =>
  fromCents(unitPrice(store, tee, { color, size, quantity }) ?? (Number.NaN as Cents));
/** An in-stock colour and size of a product without personalization. */
const PLAIN = demoProducts("demo")
  .find((p) => p.id === "demo-002")!
  .data.inventoryData.partInventoryArray.find((r) => (r.quantityAvailable?.quantity.value ?? 0) > 12)!;
const round = (amount: number) => Math.round(amount * 100) / 100;

describe.each(testDialects())("quote API on %s", (dialect) => {
  let database: Database;
  let app: ReturnType<typeof createTestApi>;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await importDemoStores(database.db);
    app = createTestApi(database);
  });
  afterAll(async () => {
    await database.close();
  });

  const quote = (body: unknown, host = "demo.localhost", headers: Record<string, string> = {}) =>
    requestOn(app, host, "/api/promo/store/quote", { method: "POST", body, headers });
  const line = (productId: string, color: string, sizes: [string, number][], personalization: unknown[] = []) => ({
    productId,
    color,
    sizes: sizes.map(([size, quantity]) => ({ size, quantity })),
    personalization,
  });

  it("prices one line from its quantity tier", async () => {
    const res = await quote({ lines: [line(TEE, "Gold", [["M", 12]])] });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.lines[0]).toMatchObject({
      productId: TEE,
      productName: "Heavyweight Cotton Tee",
      quantity: 12,
      sizes: [
        { size: "M", quantity: 12, unitPrice: teePrice("Gold", "M", 12), total: round(12 * teePrice("Gold", "M", 12)) },
      ],
      totalPrice: round(12 * teePrice("Gold", "M", 12)),
    });
    expect(data.subtotal).toBe(round(12 * teePrice("Gold", "M", 12)));
    expect(data.issues).toEqual([]);
  });

  it("picks the tier from the total quantity of the same product across lines and sizes", async () => {
    const { data } = await (
      await quote({
        lines: [
          line(TEE, "Gold", [["M", 12]]),
          line(TEE, "White", [
            ["L", 10],
            ["2XL", 2],
          ]),
        ],
      })
    ).json();
    // 24 tees in all reach the second tier, cheaper than 12 of them alone; 2XL carries its markup.
    expect(teePrice("Gold", "M", 24)).toBeLessThan(teePrice("Gold", "M", 12));
    expect(teePrice("White", "2XL", 24)).toBe(round(teePrice("White", "L", 24) + 2));
    expect(data.lines.map((l: { sizes: { unitPrice: number }[] }) => l.sizes.map((s) => s.unitPrice))).toEqual([
      [teePrice("Gold", "M", 24)],
      [teePrice("White", "L", 24), teePrice("White", "2XL", 24)],
    ]);
    expect(data.subtotal).toBe(
      round(12 * teePrice("Gold", "M", 24) + 10 * teePrice("White", "L", 24) + 2 * teePrice("White", "2XL", 24)),
    );
    expect(data.total).toBe(data.subtotal);
  });

  it("charges every filled-in personalization field at the store's price, ignoring blank ones", async () => {
    const personalization = [
      { name: "Name", value: "SMITH", size: "M" },
      { name: "Number", value: "12", size: "M" },
      { name: "Name", value: "   ", size: "L" },
      { name: "Name", value: "JONES", size: "L" },
    ];
    const { data } = await (
      await quote({
        lines: [
          line(
            TEE,
            "Gold",
            [
              ["M", 1],
              ["L", 1],
            ],
            personalization,
          ),
        ],
      })
    ).json();
    expect(data.lines[0].personalization.map((p: { value: string; price: number }) => [p.value, p.price])).toEqual([
      ["SMITH", 5],
      ["12", 3],
      ["JONES", 5],
    ]);
    expect(data.personalizationTotal).toBe(13);
    expect(data.total).toBe(round(teePrice("Gold", "M", 2) + teePrice("Gold", "L", 2) + 13));
  });

  it("reports a quantity below the first priced tier as an issue, with no price", async () => {
    const { data } = await (await quote({ lines: [line(JACKET, "Gold", [["M", 5]])] })).json();
    expect(data.lines[0].sizes[0].unitPrice).toBeNull();
    expect(data.issues).toEqual([
      {
        code: "below_first_price",
        lineIndex: 0,
        productId: JACKET,
        productName: "Varsity Letterman Jacket",
        minimumQuantity: 12,
        moreUnits: 7,
        message: "Error, Varsity Letterman Jacket is not added to cart. Quantity must be at least 12.",
      },
    ]);
  });

  it.each<[string, ReturnType<typeof line>, Record<string, unknown>]>([
    ["a colour the tee does not have", line(TEE, "Purple", [["M", 12]]), { code: "unknown_color", color: "Purple" }],
    ["size XS", line(TEE, "Gold", [["XS", 12]]), { code: "unknown_size", size: "XS" }],
    ["size 3 XL (the tee has 3XL)", line(TEE, "Gold", [["3 XL", 12]]), { code: "unknown_size", size: "3 XL" }],
    ["size L. (L is sold out)", line(TEE, "Gold", [["L.", 12]]), { code: "unknown_size", size: "L." }],
    ["the sold-out L", line(TEE, "Gold", [["L", 12]]), { code: "sold_out", size: "L", available: 0 }],
    [
      "a field the store does not list",
      line(TEE, "Gold", [["M", 12]], [{ name: "Nickname", value: "ACE", size: "M" }]),
      { code: "unknown_personalization_field", field: "Nickname" },
    ],
    [
      "a look-alike field name (Cyrillic а)",
      line(TEE, "Gold", [["M", 12]], [{ name: "N\u0430me", value: "ACE", size: "M" }]),
      { code: "unknown_personalization_field" },
    ],
    [
      "personalization on a product that has it turned off",
      line("demo-002", PLAIN.partColor!, [[PLAIN.labelSize!, 12]], [{ name: "Name", value: "ACE" }]),
      { code: "personalization_not_offered" },
    ],
  ])("flags %s with a code and prices nothing for it", async (_, request, issue) => {
    const { data } = await (await quote({ lines: [request] })).json();
    expect(data.issues, JSON.stringify(data.issues)).toHaveLength(1);
    expect(data.issues[0]).toMatchObject({ lineIndex: 0, ...issue });
    expect(data.personalizationTotal).toBe(0);
    // What does not exist is not priced at all; a sold-out size keeps its price but cannot be ordered.
    if (issue.code === "unknown_color" || issue.code === "unknown_size") expect(data.subtotal).toBe(0);
  });

  it("flags quantities outside the store's bounds and below the first price, with the way to fix them", async () => {
    const { data } = await (
      await quote({
        lines: [
          line(TEE, "Gold", [
            ["M", 220],
            ["S", 167],
            ["XL", 19],
            ["2XL", 167],
          ]),
          line(JACKET, "Gold", [["M", 5]]),
        ],
      })
    ).json();
    expect(data.issues.map((i: { code: string; lineIndex: number }) => [i.code, i.lineIndex])).toEqual([
      ["quantity_out_of_bounds", 0],
      ["below_first_price", 1],
    ]);
    expect(data.issues[0]).toMatchObject({ min: 1, max: 500, message: "*Please, select quantity between 1 and 500!" });
    // The same issues, worded in the shopper's language (the lang cookie), with the same codes.
    const body = { lines: [line(JACKET, "Gold", [["M", 5]])] };
    const ru = (await (await quote(body, "demo.localhost", { Cookie: "lang=ru" })).json()).data;
    expect(ru.issues[0]).toMatchObject({
      code: "below_first_price",
      message: expect.stringMatching(/^Ошибка: .+ 12\.$/),
    });
  });

  it("refuses an unknown, inactive or other store's product, naming the line", async () => {
    const privateId = demoProducts("private")[0]!.id;
    for (const id of ["x", inactive.id, privateId]) {
      const res = await quote({ lines: [line(TEE, "Gold", [["M", 1]]), line(id, "Gold", [["M", 1]])] });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        success: false,
        message: `lines[1].productId: unknown product "${id}"`,
      });
    }
  });

  it("answers 400 naming the field for a malformed body", async () => {
    const cases: [unknown, string][] = [
      [{}, "lines: required"],
      [{ lines: [] }, "lines: at least one line is required"],
      [{ lines: [line(TEE, "Gold", [["M", 0]])] }, "lines[0].sizes: at least one size needs a quantity of 1 or more"],
      [{ lines: [line(TEE, "Gold", [["M", 1.5]])] }, "lines[0].sizes[0].quantity"],
      [
        { lines: [line(TEE, "Gold", [["M", 1]], [{ name: "Name", value: "A", size: "XL" }])] },
        'lines[0].personalization[0].size: "XL" is not one of the line\'s sizes',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await quote(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).message).toContain(message);
    }
    const notJson = await quote("{lines:");
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).message).toMatch(/JSON/);
  });

  it("never answers a generated malformed body with a 5xx, and every 4xx explains itself", async () => {
    const size = fc.record(
      { size: fc.oneof(fc.string(), fc.constant("M")), quantity: fc.oneof(fc.integer(), fc.double(), fc.string()) },
      { requiredKeys: [] },
    );
    const anyLine = fc.record(
      {
        productId: fc.oneof(fc.constantFrom(TEE, JACKET, ""), fc.string(), fc.integer()),
        color: fc.oneof(fc.string(), fc.constant(null)),
        sizes: fc.oneof(fc.array(size, { maxLength: 4 }), fc.anything()),
        personalization: fc.oneof(
          fc.array(fc.record({ name: fc.string(), value: fc.string(), size: fc.string() }, { requiredKeys: [] }), {
            maxLength: 3,
          }),
          fc.anything(),
        ),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.record({ lines: fc.oneof(fc.array(anyLine, { maxLength: 3 }), fc.anything()) }),
      fc.anything(),
      fc.string(),
    );
    await fc.assert(
      fc.asyncProperty(body, async (generated) => {
        const res = await quote(typeof generated === "string" ? generated : (generated ?? null));
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect((await res.json()).message).toMatch(/lines|JSON|body|Malformed/);
      }),
      { numRuns: 150 },
    );
  });

  it("refuses a locked private store and prices with its token", async () => {
    const product = demoProducts("private")[0]!;
    const body = { lines: [line(product.id, product.data.productData.colors[0]!.colorName, [["M", 12]])] };
    const locked = await quote(body, "private.localhost");
    expect(locked.status).toBe(401);
    const token = await accessTokenFor(database, "private.localhost");
    const open = await quote(body, "private.localhost", { authorization: `Bearer ${token}` });
    expect(open.status).toBe(200);
  });
});
