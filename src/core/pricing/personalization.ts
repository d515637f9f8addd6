// Personalization charges: every filled-in field of every unit costs the store's price for that
// field name. The spec's "distinct paid personalization prices" would undercharge a team order
// with twenty names, so every entry is charged (docs/decisions/0008).
import type { StoreData } from "../entities/store.schema";
import { sumCents, toCents, type Cents } from "../money";

export interface PersonalizationValue {
  name: string;
  value: string;
}

/** Longest personalization value, in characters: a name or number on a garment, not a paragraph. */
export const PERSONALIZATION_VALUE_MAX_LENGTH = 40;

/**
 * A field name as it is compared: trimmed and in Unicode NFC, otherwise exact. "Nаme" with a Cyrillic
 * а is not "Name": a look-alike must not pass as the store's field (docs/decisions/0027).
 */
export function personalizationFieldName(name: string): string {
  return name.normalize("NFC").trim();
}

/**
 * Price in cents of one filled-in field, from the store's personalization list. Callers refuse
 * fields the store does not list (core priceCartLines); 0 here only for a field that was refused.
 */
export function personalizationFieldPrice(store: StoreData, name: string): Cents {
  const wanted = personalizationFieldName(name);
  const entry = store.personalizationManagement.find((field) => personalizationFieldName(field.name) === wanted);
  return toCents(entry?.price ?? 0);
}

/** Keeps only entries with a non-blank value, with names and values trimmed (spec §4, §5). */
export function keepFilledPersonalization<T extends PersonalizationValue>(entries: readonly T[]): T[] {
  return entries
    .filter((entry) => entry.value.trim() !== "")
    .map((entry) => ({ ...entry, name: entry.name.trim(), value: entry.value.trim() }));
}

/** Total in cents for personalization entries: the field price for each non-empty entry. */
export function personalizationCharge(store: StoreData, entries: readonly PersonalizationValue[]): Cents {
  return sumCents(keepFilledPersonalization(entries).map((entry) => personalizationFieldPrice(store, entry.name)));
}
