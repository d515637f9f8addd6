// The shapes of the site pages' sample content (data/demo/samples/site.ts). The views import these
// types; the content itself is server-only (./site-samples.server.ts).

export interface AboutSample {
  intro: string[];
  values: { title: string; text: string }[];
  stats: { value: number; suffix: string; label: string }[];
  team: { name: string; role: string }[];
}

export interface ContactSample {
  address: string[];
  phone: string;
  email: string;
}

export interface FaqSample {
  sections: { title: string; items: { question: string; answer: string }[] }[];
}

export interface TermsSample {
  /** ISO date of the last change (spec §2: 27 May 2018). */
  lastModified: string;
  intro: string;
  sections: { title: string; paragraphs: string[] }[];
}

export interface TypographySample {
  lead: string;
  paragraphs: string[];
  inline: {
    strong: string;
    em: string;
    link: string;
    code: string;
    mark: string;
    small: string;
    del: string;
    ins: string;
    abbr: string;
    abbrTitle: string;
    keys: string[];
  };
  unordered: string[];
  ordered: string[];
  terms: { term: string; description: string }[];
  quote: { text: string; cite: string };
  table: { caption: string; head: string[]; rows: string[][] };
  code: string;
}

export interface ComponentsSample {
  alerts: { info: string; success: string; warning: string; error: string };
  /** The trail after Home. */
  crumbs: string[];
  accordion: { title: string; body: string }[];
}
