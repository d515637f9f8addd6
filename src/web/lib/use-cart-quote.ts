// Re-prices the cart with the server (POST /api/promo/store/quote) once the saved cart is loaded and
// after every change of its lines or quantities; changed prices go to the client state's notices.
// Used by the cart and the checkout, so both always show the server's prices.
import { useRef, useState } from "react";
import { roundCents, ZERO_CENTS, type Cents } from "~core/money";
import { requestQuote } from "./api";
import { applyQuoteToCart, cartSignature, quoteLinesFor, unitsByProduct } from "./cart-quote";
import type { CartIssue } from "./cart-issues";
import { useClientState } from "./client-state";
import { useAbortableRequest } from "./use-abortable-request";

export interface CartQuoteState {
  /** A quote is on its way. */
  checking: boolean;
  /** The last quote failed (network or server); the cart keeps its prices. */
  failed: boolean;
  /** What the server says stops lines from being ordered as they are (see cart-issues.ts). */
  issues: CartIssue[];
  /** The fundraiser share of the quoted lines. */
  fundraiser: Cents;
  /** Bumped by each quote that came back, so callers can tell a fresh one. */
  version: number;
}

export function useCartQuote(hydrated: boolean, refresh = 0): CartQuoteState {
  const cart = useClientState((state) => state.cart);
  const applyQuote = useClientState((state) => state.applyQuote);
  const [state, setState] = useState<CartQuoteState>({
    checking: false,
    failed: false,
    issues: [],
    fundraiser: ZERO_CENTS,
    version: 0,
  });
  const signature = cartSignature(cart);
  // The units per product of the last quote applied: a price that moved because the shopper changed
  // a quantity is the shopper's own doing, not news (cart-quote.ts).
  const quotedUnits = useRef<Map<string, number> | undefined>(undefined);

  useAbortableRequest(() => {
    if (!hydrated) return null;
    const current = useClientState.getState().cart;
    if (current.items.length === 0) {
      setState((s) => ({ ...s, issues: [], fundraiser: ZERO_CENTS }));
      return null;
    }
    setState((s) => ({ ...s, checking: true }));
    return {
      run: (signal) => requestQuote(quoteLinesFor(current), signal),
      onResult: (quote) => {
        applyQuote((cart) => {
          const applied = applyQuoteToCart(cart, quote, signature, quotedUnits.current);
          if (cartSignature(cart) === signature) quotedUnits.current = unitsByProduct(cart);
          return applied;
        });
        setState((s) => ({
          checking: false,
          failed: false,
          issues: quote.issues,
          fundraiser: roundCents(quote.fundraiser * 100),
          version: s.version + 1,
        }));
      },
      onError: () => setState((s) => ({ ...s, checking: false, failed: true })),
    };
    // refresh is only a trigger: a bump asks the server again for the same cart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, signature, applyQuote, refresh]);

  return state;
}
