// Money crosses the edge of core here and only here: documents and the public API hold decimal
// currency units, core computes in integer cents so sums never drift (docs/decisions/0004, 0006).
// `Cents` is a branded number (docs/decisions/0033): a decimal amount or a bare number where cents
// are expected is a type error, so the two can never be mixed up silently. It is still a number at
// run time (JSON, SQL and comparisons work unchanged); only these functions make one.

declare const centsBrand: unique symbol;

/** A whole number of cents (minor currency units). Made by `cents`, `toCents` or the helpers below. */
export type Cents = number & { readonly [centsBrand]: "Cents" };

/** Zero cents. */
export const ZERO_CENTS = 0 as Cents;

/** A whole number of cents, e.g. read from a `*_cents` column or a stored cart; refuses anything else. */
export function cents(amount: number): Cents {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not a whole number of cents: ${amount}`);
  return amount as Cents;
}

/** Decimal currency units → integer cents, rounding half away from zero (1.005 → 101, −0.125 → −13). */
export function toCents(amount: number): Cents {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a money amount: ${amount}`);
  const scaled = Math.abs(amount) * 100;
  const nearest = Math.round(scaled);
  // A whole number of cents (give or take binary noise) needs no more; otherwise toPrecision(15)
  // removes noise such as 1.005 * 100 = 100.49999999999999 before rounding. The shortcut answers the
  // same (15 significant digits keep 6 decimals below 10^9 cents) without making a string.
  const whole =
    scaled < 1e9 && Math.abs(scaled - nearest) < 1e-7 ? nearest : Math.round(Number(scaled.toPrecision(15)));
  return (amount < 0 ? -whole : whole) as Cents;
}

/** Integer cents → decimal currency units, for the API edge and display. */
export function fromCents(amount: Cents): number {
  return amount / 100;
}

/** A share of an amount in cents (e.g. a fundraiser percentage), rounded half away from zero. */
export function percentOf(amount: Cents, percent: number): Cents {
  return toCents((amount * percent) / 10_000);
}

/** Sum of amounts in cents. */
export function sumCents(amounts: Iterable<Cents>): Cents {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total as Cents;
}

/** a + b + …, in cents. */
export function addCents(...amounts: Cents[]): Cents {
  return sumCents(amounts);
}

/** a − b, in cents. */
export function subtractCents(a: Cents, b: Cents): Cents {
  return (a - b) as Cents;
}

/** A unit amount times a whole quantity, in cents. */
export function timesQuantity(amount: Cents, quantity: number): Cents {
  return (amount * quantity) as Cents;
}

/** An amount divided by a quantity, rounded to whole cents (an average unit price). */
export function dividedBy(amount: Cents, divisor: number): Cents {
  return Math.round(amount / divisor) as Cents;
}

/** The smaller of amounts in cents. */
export function minCents(...amounts: Cents[]): Cents {
  return Math.min(...amounts) as Cents;
}

/** The larger of amounts in cents. */
export function maxCents(...amounts: Cents[]): Cents {
  return Math.max(...amounts) as Cents;
}

/**
 * An amount already in cents but not whole (cents × a rate, a weight or a share), rounded to whole
 * cents with Math.round, as each caller did before the type existed.
 */
export function roundCents(amount: number): Cents {
  return Math.round(amount) as Cents;
}
