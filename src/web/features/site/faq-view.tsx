// /site/faq (spec §2 site): questions grouped in sections, each a native <details> (keyboard: Tab to
// the question, Enter or Space opens it).
import { t } from "../../i18n/t";
import type { FaqSample } from "../../lib/site-samples";

export function FaqView({ faq }: { faq: FaqSample }) {
  return (
    <div className="flex max-w-3xl flex-col gap-10">
      <p>{t("site.faq.intro")}</p>
      {faq.sections.map((section, index) => (
        <section key={section.title} aria-labelledby={`faq-section-${index}`}>
          <h2 id={`faq-section-${index}`} className="mb-3 text-xl font-semibold">
            {section.title}
          </h2>
          <div className="divide-y divide-gray-200 rounded-lg border border-gray-200">
            {section.items.map((item) => (
              <details key={item.question} className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-medium hover:bg-surface [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <svg
                    aria-hidden="true"
                    width="16"
                    height="16"
                    viewBox="0 0 16 16"
                    className="shrink-0 transition-transform group-open:rotate-180"
                  >
                    <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </summary>
                <p className="px-4 pb-4 leading-relaxed text-gray-800">{item.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
