// Store passwords (private stores, ARCHITECTURE §6): scrypt with a random salt, parameters stored in
// the hash so they can be raised later without invalidating existing hashes.
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

const N = 32768;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function deriveKey(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128 * N * r bytes, which the default (32 MiB) does not at N = 32768.
    scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: 256 * n * r }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * Returns `scrypt$N$r$p$salt$hash` with salt and hash in base64. `cost` (scrypt's N, a power of two) is
 * lowered only by tests, so a suite that checks many passwords does not wait on the machine's speed.
 */
export async function hashPassword(plain: string, cost: number = N): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveKey(plain, salt, cost, R, P);
  return ["scrypt", cost, R, P, salt.toString("base64"), key.toString("base64")].join("$");
}

/** True when plain matches the hash; a malformed hash never matches. Compared in constant time. */
export async function verifyPassword(plain: string, hash: string): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = hash.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !expected) return false;
  const params = [Number(n), Number(r), Number(p)] as const;
  if (!params.every((v) => Number.isInteger(v) && v > 0)) return false;
  const expectedKey = Buffer.from(expected, "base64");
  if (expectedKey.length !== KEY_LENGTH) return false;
  const key = await deriveKey(plain, Buffer.from(salt, "base64"), ...params);
  return timingSafeEqual(key, expectedKey);
}
