// Type-level proof that Cents cannot be mixed up with a decimal amount or a bare number (decision
// 0033). tsc checks this file (`npm run typecheck`): each @ts-expect-error fails the build if the
// line below it ever compiles, i.e. if the brand stopped protecting that place.
import { describe, expectTypeOf, it } from "vitest";
import { checkoutTotals } from "./checkout/totals";
import { addCents, cents, fromCents, toCents, ZERO_CENTS, type Cents } from "./money";

describe("Cents as a type", () => {
  it("is made only by the money functions, and is still a number", () => {
    expectTypeOf(cents(1999)).toEqualTypeOf<Cents>();
    expectTypeOf(toCents(19.99)).toEqualTypeOf<Cents>();
    expectTypeOf(fromCents(cents(1999))).toEqualTypeOf<number>();
    expectTypeOf<Cents>().toMatchTypeOf<number>();
    expectTypeOf<number>().not.toMatchTypeOf<Cents>();
  });

  it("refuses a decimal amount or a bare number where cents are required", () => {
    const decimal: number = 19.99;
    // @ts-expect-error a decimal amount is not cents
    fromCents(decimal);
    // @ts-expect-error a number literal is not cents
    addCents(cents(100), 250);
    // @ts-expect-error a bare number is not cents
    const line: Cents = 1999;
    // @ts-expect-error the sum of two Cents with + is a plain number: use addCents
    const sum: Cents = ZERO_CENTS + line;
    checkoutTotals({
      subtotal: cents(1000),
      personalization: ZERO_CENTS,
      // @ts-expect-error a decimal from the API edge has to go through toCents
      tax: 7.13,
      shipping: ZERO_CENTS,
      gift: ZERO_CENTS,
    });
    expectTypeOf(sum).toEqualTypeOf<Cents>();
  });
});
