// Reads a message and fills its {placeholders}. The single entry point to UI strings, so swapping in
// a real i18n library (ru, ar) later changes this file, not the components. Messages come in
// namespaces: ./en.ts is always loaded (the shell and the catalogue); a page area with many texts of
// its own (./en-checkout.ts) registers them when its modules load, keeping other pages' JS smaller.
import { en, type MessageKey as CoreKey } from "./en";
import type { enCheckout } from "./en-checkout";

export type MessageKey = CoreKey | keyof typeof enCheckout;

const messages = new Map<string, string>(Object.entries(en));

/** Adds a namespace's messages (called once by the namespace's module). */
export function registerMessages(namespace: Readonly<Record<string, string>>): void {
  for (const [key, message] of Object.entries(namespace)) messages.set(key, message);
}

export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const message = messages.get(key) ?? key;
  if (!params) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
