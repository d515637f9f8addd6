// /site/about-us (spec §2 site): the store's story, values, figures and team (sample content).
import { intlTag } from "~core/i18n/locale";
import { currentDisplay } from "../../i18n/display";
import { t } from "../../i18n/t";
import type { AboutSample } from "../../lib/site-samples";

const VALUE_ICONS = [
  "M12 2 15 8.5 22 9.3 16.8 14 18.2 21 12 17.6 5.8 21 7.2 14 2 9.3 9 8.5Z",
  "M4 4h10l6 6-10 10-6-6Z M8.5 8.5h.01",
  "M12 21s-8-5.3-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.7-8 11-8 11Z",
];

export function AboutView({ about }: { about: AboutSample }) {
  const numbers = new Intl.NumberFormat(intlTag(currentDisplay().locale));
  return (
    <div className="flex flex-col gap-12">
      <section aria-labelledby="about-story" className="max-w-3xl">
        <h2 id="about-story" className="mb-3 text-xl font-semibold">
          {t("site.about.story")}
        </h2>
        {about.intro.map((paragraph) => (
          <p key={paragraph} className="mb-3 leading-relaxed">
            {paragraph}
          </p>
        ))}
      </section>

      <section aria-labelledby="about-values">
        <h2 id="about-values" className="mb-4 text-xl font-semibold">
          {t("site.about.values")}
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {about.values.map((value, index) => (
            <li key={value.title} className="rounded-lg border border-gray-200 p-5">
              <svg
                aria-hidden="true"
                width="32"
                height="32"
                viewBox="0 0 24 24"
                className="mb-3 text-link"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
              >
                <path d={VALUE_ICONS[index % VALUE_ICONS.length]} />
              </svg>
              <h3 className="mb-2 font-semibold">{value.title}</h3>
              <p className="text-sm leading-relaxed text-gray-700">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-stats" className="rounded-lg bg-brand p-6 text-brand-text">
        <h2 id="about-stats" className="mb-4 text-xl font-semibold">
          {t("site.about.stats")}
        </h2>
        <dl className="grid grid-cols-2 gap-6 md:grid-cols-4">
          {about.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="text-sm">{stat.label}</dt>
              <dd className="text-3xl font-bold">
                <span dir="ltr">
                  {numbers.format(stat.value)}
                  {stat.suffix}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="about-team">
        <h2 id="about-team" className="mb-4 text-xl font-semibold">
          {t("site.about.team")}
        </h2>
        <ul className="grid grid-cols-2 gap-6 md:grid-cols-4">
          {about.team.map((member) => (
            <li key={member.name} className="flex flex-col items-center gap-2 text-center">
              <svg
                aria-hidden="true"
                width="80"
                height="80"
                viewBox="0 0 80 80"
                className="rounded-full bg-surface text-link"
              >
                <circle cx="40" cy="30" r="14" fill="currentColor" opacity="0.8" />
                <path d="M14 70c2-15 13-23 26-23s24 8 26 23Z" fill="currentColor" opacity="0.8" />
              </svg>
              <h3 className="font-semibold">{member.name}</h3>
              <p className="text-sm text-gray-700">{member.role}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
