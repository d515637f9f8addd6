import { describe, expect, it } from "vitest";
import { cents } from "../money";
import { fundraisingCsv, fundraisingReport, MAX_FILLED_DAYS, type FundraisingOrder } from "./fundraising-report";

/** An order: lines of [productId, quantity, per-item cents, percentage cents], plus a per-order amount. */
function order(
  orderNumber: string,
  createdAt: string,
  lines: [string, number, number, number][],
  perOrder = 0,
  status = "Processing",
): FundraisingOrder {
  const fromLines = lines.reduce((sum, [, , item, pct]) => sum + item + pct, 0);
  return {
    orderNumber,
    status,
    createdAt,
    orderFundraiser: cents(fromLines + perOrder),
    lines: lines.map(([productId, quantity, item, pct]) => ({
      productId,
      productName: productId === "tee" ? "Team Tee" : "Hoodie",
      quantity,
      fundraiser: { itemTotal: cents(item), percentageAmount: cents(pct) },
    })),
  };
}

describe("fundraisingReport", () => {
  const orders = [
    // $2 per item × 3 tees, 10% of a $40 hoodie, $5 per order.
    order(
      "A-1",
      "2026-11-20T10:00:00.000Z",
      [
        ["tee", 3, 600, 0],
        ["hoodie", 1, 0, 400],
      ],
      500,
    ),
    order("A-2", "2026-11-22T23:59:59.000Z", [["tee", 1, 200, 0]], 500, "Shipped"),
    order("A-3", "2026-11-22T08:00:00.000Z", [["hoodie", 2, 0, 800]], 500, "Cancelled"),
  ];

  it("splits what was raised into per item, percentage and per order; cancelled orders do not count", () => {
    const report = fundraisingReport(orders);
    expect(report.totals).toEqual({
      cents: 1500 + 700,
      perItemCents: 800,
      percentageCents: 400,
      perOrderCents: 1000,
      orders: 2,
      units: 5,
    });
    expect(report.cancelledOrders).toBe(1);
    expect(report.orders.map((row) => [row.orderNumber, row.perOrderCents, row.cents])).toEqual([
      ["A-1", 500, 1500],
      ["A-2", 500, 700],
    ]);
  });

  it("sums by product (most first) and by UTC day, every day of the span shown", () => {
    const report = fundraisingReport(orders);
    expect(report.byProduct).toEqual([
      { productId: "tee", productName: "Team Tee", units: 4, perItemCents: 800, percentageCents: 0, cents: 800 },
      { productId: "hoodie", productName: "Hoodie", units: 1, perItemCents: 0, percentageCents: 400, cents: 400 },
    ]);
    expect(report.byDay).toEqual([
      { day: "2026-11-20", orders: 1, cents: 1500 },
      { day: "2026-11-21", orders: 0, cents: 0 },
      { day: "2026-11-22", orders: 1, cents: 700 },
    ]);
    // The range decides the empty days shown at either end.
    const ranged = fundraisingReport(orders, { from: "2026-11-19", to: "2026-11-23" });
    expect(ranged.byDay.map((row) => row.day)).toEqual([
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
    ]);
  });

  it("lists only the days with orders over a range longer than a year", () => {
    const report = fundraisingReport(orders, { from: "2020-01-01", to: "2026-12-31" });
    expect(MAX_FILLED_DAYS).toBe(366);
    expect(report.byDay.map((row) => row.day)).toEqual(["2026-11-20", "2026-11-22"]);
  });

  it("is empty without orders, and never counts a negative per-order part", () => {
    const empty = fundraisingReport([]);
    expect(empty.totals.cents).toBe(0);
    expect(empty.byDay).toEqual([]);
    const odd = { ...order("B-1", "2026-11-20T10:00:00.000Z", [["tee", 1, 200, 0]]), orderFundraiser: cents(100) };
    expect(fundraisingReport([odd]).totals.perOrderCents).toBe(0);
  });

  it("writes each view as CSV in currency units", () => {
    const report = fundraisingReport(orders);
    expect(fundraisingCsv(report, "days")).toBe(
      '"Day (UTC)","Orders","Raised"\r\n"2026-11-20","1","15"\r\n"2026-11-21","0","0"\r\n"2026-11-22","1","7"\r\n',
    );
    expect(fundraisingCsv(report, "products").split("\r\n")[1]).toBe('"tee","Team Tee","4","8","0","8"');
    expect(fundraisingCsv(report, "orders").split("\r\n")[1]).toBe(
      '"A-1","2026-11-20T10:00:00.000Z","Processing","6","4","5","15"',
    );
  });
});
