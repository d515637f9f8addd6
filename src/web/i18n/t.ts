// Reads a message and fills its {placeholders}. The single entry point to UI strings, so swapping in
// a real i18n library (ru, ar) later changes this file, not the components.
import { en, type MessageKey } from "./en";

export type { MessageKey };

export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const message: string = en[key];
  if (!params) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
