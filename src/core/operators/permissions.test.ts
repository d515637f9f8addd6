import { describe, expect, it } from "vitest";
import { CONSOLE_ACTIONS, can, storeScope, type Actor } from "./permissions";

const owner: Actor = { id: "o", email: "o@x", role: "owner", storeIds: [] };
const staff: Actor = { id: "s", email: "s@x", role: "staff", storeIds: [] };
const organiser: Actor = { id: "g", email: "g@x", role: "organiser", storeIds: ["popup"] };

describe("can", () => {
  it("lets nobody without a session do anything", () => {
    for (const action of CONSOLE_ACTIONS) expect(can(null, action)).toBe(false);
  });

  it("lets an owner do everything, on every store", () => {
    for (const action of CONSOLE_ACTIONS) expect(can(owner, action, "any")).toBe(true);
  });

  it("keeps staff out of accounts and the audit log only", () => {
    const refused = CONSOLE_ACTIONS.filter((action) => !can(staff, action, "demo"));
    expect(refused).toEqual(["accounts.manage", "audit.read"]);
  });

  it("lets an organiser read only their stores' orders, fundraising and audit entries", () => {
    const allowed = CONSOLE_ACTIONS.filter((action) => can(organiser, action, "popup"));
    expect(allowed).toEqual(["stores.read", "orders.read", "fundraising.read", "audit.read", "self.manage"]);
    for (const action of CONSOLE_ACTIONS) expect(can(organiser, action, "demo")).toBe(false);
    expect(can(organiser, "orders.write", "popup")).toBe(false);
  });

  it("lets owners and staff manage gift codes; an organiser neither reads nor changes them, even of their store", () => {
    for (const action of ["gift-codes.read", "gift-codes.write"] as const) {
      expect(can(owner, action, "popup")).toBe(true);
      expect(can(staff, action, "popup")).toBe(true);
      expect(can(staff, action)).toBe(true);
      expect(can(organiser, action, "popup")).toBe(false);
      expect(can(organiser, action)).toBe(false);
    }
  });

  it("narrows lists for organisers only", () => {
    expect(storeScope(owner)).toBe("all");
    expect(storeScope(staff)).toBe("all");
    expect(storeScope(organiser)).toEqual(["popup"]);
  });
});
