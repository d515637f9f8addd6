// /accessibility (issue 49): the store's accessibility statement — WCAG 2.2 AA, what the project's
// tests check and how (tests/e2e/accessibility.spec.ts and the others it names), known limits, and the
// store's own contact. Open on every store, a locked private one too. Its sections are not landmarks:
// "Contact" would repeat the footer's region of that name (axe landmark-unique).
import type { Route } from "./+types/accessibility";
import { PageHeader } from "../components/page-header";
import { t, type MessageKey } from "../i18n/t";
import { pageMeta, shellFrom } from "../lib/seo";
import { useShell } from "../lib/use-shell";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: t("a11y.statement.title"), path: "/accessibility", shell: shellFrom(matches) });
}

// Each claim is one the e2e suite proves (tests/e2e/accessibility.spec.ts, store-front-a11y.spec.ts,
// focus.spec.ts, keyboard-purchase.spec.ts, store-front-last-mile.spec.ts).
const TESTED: MessageKey[] = [
  "a11y.statement.tested1",
  "a11y.statement.tested2",
  "a11y.statement.tested3",
  "a11y.statement.tested4",
];
const LIMITS: MessageKey[] = [
  "a11y.statement.limits1",
  "a11y.statement.limits2",
  "a11y.statement.limits3",
  "a11y.statement.limits4",
  "a11y.statement.limits5",
];

export default function AccessibilityStatement() {
  const shell = useShell();
  const { email, phone } = shell.footer;
  return (
    <>
      <PageHeader
        title={t("a11y.statement.title")}
        crumbs={[{ label: t("shell.home"), href: "/" }, { label: t("a11y.statement.title") }]}
      />
      <div className="max-w-3xl space-y-6 leading-relaxed">
        <p>{t("a11y.statement.intro", { store: shell.storeName })}</p>
        <section>
          <h2 id="a11y-tested" className="mb-2 text-xl font-semibold">
            {t("a11y.statement.testedHeading")}
          </h2>
          <ul className="list-disc space-y-1 ps-6">
            {TESTED.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </section>
        <section>
          <h2 id="a11y-limits" className="mb-2 text-xl font-semibold">
            {t("a11y.statement.limitsHeading")}
          </h2>
          <ul className="list-disc space-y-1 ps-6">
            {LIMITS.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </section>
        <section>
          <h2 id="a11y-contact" className="mb-2 text-xl font-semibold">
            {t("a11y.statement.contactHeading")}
          </h2>
          {email || phone ? (
            <>
              <p>{t("a11y.statement.contact")}</p>
              <ul className="mt-1 space-y-1">
                {email && (
                  <li>
                    <a href={`mailto:${email}`} className="break-all text-link underline" data-testid="a11y-contact">
                      {email}
                    </a>
                  </li>
                )}
                {phone && (
                  <li>
                    <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="text-link underline" dir="ltr">
                      {phone}
                    </a>
                  </li>
                )}
              </ul>
            </>
          ) : (
            <p>{t("a11y.statement.noContact")}</p>
          )}
        </section>
      </div>
    </>
  );
}
