// The console's catalogues by language. Imported by loaders only (server side): a page receives its
// language's texts in the console layout's loader data, so no console script carries all three.
import type { Locale } from "~core/i18n/locale";
import { ar } from "./ar";
import { en, type ConsoleTexts } from "./en";
import { ru } from "./ru";

export const CONSOLE_CATALOGS: Record<Locale, ConsoleTexts> = { en, ru, ar };
export type { ConsoleTextKey, ConsoleTexts } from "./en";
