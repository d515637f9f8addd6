import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { OrderLine } from "../checkout/order-draft";
import { cents, ZERO_CENTS, type Cents } from "../money";
import { makeStore, makeTee } from "../test-fixtures";
import {
  moneyChange,
  orderTotal,
  refreshFundraiser,
  refundTarget,
  removeUnit,
  splitRefund,
  taxAfterRefund,
  type CardAndGift,
  type OrderAmounts,
  type RefundRequest,
} from "./order-changes";

const none: CardAndGift = { card: ZERO_CENTS, gift: ZERO_CENTS };

function line(
  id: string,
  sizes: { size: string; quantity: number; unitPrice: number }[],
  named: string[] = [],
): OrderLine {
  const quantity = sizes.reduce((sum, s) => sum + s.quantity, 0);
  const totalPrice = cents(sizes.reduce((sum, s) => sum + s.quantity * s.unitPrice, 0));
  return {
    id,
    color: "Navy",
    decorationType: "",
    decorations: [],
    productName: "Tee",
    description: "",
    primaryImage: "",
    productId: `p${id}`,
    sizeType: "labelSize",
    sizes: sizes.map((s) => ({
      size: s.size,
      quantity: s.quantity,
      type: "labelSize",
      unitPrice: cents(s.unitPrice),
      weight: 0,
      weightUom: "LB",
      _product: `p${id}`,
    })),
    quantity,
    price: cents(quantity === 0 ? 0 : Math.round(totalPrice / quantity)),
    totalPrice,
    totalFee: cents(named.length * 500),
    personalization: named.map((name, index) => ({
      groupId: `M-${index + 1}`,
      label: "M",
      size: "M",
      name: "Name",
      value: name,
      price: cents(500),
    })),
    fundraiser: { itemTotal: ZERO_CENTS, percentageAmount: ZERO_CENTS },
    productClassType: "1",
  };
}

describe("splitRefund", () => {
  it("splits in proportion to what each paid, the gift card's share rounded down, the card taking the cent", () => {
    // Paid 20.00 by card and 10.00 by gift card: 1.00 back is 0.33 gift card and 0.67 card.
    expect(splitRefund({ card: cents(2000), gift: cents(1000) }, none, cents(100))).toEqual({ card: 67, gift: 33 });
    expect(splitRefund({ card: cents(2000), gift: ZERO_CENTS }, none, cents(100))).toEqual({ card: 100, gift: 0 });
    expect(splitRefund({ card: ZERO_CENTS, gift: cents(900) }, none, cents(100))).toEqual({ card: 0, gift: 100 });
  });

  it("gives each side exactly what it paid when everything is refunded, in any number of parts", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 1, max: 50_000 }), { maxLength: 12 }),
        (card, gift, parts) => {
          const paid = { card: cents(card), gift: cents(gift) };
          let refunded: CardAndGift = none;
          let left = card + gift;
          for (const part of [...parts, card + gift]) {
            const amount = Math.min(part, left);
            if (amount <= 0) break;
            const split = splitRefund(paid, refunded, cents(amount));
            expect(split.card + split.gift).toBe(amount);
            expect(split.card).toBeGreaterThanOrEqual(0);
            expect(split.gift).toBeGreaterThanOrEqual(0);
            refunded = { card: cents(refunded.card + split.card), gift: cents(refunded.gift + split.gift) };
            expect(refunded.card).toBeLessThanOrEqual(card);
            expect(refunded.gift).toBeLessThanOrEqual(gift);
            left -= amount;
          }
          expect(refunded).toEqual(paid);
        },
      ),
    );
  });

  it("gives the same split for a sum refunded in parts as for the sum at once", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100 }),
        (card, gift, percent) => {
          const paid = { card: cents(card), gift: cents(gift) };
          const total = Math.floor(((card + gift) * percent) / 100);
          const first = Math.floor(total / 3);
          const a = splitRefund(paid, none, cents(first));
          const b = splitRefund(paid, a, cents(total - first));
          expect(a.gift + b.gift).toBe(splitRefund(paid, none, cents(total)).gift);
        },
      ),
    );
  });
});

describe("refunds keep captured − refunded = order total", () => {
  const requests: fc.Arbitrary<RefundRequest> = fc.oneof(
    fc.record({
      kind: fc.constant("unit" as const),
      lineId: fc.constantFrom("1", "2"),
      size: fc.constantFrom("S", "M", "L"),
      unit: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
    }),
    fc.record({ kind: fc.constant("line" as const), lineId: fc.constantFrom("1", "2") }),
    fc.record({
      kind: fc.constant("shipping" as const),
      amount: fc.option(fc.integer({ min: 1, max: 900 }).map(cents), { nil: undefined }),
    }),
    fc.record({ kind: fc.constant("amount" as const), amount: fc.integer({ min: 1, max: 5000 }).map(cents) }),
  );

  it("after every refund, in any order, with the tax of what is left at 8%", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6000 }), fc.array(requests, { maxLength: 10 }), (giftPaid, steps) => {
        let lines = [
          line(
            "1",
            [
              { size: "S", quantity: 2, unitPrice: 1250 },
              { size: "M", quantity: 3, unitPrice: 1333 },
            ],
            ["ALEX", "SAM"],
          ),
          line("2", [{ size: "L", quantity: 1, unitPrice: 2999 }]),
        ];
        const taxOf = (merch: number) => cents(Math.round(merch * 0.08));
        const merch = 2 * 1250 + 3 * 1333 + 1000 + 2999;
        let amounts: OrderAmounts = {
          subtotal: cents(2 * 1250 + 3 * 1333 + 2999),
          personalization: cents(1000),
          tax: taxOf(merch),
          shipping: cents(895),
          discount: ZERO_CENTS,
        };
        const total = orderTotal(amounts);
        const gift = Math.min(giftPaid, total);
        const paid = { card: cents(total - gift), gift: cents(gift) };
        let refunded: CardAndGift = none;
        for (const request of steps) {
          const target = refundTarget({ lines, amounts }, request);
          if (typeof target === "string") continue;
          const next = {
            ...target.amounts,
            tax: taxAfterRefund(amounts.tax, taxOf(target.amounts.subtotal + target.amounts.personalization)),
          };
          const change = moneyChange(paid, refunded, amounts, next);
          expect(change.kind).not.toBe("charge");
          if (change.kind === "refund") {
            expect(change.split.card + change.split.gift).toBe(change.amount);
            refunded = {
              card: cents(refunded.card + change.split.card),
              gift: cents(refunded.gift + change.split.gift),
            };
          }
          lines = target.lines;
          amounts = next;
          expect(paid.card + paid.gift - refunded.card - refunded.gift).toBe(orderTotal(amounts));
          expect(refunded.gift).toBeLessThanOrEqual(paid.gift);
          expect(refunded.card).toBeLessThanOrEqual(paid.card);
        }
      }),
    );
  });
});

describe("removeUnit", () => {
  it("takes one unit at the price paid, with its personalization, and renumbers the units after it", () => {
    const before = [line("1", [{ size: "M", quantity: 3, unitPrice: 1333 }], ["ALEX", "SAM", "KIM"])];
    const after = removeUnit(before, { lineId: "1", size: "M", unit: 2 }) as OrderLine[];
    expect(after[0]?.quantity).toBe(2);
    expect(after[0]?.totalPrice).toBe(2666);
    expect(after[0]?.totalFee).toBe(1000);
    expect(after[0]?.personalization.map((p) => [p.groupId, p.value])).toEqual([
      ["M-1", "ALEX"],
      ["M-2", "KIM"],
    ]);
  });

  it("removes a line whose last unit goes, and refuses a unit that is not there", () => {
    const before = [line("1", [{ size: "L", quantity: 1, unitPrice: 2999 }])];
    expect(removeUnit(before, { lineId: "1", size: "L" })).toEqual([]);
    expect(removeUnit(before, { lineId: "1", size: "XL" })).toBeUndefined();
    expect(removeUnit(before, { lineId: "1", size: "L", unit: 2 })).toBeUndefined();
  });
});

describe("moneyChange", () => {
  it("is a charge when the order costs more, nothing when the same", () => {
    const amounts: OrderAmounts = {
      subtotal: cents(1000),
      personalization: ZERO_CENTS,
      tax: ZERO_CENTS,
      shipping: ZERO_CENTS,
      discount: ZERO_CENTS,
    };
    const paid = { card: cents(1000), gift: ZERO_CENTS };
    expect(moneyChange(paid, none, amounts, { ...amounts, subtotal: cents(1200) })).toEqual({
      kind: "charge",
      amount: 200,
    });
    expect(moneyChange(paid, none, amounts, amounts)).toEqual({ kind: "none" });
  });
});

describe("refreshFundraiser", () => {
  it("recomputes the fundraiser share of what is left with the core's rule", () => {
    const store = makeStore({ fundraiser: { isEnabled: true, amountPerItem: 1, amountPerOrder: 5, percentage: 10 } });
    const tee = makeTee();
    const lines = [{ ...line("1", [{ size: "M", quantity: 2, unitPrice: 1000 }]), productId: "tee" }];
    const result = refreshFundraiser(store, new Map([["tee", tee]]), lines, lines);
    expect(result.lines[0]?.fundraiser).toEqual({ itemTotal: 200, percentageAmount: 200 });
    expect(result.orderFundraiser).toBe(200 + 200 + 500);
    expect(refreshFundraiser(store, new Map(), [], lines).orderFundraiser).toBe(0 as Cents);
  });
});
