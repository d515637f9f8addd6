// Money display at the edge (STYLE 5): decimal currency units in, 'USD, symbol $, two decimals' out.
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

export function formatMoney(amount: number): string {
  return usd.format(amount);
}
