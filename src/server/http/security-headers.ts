// Security headers on every response (ARCHITECTURE §6). Scripts need the per-request nonce that
// SSR puts on React Router's inline scripts; styles allow inline attributes (they cannot run code).
import { randomFillSync } from "node:crypto";
import type { Context } from "hono";
import { secureHeaders } from "hono/secure-headers";

const NONCE_BYTES = 16;
/** Random bytes for the next 256 nonces, drawn from the CSPRNG at once and each used for one nonce only. */
const noncePool = Buffer.allocUnsafe(NONCE_BYTES * 256);
let nextNonce = noncePool.length;

/**
 * A fresh nonce: 16 bytes from the CSPRNG, base64 (as hono's NONCE). They are drawn 256 at a time, as
 * Node's randomUUID does, since a call into the CSPRNG per request was about 1 % of a page's CPU time.
 */
export function newNonce(): string {
  if (nextNonce === noncePool.length) {
    randomFillSync(noncePool);
    nextNonce = 0;
  }
  const nonce = noncePool.toString("base64", nextNonce, nextNonce + NONCE_BYTES);
  nextNonce += NONCE_BYTES;
  return nonce;
}

/** The request's nonce as CSP names it, made on first use and kept where hono's NONCE keeps it. */
function requestNonce(c: Context): string {
  let nonce = c.get("secureHeadersNonce");
  if (nonce === undefined) {
    nonce = newNonce();
    c.set("secureHeadersNonce", nonce);
  }
  return `'nonce-${nonce}'`;
}

export function securityHeaders(options: { development: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: options.development
      ? undefined
      : {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", requestNonce],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:"],
          fontSrc: ["'self'", "data:"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
  });
}
