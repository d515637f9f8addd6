// /site/terms (spec §2 site): the terms in headed sections, 'Last modified: 27 May 2018' in the page's
// language.
import { intlTag } from "~core/i18n/locale";
import { currentDisplay } from "../../i18n/display";
import { t } from "../../i18n/t";
import type { TermsSample } from "../../lib/site-samples";

/** A calendar date (YYYY-MM-DD) in the page's language, the same day in every time zone. */
function formatDay(isoDate: string): string {
  return new Intl.DateTimeFormat(intlTag(currentDisplay().locale), { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

export function TermsView({ terms }: { terms: TermsSample }) {
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <p className="text-sm text-gray-700" data-testid="terms-last-modified">
        {t("site.terms.lastModified", { date: formatDay(terms.lastModified) })}
      </p>
      <p className="leading-relaxed">{terms.intro}</p>
      {terms.sections.map((section, index) => (
        <section key={section.title} aria-labelledby={`terms-section-${index}`}>
          <h2 id={`terms-section-${index}`} className="mb-2 text-xl font-semibold">
            {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mb-3 leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
