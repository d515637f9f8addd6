// Money crosses the edge of core here and only here: documents and the public API hold decimal
// currency units, core computes in integer cents so sums never drift (docs/decisions/0006).

/** Decimal currency units → integer cents, rounding half away from zero (1.005 → 101, −0.125 → −13). */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a money amount: ${amount}`);
  // toPrecision(15) removes binary noise such as 1.005 * 100 = 100.49999999999999 before rounding.
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  return amount < 0 ? -cents : cents;
}

/** Integer cents → decimal currency units, for the API edge and display. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** A share of an amount in cents (e.g. a fundraiser percentage), rounded half away from zero. */
export function percentOf(cents: number, percent: number): number {
  return toCents((cents * percent) / 10_000);
}

/** Sum of amounts in cents. */
export function sumCents(amounts: Iterable<number>): number {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total;
}
