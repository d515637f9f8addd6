// Security headers on every response (ARCHITECTURE §6). Scripts need the per-request nonce that
// SSR puts on React Router's inline scripts; styles allow inline attributes (they cannot run code).
import { NONCE, secureHeaders } from "hono/secure-headers";

export function securityHeaders(options: { development: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: options.development
      ? undefined
      : {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", NONCE],
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
