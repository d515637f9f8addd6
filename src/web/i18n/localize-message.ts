// Shows a message core wrote in English (a validation message of spec §8) in the page's language:
// the English text is looked up among ./en-validation.ts's keys (imported here, so the lookup works in
// the browser whatever language the page was sent in); any other text is shown as it is. Only forms
// import this module, so its table travels with their route chunks.
import { enValidation } from "./en-validation";
import { t, type MessageKey } from "./t";

const KEYS = new Map<string, MessageKey>(
  Object.entries(enValidation).map(([key, english]) => [english, key as MessageKey]),
);

export function localizeMessage(english: string | undefined): string | undefined {
  if (english === undefined) return undefined;
  const key = KEYS.get(english);
  return key ? t(key) : english;
}
