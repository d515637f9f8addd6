// The currency rate table: the dated demo table shipped in data/currency-rates.json, or the
// operator's file named by CURRENCY_RATES_FILE. Read and checked once at boot.
import { readFileSync } from "node:fs";
import { parseRateTable, type RateTable } from "~core/currency";

export const DEFAULT_RATES_FILE = new URL("../../data/currency-rates.json", import.meta.url);

export function loadRateTable(file: string | URL = DEFAULT_RATES_FILE): RateTable {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (err) {
    throw new Error(`CURRENCY_RATES_FILE: cannot read ${String(file)} as JSON (${(err as Error).message})`, {
      cause: err,
    });
  }
  try {
    return parseRateTable(json);
  } catch (err) {
    throw new Error(`CURRENCY_RATES_FILE: ${(err as Error).message}`, { cause: err });
  }
}
