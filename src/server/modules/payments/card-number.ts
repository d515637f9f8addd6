// Card numbers: the Luhn check the test gateway applies, and the scan that keeps card numbers out of
// our store API (ARCHITECTURE §6: card data goes from the browser to the payment provider only).

/** Whether a string of 12–19 digits passes the Luhn checksum. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

// Runs of digits that may be grouped by single spaces or dashes ("4242 4242 4242 4242"), standing on
// their own: a run inside a longer token of letters and digits, or joined to one by a dash (an order
// key such as "31415926-5358-9793-2384-62643383279b"), is part of an identifier, not a card number.
// Without this, a random gift-code order key could be refused as a card number now and then.
const DIGIT_RUN = /(?<![0-9A-Za-z-])\d(?:[ -]?\d)*(?![0-9A-Za-z]|-[0-9A-Za-z])/g;

function textHoldsCardNumber(text: string): boolean {
  for (const match of text.matchAll(DIGIT_RUN)) {
    const digits = match[0].replace(/[ -]/g, "");
    if (digits.length >= 13 && digits.length <= 19 && luhnValid(digits)) return true;
  }
  return false;
}

/** Whether anything in a JSON value (keys, strings or whole numbers, at any depth) is shaped like a card number. */
export function containsCardNumber(value: unknown, depth = 0): boolean {
  // JSON.parse output cannot be cyclic; the depth bound only stops pathological nesting.
  if (depth > 64) return false;
  if (typeof value === "string") return textHoldsCardNumber(value);
  if (typeof value === "number") return Number.isInteger(value) && textHoldsCardNumber(value.toFixed(0));
  if (Array.isArray(value)) return value.some((item) => containsCardNumber(item, depth + 1));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).some(([key, item]) => textHoldsCardNumber(key) || containsCardNumber(item, depth + 1));
  }
  return false;
}

/** Visa, Mastercard, American Express, Discover or "Card", from the leading digits. */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return "Visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "Mastercard";
  if (/^3[47]/.test(digits)) return "American Express";
  if (/^6(011|5)/.test(digits)) return "Discover";
  return "Card";
}
