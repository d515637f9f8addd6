import { formatMoney } from "../../lib/format";

/** The price range's current bounds as text (also shown while the slider loads). */
export function PriceValues({ min, max }: { min: number; max: number }) {
  return (
    <p className="mt-2 flex justify-between text-sm" data-testid="price-values">
      <span>{formatMoney(min)}</span>
      <span>{formatMoney(max)}</span>
    </p>
  );
}
