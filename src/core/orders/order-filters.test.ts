import { describe, expect, it } from "vitest";
import { checkOrderFilters, isCalendarDate, type OrderFilters } from "./order-filters";

const none: OrderFilters = { storeId: "", status: "", from: "", to: "", q: "" };
const stores = ["alpha", "beta"];

describe("checkOrderFilters", () => {
  it("keeps filters that can be used, and empty ones are no problem", () => {
    const filters = { storeId: "alpha", status: "In production", from: "2026-11-01", to: "2026-11-30", q: "x" };
    expect(checkOrderFilters(filters, stores)).toEqual({ filters, problems: {} });
    expect(checkOrderFilters(none, [])).toEqual({ filters: none, problems: {} });
  });

  it("leaves out each malformed filter and names its problem", () => {
    const checked = checkOrderFilters(
      { storeId: "gamma", status: "Lost", from: "26/11/2026", to: "2026-02-30", q: "tee" },
      stores,
    );
    expect(checked.problems).toEqual({
      storeId: "unknownStore",
      status: "unknownStatus",
      from: "badDate",
      to: "badDate",
    });
    expect(checked.filters).toEqual({ ...none, q: "tee" });
  });

  it("leaves out a 'to' before 'from', keeping 'from'", () => {
    expect(checkOrderFilters({ ...none, from: "2026-11-20", to: "2026-11-10" }, stores)).toEqual({
      filters: { ...none, from: "2026-11-20" },
      problems: { to: "dateOrder" },
    });
    expect(checkOrderFilters({ ...none, from: "2026-11-20", to: "2026-11-20" }, stores).problems).toEqual({});
  });
});

describe("isCalendarDate", () => {
  it("accepts real days written YYYY-MM-DD only", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("2026-1-01")).toBe(false);
    expect(isCalendarDate("tomorrow")).toBe(false);
  });
});
