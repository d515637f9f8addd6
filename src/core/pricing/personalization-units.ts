// Personalization by unit (docs/decisions/0027): every entry belongs to one unit of one size, named
// by its group "S-2" (the second S of the line). Groups survive adding, merging and quantity changes,
// so the decorator always knows which name goes with which number.
import type { PersonalizationValue } from "./personalization";

/** One personalised field of one unit, as the cart, the quote and the stored order keep it. */
export interface UnitEntry extends PersonalizationValue {
  /** `${size}-${unit}`. */
  groupId: string;
  /** 1-based unit of the size within the line. */
  unit: number;
  size: string;
  label: string;
  /** The cart line the entry came from. */
  lineIndex: number;
}

/** The group of a unit: the second S of a line is "S-2". */
export function unitGroupId(size: string, unit: number): string {
  return `${size}-${unit}`;
}

const TRAILING_NUMBER = /(\d+)\s*$/;

/**
 * The unit each entry belongs to, numbered after `before` units already in the line. A group that
 * ends in a number ("S-2", 2) keeps that unit; other named groups are numbered in order of
 * appearance; entries without a group are numbered by field ("Name ALEX, Number 7, Name SAM" is
 * unit 1 ALEX/7 and unit 2 SAM).
 */
export function assignUnitGroups(
  size: string,
  entries: readonly (PersonalizationValue & { groupId?: string | number; label?: string })[],
  before: number,
  lineIndex: number,
): UnitEntry[] {
  const named = new Map<string, number>();
  const perField = new Map<string, number>();
  return entries.map((entry) => {
    let unit: number;
    const group = entry.groupId === undefined ? undefined : String(entry.groupId);
    const numbered = group === undefined ? null : TRAILING_NUMBER.exec(group);
    if (numbered) unit = Math.max(1, Number(numbered[1]));
    else if (group !== undefined && group.trim() !== "") {
      unit = named.get(group) ?? named.size + 1;
      named.set(group, unit);
    } else {
      unit = (perField.get(entry.name) ?? 0) + 1;
      perField.set(entry.name, unit);
    }
    const at = before + unit;
    return {
      name: entry.name,
      value: entry.value,
      groupId: unitGroupId(size, at),
      unit: at,
      size,
      label: entry.label ?? size,
      lineIndex,
    };
  });
}
