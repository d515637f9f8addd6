// Receipt tokens: whoever placed an order can read it back (the success page after a reload) and no
// one else can. HMAC-SHA256 with the session secret over the store id and the order number.
import { createHmac, timingSafeEqual } from "node:crypto";

function sign(secret: string, storeId: string, orderNumber: string): Buffer {
  return createHmac("sha256", secret).update(`order-receipt:${storeId}:${orderNumber}`).digest();
}

export function issueReceiptToken(secret: string, storeId: string, orderNumber: string): string {
  return sign(secret, storeId, orderNumber).toString("base64url");
}

export function verifyReceiptToken(secret: string, storeId: string, orderNumber: string, token: string): boolean {
  const given = Buffer.from(token, "base64url");
  const expected = sign(secret, storeId, orderNumber);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
