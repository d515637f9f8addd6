import { describe, expect, it } from "vitest";
import { ACCESS_COOKIE, issueAccessToken, readAccessToken, verifyAccessToken } from "./access-token";

const secret = "s".repeat(64);
const now = 1_800_000_000;
const acme = { id: "acme", passwordHash: "scrypt$32768$8$1$c2FsdA==$aGFzaA==" };

describe("private-store access tokens", () => {
  it("opens the store it was issued for until it expires", () => {
    const token = issueAccessToken(secret, acme, now, 60);
    expect(verifyAccessToken(secret, acme, token, now)).toEqual({ id: expect.any(String), expiresAtSeconds: now + 60 });
    expect(verifyAccessToken(secret, acme, token, now + 59)).toBeDefined();
    expect(verifyAccessToken(secret, acme, token, now + 60)).toBeUndefined();
  });

  it("never opens another store", () => {
    expect(
      verifyAccessToken(secret, { ...acme, id: "demo" }, issueAccessToken(secret, acme, now, 60), now),
    ).toBeUndefined();
  });

  it("stops opening the store once its password changes", () => {
    const token = issueAccessToken(secret, acme, now, 3600);
    const changed = { ...acme, passwordHash: "scrypt$32768$8$1$bmV3$aGFzaA==" };
    expect(verifyAccessToken(secret, changed, token, now)).toBeUndefined();
  });

  it("gives every token its own id, so one can be ended without the others", () => {
    const first = verifyAccessToken(secret, acme, issueAccessToken(secret, acme, now, 60), now);
    const second = verifyAccessToken(secret, acme, issueAccessToken(secret, acme, now, 60), now);
    expect(first?.id).not.toBe(second?.id);
  });

  it("refuses a token signed with another secret, or altered, or malformed", () => {
    const token = issueAccessToken(secret, acme, now, 60);
    expect(verifyAccessToken("t".repeat(64), acme, token, now)).toBeUndefined();
    const [store, , version, id, sig] = token.split(".");
    expect(verifyAccessToken(secret, acme, `${store}.${now + 10 ** 9}.${version}.${id}.${sig}`, now)).toBeUndefined();
    for (const bad of [undefined, "", "a.b", "a.b.c.d", `${store}.soon.${version}.${id}.${sig}`]) {
      expect(verifyAccessToken(secret, acme, bad, now)).toBeUndefined();
    }
  });

  it("reads the token from a bearer header first, else from the cookie", () => {
    expect(readAccessToken("Bearer abc.1.x", `${ACCESS_COOKIE}=zzz`)).toBe("abc.1.x");
    expect(readAccessToken(undefined, `theme=dark; ${ACCESS_COOKIE}=abc.1.x=; other=1`)).toBe("abc.1.x=");
    expect(readAccessToken(undefined, undefined)).toBeUndefined();
  });
});
