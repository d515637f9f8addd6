// The admin API's product PUT and the stock history (decision 0114): each count it changes is a row
// naming the API key, like the console editor's save and an import (decision 0107), and PUTs racing
// each other are serialised by the stock lock, so the history adds up to the count (PostgreSQL too).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { inventoryFor } from "~core/catalog/badges";
import type { Database } from "~server/db/connect";
import { adminApiActor } from "~server/http/admin-auth";
import { findProductById } from "~server/modules/products/products.repository";
import { createTestApi, TEST_ADMIN_KEY as KEY } from "~server/testing/api-app";
import { productDataInput, storeDataInput } from "~server/testing/fixtures/store-fixtures";
import { createTestDatabase, testDialects } from "~server/testing/test-db";

/** A Navy tee in M and L with the given counts (a size left out is not counted). */
function tee(counts: { M?: number; L?: number }) {
  const data = productDataInput({ name: "Crew Tee", colors: ["Navy"] });
  return {
    data: {
      ...data,
      productData: {
        ...data.productData,
        sizes: ["M", "L"],
        productPartArray: (["M", "L"] as const).map((size) => ({
          partId: `P-${size}`,
          colorArray: [{ colorName: "Navy" }],
          apparelSize: { labelSize: size },
        })),
      },
      inventoryData: {
        partInventoryArray: Object.entries(counts).map(([size, inventory]) => ({ partId: `P-${size}`, inventory })),
      },
    },
  };
}

describe.each(testDialects({ postgres: "concurrency" }))("admin API product PUT and stock history on %s", (dialect) => {
  let database: Database;
  let app: ReturnType<typeof createTestApi>;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    app = createTestApi(database, { env: { ADMIN_API_KEY: KEY } });
    await put("/stores/demo", { domains: ["demo.localhost"], data: storeDataInput("Demo") });
  });
  afterEach(async () => {
    await database.close();
  });

  const put = (path: string, body: unknown) =>
    app.request(`/api/admin${path}`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${KEY}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const history = () =>
    database.db
      .selectFrom("stock_movements")
      .select(["product_id", "color", "size", "delta", "quantity_after", "reason", "actor_id", "actor_email"])
      .orderBy("at")
      .orderBy("size")
      .execute();
  const byTheKey = { reason: "adjustment", actor_id: null, actor_email: adminApiActor(KEY).email };
  const navy = (size: string) => ({ product_id: "tee", color: "Navy", size });

  it("records each count a PUT changes, per colour × size, as the admin API key's", async () => {
    expect((await put("/stores/demo/products/tee", tee({ M: 6, L: 4 }))).status).toBe(201);
    expect(await history()).toEqual([
      { ...navy("L"), delta: 4, quantity_after: 4, ...byTheKey },
      { ...navy("M"), delta: 6, quantity_after: 6, ...byTheKey },
    ]);

    // M down by 2 (6 → 4), L no longer counted (4 → 0); a PUT that changes no count adds nothing.
    expect((await put("/stores/demo/products/tee", tee({ M: 4 }))).status).toBe(200);
    expect((await put("/stores/demo/products/tee", tee({ M: 4 }))).status).toBe(200);
    const rows = await history();
    expect(rows).toHaveLength(4);
    expect(rows.slice(2)).toEqual(
      expect.arrayContaining([
        { ...navy("M"), delta: -2, quantity_after: 4, ...byTheKey },
        { ...navy("L"), delta: -4, quantity_after: 0, ...byTheKey },
      ]),
    );

    // A refused PUT (its store is unknown) writes no history.
    expect((await put("/stores/nope/products/tee", tee({ M: 9 }))).status).toBe(404);
    expect(await history()).toHaveLength(4);
  });

  it("keeps the history adding up to the count when PUTs race", async () => {
    await put("/stores/demo/products/tee", tee({ M: 6 }));
    const counts = [1, 9, 3, 12, 5, 8];
    const answers = await Promise.all(counts.map((M) => put("/stores/demo/products/tee", tee({ M }))));
    expect(answers.map((answer) => answer.status)).toEqual(counts.map(() => 200));
    const stored = inventoryFor((await findProductById(database.db, "demo", "tee"))!.data, {
      color: "Navy",
      size: "M",
    });
    const rows = (await history()).filter((row) => row.size === "M");
    // Each PUT's change is from the count the one before it left: the changes sum to the count stored.
    expect(rows.reduce((sum, row) => sum + row.delta, 0)).toBe(stored);
    expect(counts).toContain(stored);
  });
});
