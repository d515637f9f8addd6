// The footer of every page (spec §2): contact info, the store's two link sections, social links
// (when displaySocialMedia is on) and the copyright section. Item texts are sanitised by the loader.
import { lazy, Suspense, useRef, useState } from "react";
import { Link } from "react-router";
import { SanitizedHtml } from "../../components/sanitized-html";
import { t } from "../../i18n/t";
import type { FooterLink, ShellData } from "../../lib/shell.server";

const TermsDialog = lazy(() => import("../../components/terms-dialog"));

export function SiteFooter({ shell }: { shell: ShellData }) {
  const { footer, contentLang } = shell;
  // The store's name inside the page's sentence, marked with the store's language.
  const [before, after] = t("footer.copyright", { year: new Date().getFullYear(), name: "\u0000" }).split("\u0000");
  const copyright = (
    <>
      {before}
      <span lang={contentLang}>{shell.storeName}</span>
      {after}
    </>
  );
  const [termsOpen, setTermsOpen] = useState(false);
  const termsButtonRef = useRef<HTMLButtonElement>(null);
  return (
    <footer className="mt-12 bg-surface text-ink">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-semibold text-link">
            {t("footer.contact")}
          </h2>
          <dl className="mt-3 space-y-2 text-sm">
            {footer.address && (
              <ContactRow label={t("footer.address")} lang={contentLang}>
                {footer.address}
              </ContactRow>
            )}
            {footer.phone && (
              <ContactRow label={t("footer.phone")}>
                <a href={`tel:${footer.phone.replace(/[^\d+]/g, "")}`} className="hover:underline" dir="ltr">
                  {footer.phone}
                </a>
              </ContactRow>
            )}
            {footer.email && (
              <ContactRow label={t("footer.email")}>
                <a href={`mailto:${footer.email}`} className="break-all hover:underline">
                  {footer.email}
                </a>
              </ContactRow>
            )}
            {footer.openHours && (
              <ContactRow label={t("footer.openHours")} lang={contentLang}>
                {footer.openHours}
              </ContactRow>
            )}
          </dl>
        </section>
        {footer.sections.map((section, index) => (
          <section key={section.title + index} aria-labelledby={`footer-section-${index}`} lang={contentLang}>
            <h2 id={`footer-section-${index}`} className="text-lg font-semibold text-link">
              {section.title}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {section.links.map((link, i) => (
                <li key={i}>
                  <FooterItem link={link} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        {footer.social.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className="text-lg font-semibold text-link">
              {t("footer.social")}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2 text-sm">
              {footer.social.map((social) => (
                <li key={social.href}>
                  <a
                    href={social.href}
                    rel="noopener noreferrer"
                    target="_blank"
                    // The networks' own names, written the English way in every language.
                    lang="en"
                    className="inline-block rounded border border-gray-400 px-3 py-1 capitalize hover:border-link hover:text-link"
                  >
                    {social.type}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className="border-t border-gray-300">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-4 text-sm">
          {footer.logoUrl && <img src={footer.logoUrl} alt="" height={40} className="h-10 w-auto" />}
          <p>
            {footer.companyLink ? (
              <a href={footer.companyLink} className="hover:underline">
                {copyright}
              </a>
            ) : (
              copyright
            )}
          </p>
          <Link to="/accessibility" className="ms-auto underline underline-offset-2">
            {t("a11y.statement.link")}
          </Link>
          <button
            ref={termsButtonRef}
            type="button"
            onClick={() => setTermsOpen(true)}
            className="underline underline-offset-2"
          >
            {t("footer.terms")}
          </button>
        </div>
      </div>
      {termsOpen && (
        <Suspense fallback={null}>
          <TermsDialog open={termsOpen} onOpenChange={setTermsOpen} returnFocusRef={termsButtonRef} />
        </Suspense>
      )}
    </footer>
  );
}

function ContactRow({ label, lang, children }: { label: string; lang?: string; children: React.ReactNode }) {
  // <bdi>: store data (addresses, phone numbers) keeps its own direction inside an RTL page.
  return (
    <div>
      <dt className="font-medium">{label}</dt>
      <dd>
        <bdi lang={lang}>{children}</bdi>
      </dd>
    </div>
  );
}

function FooterItem({ link }: { link: FooterLink }) {
  if (!link.href) return <SanitizedHtml as="span" html={link.html} />;
  const content = <SanitizedHtml as="span" html={link.html} />;
  return link.href.startsWith("/") ? (
    <Link to={link.href} className="hover:text-link hover:underline">
      {content}
    </Link>
  ) : (
    <a href={link.href} className="hover:text-link hover:underline">
      {content}
    </a>
  );
}
