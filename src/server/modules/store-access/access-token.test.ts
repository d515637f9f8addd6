import { describe, expect, it } from "vitest";
import { ACCESS_COOKIE, issueAccessToken, readAccessToken, verifyAccessToken } from "./access-token";

const secret = "s".repeat(64);
const now = 1_800_000_000;

describe("private-store access tokens", () => {
  it("opens the store it was issued for until it expires", () => {
    const token = issueAccessToken(secret, "acme", now, 60);
    expect(verifyAccessToken(secret, "acme", token, now)).toBe(true);
    expect(verifyAccessToken(secret, "acme", token, now + 59)).toBe(true);
    expect(verifyAccessToken(secret, "acme", token, now + 60)).toBe(false);
  });

  it("never opens another store", () => {
    expect(verifyAccessToken(secret, "demo", issueAccessToken(secret, "acme", now), now)).toBe(false);
  });

  it("refuses a token signed with another secret, or altered, or malformed", () => {
    const token = issueAccessToken(secret, "acme", now);
    expect(verifyAccessToken("t".repeat(64), "acme", token, now)).toBe(false);
    const [store, , sig] = token.split(".");
    expect(verifyAccessToken(secret, "acme", `${store}.${now + 10 ** 9}.${sig}`, now)).toBe(false);
    for (const bad of [undefined, "", "a.b", "a.b.c.d", `${store}.soon.${sig}`]) {
      expect(verifyAccessToken(secret, "acme", bad, now)).toBe(false);
    }
  });

  it("reads the token from a bearer header first, else from the cookie", () => {
    expect(readAccessToken("Bearer abc.1.x", `${ACCESS_COOKIE}=zzz`)).toBe("abc.1.x");
    expect(readAccessToken(undefined, `theme=dark; ${ACCESS_COOKIE}=abc.1.x=; other=1`)).toBe("abc.1.x=");
    expect(readAccessToken(undefined, undefined)).toBeUndefined();
  });
});
