import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";

describe("store passwords", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("team-spirit");
    expect(hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword("team-spirit", hash)).toBe(true);
    expect(await verifyPassword("Team-spirit", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts every hash, so equal passwords give different hashes", async () => {
    const [one, two] = await Promise.all([hashPassword("same"), hashPassword("same")]);
    expect(one).not.toBe(two);
    expect(await verifyPassword("same", two)).toBe(true);
  });

  it("never matches a malformed hash", async () => {
    for (const hash of [
      "",
      "plain",
      "scrypt$x$8$1$c2FsdA==$aGFzaA==",
      "bcrypt$1$1$1$a$b",
      "scrypt$16384$8$1$c2FsdA==$c2hvcnQ=",
    ]) {
      expect(await verifyPassword("plain", hash)).toBe(false);
    }
  });
});
