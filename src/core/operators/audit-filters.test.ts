import { describe, expect, it } from "vitest";
import {
  AUDIT_KIND_NAMES,
  auditKindMatch,
  auditKindOf,
  checkAuditFilters,
  EMPTY_AUDIT_FILTERS,
  nextDay,
  zonedDayStart,
} from "./audit-filters";

describe("audit kinds", () => {
  it("puts each action under one kind, its own name first, else its prefix", () => {
    expect(auditKindOf("account.sign-in")).toBe("sign-in");
    expect(auditKindOf("account.sign-in-failed")).toBe("sign-in-failed");
    expect(auditKindOf("store.branding")).toBe("store-settings");
    expect(auditKindOf("store.update")).toBe("store-settings");
    expect(auditKindOf("store.create")).toBe("store-create");
    expect(auditKindOf("product.archive")).toBe("product");
    expect(auditKindOf("order.refund")).toBe("order-refund");
    expect(auditKindOf("order.shipstation-label")).toBe("order-shipping");
    expect(auditKindOf("gift-code.top-up")).toBe("gift-code");
    expect(auditKindOf("something.else")).toBeUndefined();
  });

  it("leaves another kind's named actions out of a prefix match", () => {
    expect(auditKindMatch("store-settings").not).toEqual(["store.create", "store.delete"]);
    expect(auditKindMatch("sign-in")).toEqual({ actions: ["account.sign-in"], prefixes: [], not: [] });
    expect(AUDIT_KIND_NAMES).toContain("gift-code");
  });
});

describe("checkAuditFilters", () => {
  it("keeps usable filters and leaves out, naming, those that cannot be used", () => {
    const { filters, problems } = checkAuditFilters(
      { storeId: "alpha", person: " a@b.c ", kind: "nope", from: "2026-02-30", to: "2026-03-01" },
      ["alpha"],
    );
    expect(filters).toEqual({ storeId: "alpha", person: "a@b.c", kind: "", from: "", to: "2026-03-01" });
    expect(problems).toEqual({ kind: "unknownKind", from: "badDate" });
  });

  it("refuses a store the actor cannot read, a to before from, and a person too long to be one", () => {
    const { filters, problems } = checkAuditFilters(
      { storeId: "beta", person: "x".repeat(255), kind: "sign-in", from: "2026-03-02", to: "2026-03-01" },
      ["alpha"],
    );
    expect(filters).toEqual({ storeId: "", person: "", kind: "sign-in", from: "2026-03-02", to: "" });
    expect(problems).toEqual({ storeId: "unknownStore", person: "tooLong", to: "dateOrder" });
  });

  it("has no problem with no filters", () => {
    expect(checkAuditFilters(EMPTY_AUDIT_FILTERS, [])).toEqual({ filters: EMPTY_AUDIT_FILTERS, problems: {} });
  });
});

describe("days in a time zone", () => {
  it("starts a day at its midnight in the zone, across daylight saving changes", () => {
    expect(zonedDayStart("2026-03-01", "UTC")).toBe("2026-03-01T00:00:00.000Z");
    expect(zonedDayStart("2026-03-01", "America/Chicago")).toBe("2026-03-01T06:00:00.000Z");
    expect(zonedDayStart("2026-07-01", "America/Chicago")).toBe("2026-07-01T05:00:00.000Z");
    expect(zonedDayStart("2026-03-08", "America/Chicago")).toBe("2026-03-08T06:00:00.000Z");
    expect(zonedDayStart("2026-03-09", "America/Chicago")).toBe("2026-03-09T05:00:00.000Z");
    expect(zonedDayStart("2026-06-01", "Asia/Tokyo")).toBe("2026-05-31T15:00:00.000Z");
  });

  it("steps to the next calendar day over months and years", () => {
    expect(nextDay("2026-02-28")).toBe("2026-03-01");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
  });
});
