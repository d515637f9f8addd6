// The site pages' sample content (data/demo/samples/site.ts) of one language. Server-only: the loaders
// pick the request's language and send that page's part, so the catalogues that travel with every page
// stay small.
import type { Locale } from "~core/i18n/locale";
import { ABOUT, COMPONENTS, CONTACT, FAQ, TERMS, TYPOGRAPHY } from "../../../data/demo/samples/site";
import type {
  AboutSample,
  ContactSample,
  FaqSample,
  TermsSample,
  TypographySample,
  ComponentsSample,
} from "./site-samples";

export const aboutSample = (locale: Locale): AboutSample => ABOUT[locale];
export const contactSample = (locale: Locale): ContactSample => CONTACT[locale];
export const faqSample = (locale: Locale): FaqSample => FAQ[locale];
export const termsSample = (locale: Locale): TermsSample => TERMS[locale];
export const typographySample = (locale: Locale): TypographySample => TYPOGRAPHY[locale];
export const componentsSample = (locale: Locale): ComponentsSample => COMPONENTS[locale];
