// Currency conversion for display: the store's prices are USD cents; a dated rate table
// (units of each currency per 1 USD) converts them. Server and browser use this one function.
import { CURRENCIES, STORE_CURRENCY, type Currency } from "./i18n/locale";
import type { Cents } from "./money";

export interface RateTable {
  /** ISO date the rates were taken. */
  date: string;
  /** Always the store currency. */
  base: Currency;
  rates: Record<Currency, number>;
}

/** Checks a rate table read from configuration; throws with the problem named. */
export function parseRateTable(value: unknown): RateTable {
  const table = value as Partial<RateTable> | null;
  if (!table || typeof table !== "object") throw new Error("the rate table must be a JSON object");
  if (typeof table.date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(table.date))
    throw new Error('"date" must be an ISO date like 2026-11-01');
  if (table.base !== STORE_CURRENCY) throw new Error(`"base" must be ${STORE_CURRENCY}`);
  const rates = table.rates as Record<string, unknown> | undefined;
  for (const code of CURRENCIES) {
    const rate = rates?.[code];
    if (typeof rate !== "number" || !Number.isFinite(rate) || rate <= 0)
      throw new Error(`"rates.${code}" must be a positive number`);
  }
  if (rates?.[STORE_CURRENCY] !== 1) throw new Error(`"rates.${STORE_CURRENCY}" must be 1`);
  return { date: table.date, base: STORE_CURRENCY, rates: rates as Record<Currency, number> };
}

/** Store-currency cents → cents of another currency, rounded half away from zero. */
export function convertCents(amount: Cents, to: Currency, table: RateTable): Cents {
  const converted = amount * table.rates[to];
  return (Math.sign(converted) * Math.round(Math.abs(converted))) as Cents;
}
