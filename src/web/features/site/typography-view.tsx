// /site/typography (spec §2 site): how text looks in this store. The page's one h1 is its title; the
// heading samples are h2…h6 in order, and heading styles on other elements follow.
import { t } from "../../i18n/t";
import type { TypographySample } from "../../lib/site-samples";

const HEADING_STYLES: Record<number, string> = {
  1: "text-3xl font-bold",
  2: "text-2xl font-bold",
  3: "text-xl font-semibold",
  4: "text-lg font-semibold",
  5: "text-base font-semibold",
  6: "text-sm font-semibold uppercase tracking-wide",
};
const SAMPLE_HEADINGS = [
  { level: 2, Tag: "h2" },
  { level: 3, Tag: "h3" },
  { level: 4, Tag: "h4" },
  { level: 5, Tag: "h5" },
  { level: 6, Tag: "h6" },
] as const;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-gray-200 pt-6">
      <h2 id={id} className="mb-4 text-sm font-semibold uppercase tracking-wide text-gray-700">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function TypographyView({ sample }: { sample: TypographySample }) {
  const { inline } = sample;
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <Section id="type-headings" title={t("site.typography.headings")}>
        <div className="flex flex-col gap-3">
          {SAMPLE_HEADINGS.map(({ level, Tag }) => (
            <Tag key={level} className={HEADING_STYLES[level]}>
              {t("site.typography.heading", { level })}
            </Tag>
          ))}
        </div>
      </Section>

      <Section id="type-styled" title={t("site.typography.styled")}>
        <div className="flex flex-col gap-3">
          {[1, 2, 3, 4, 5, 6].map((level) => (
            <p key={level} className={HEADING_STYLES[level]}>
              {t("site.typography.styledSample", { level })}
            </p>
          ))}
        </div>
      </Section>

      <Section id="type-paragraphs" title={t("site.typography.paragraphs")}>
        <p className="mb-4 text-lg leading-relaxed">{sample.lead}</p>
        {sample.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mb-4 leading-relaxed">
            {paragraph}
          </p>
        ))}
      </Section>

      <Section id="type-inline" title={t("site.typography.inline")}>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <strong>{inline.strong}</strong>
          </li>
          <li>
            <em>{inline.em}</em>
          </li>
          <li>
            <a href="#type-inline" className="text-link underline">
              {inline.link}
            </a>
          </li>
          <li>
            <code className="rounded bg-gray-100 px-1 font-mono text-sm">{inline.code}</code>
          </li>
          <li>
            <mark className="bg-yellow-200 px-0.5">{inline.mark}</mark>
          </li>
          <li>
            <small>{inline.small}</small>
          </li>
          <li>
            <del>{inline.del}</del>
          </li>
          <li>
            <ins>{inline.ins}</ins>
          </li>
          <li>
            <abbr title={inline.abbrTitle}>{inline.abbr}</abbr>
          </li>
          <li dir="ltr">
            {inline.keys.map((key, index) => (
              <span key={key}>
                {index > 0 && " + "}
                <kbd className="rounded border border-gray-400 bg-gray-50 px-1.5 font-mono text-sm">{key}</kbd>
              </span>
            ))}
          </li>
        </ul>
      </Section>

      <Section id="type-lists" title={t("site.typography.lists")}>
        <div className="grid gap-6 sm:grid-cols-3">
          <div>
            <p className="mb-2 font-semibold">{t("site.typography.unordered")}</p>
            <ul className="list-disc ps-5">
              {sample.unordered.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <p className="mb-2 font-semibold">{t("site.typography.ordered")}</p>
            <ol className="list-decimal ps-5">
              {sample.ordered.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
          </div>
          <div>
            <p className="mb-2 font-semibold">{t("site.typography.description")}</p>
            <dl>
              {sample.terms.map((entry) => (
                <div key={entry.term} className="mb-2">
                  <dt className="font-semibold">{entry.term}</dt>
                  <dd className="ps-4 text-gray-700">{entry.description}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </Section>

      <Section id="type-quote" title={t("site.typography.blockquote")}>
        <figure className="border-s-4 border-link ps-4">
          <blockquote className="text-lg italic">
            <p>{sample.quote.text}</p>
          </blockquote>
          <figcaption className="mt-2 text-sm text-gray-700">— {sample.quote.cite}</figcaption>
        </figure>
      </Section>

      <Section id="type-table" title={t("site.typography.table")}>
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-start text-sm">
            <caption className="mb-2 text-start font-semibold">{sample.table.caption}</caption>
            <thead>
              <tr className="border-b-2 border-gray-300">
                {sample.table.head.map((cell) => (
                  <th key={cell} scope="col" className="px-3 py-2 text-start">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sample.table.rows.map(([size, ...cells]) => (
                <tr key={size} className="border-b border-gray-200">
                  <th scope="row" className="px-3 py-2 text-start">
                    {size}
                  </th>
                  {cells.map((cell, index) => (
                    <td key={index} className="px-3 py-2">
                      <span dir="ltr">{cell}</span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="type-code" title={t("site.typography.code")}>
        <pre dir="ltr" className="overflow-x-auto rounded-md bg-gray-900 p-4 text-start text-sm text-gray-100">
          <code>{sample.code}</code>
        </pre>
      </Section>
    </div>
  );
}
