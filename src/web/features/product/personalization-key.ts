/** Key of one personalization value: size, unit number (from 1) and field name. */
export function personalizationKey(size: string, unit: number, field: string): string {
  return `${size}|${unit}|${field}`;
}
