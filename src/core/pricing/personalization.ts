// Personalization charges: every filled-in field of every unit costs the store's price for that
// field name. The spec's "distinct paid personalization prices" would undercharge a team order
// with twenty names, so every entry is charged (docs/decisions/0008).
import type { StoreData } from "../entities/store.schema";
import { toCents } from "../money";
import { sameLabel } from "../catalog/parts";

export interface PersonalizationValue {
  name: string;
  value: string;
}

/** Price in cents of one filled-in field, from the store's personalization list (0 if not listed). */
export function personalizationFieldPrice(store: StoreData, name: string): number {
  const entry = store.personalizationManagement.find((field) => sameLabel(field.name, name));
  return toCents(entry?.price ?? 0);
}

/** Keeps only entries with a non-blank value, with names and values trimmed (spec §4, §5). */
export function keepFilledPersonalization<T extends PersonalizationValue>(entries: readonly T[]): T[] {
  return entries
    .filter((entry) => entry.value.trim() !== "")
    .map((entry) => ({ ...entry, name: entry.name.trim(), value: entry.value.trim() }));
}

/** Total in cents for personalization entries: the field price for each non-empty entry. */
export function personalizationCharge(store: StoreData, entries: readonly PersonalizationValue[]): number {
  return keepFilledPersonalization(entries).reduce(
    (total, entry) => total + personalizationFieldPrice(store, entry.name),
    0,
  );
}
