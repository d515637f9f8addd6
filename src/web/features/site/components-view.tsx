// /site/components (spec §2 site): the store's interface primitives, each under its name.
import { useSearchParams } from "react-router";
import { Link } from "react-router";
import { Breadcrumb } from "../../components/breadcrumb";
import { Pagination } from "../../components/pagination";
import { t } from "../../i18n/t";
import { pageLinks } from "../../lib/pagination";
import type { ComponentsSample } from "../../lib/site-samples";
import { Button } from "../../components/button";

const BADGES = [
  { label: "Best Seller", className: "bg-red-700" },
  { label: "New", className: "bg-blue-700" },
  { label: "Featured", className: "bg-purple-700" },
] as const;
const ALERTS = [
  { tone: "info", title: "site.components.alertInfo", className: "border-blue-300 bg-blue-50 text-blue-900" },
  { tone: "success", title: "site.components.alertSuccess", className: "border-green-300 bg-green-50 text-green-900" },
  { tone: "warning", title: "site.components.alertWarning", className: "border-amber-300 bg-amber-50 text-amber-900" },
  { tone: "error", title: "site.components.alertError", className: "border-red-300 bg-red-50 text-red-900" },
] as const;
const PAGE_COUNT = 10;
const field = "w-full rounded-md border border-gray-400 px-3 py-2 disabled:bg-gray-100 disabled:text-gray-500";

function Showcase({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="rounded-lg border border-gray-200 p-5">
      <h2 id={`${id}-heading`} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ComponentsView({ sample }: { sample: ComponentsSample }) {
  const [params] = useSearchParams();
  const current = Math.min(PAGE_COUNT, Math.max(1, Number(params.get("page")) || 3));
  const pagination = pageLinks(current, PAGE_COUNT, (page) => `/site/components?page=${page}#components-pagination`);
  return (
    <div className="flex flex-col gap-6">
      <p>{t("site.components.intro")}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        <Showcase id="components-buttons" title={t("site.components.buttons")}>
          <div className="flex flex-wrap gap-3">
            <Button type="button">{t("site.components.primary")}</Button>
            <button
              type="button"
              className="rounded-md border-2 border-button px-5 py-2 font-semibold text-link hover:bg-surface"
            >
              {t("site.components.secondary")}
            </button>
            <Button type="button" disabled>
              {t("site.components.disabled")}
            </Button>
          </div>
        </Showcase>

        <Showcase id="components-links" title={t("site.components.links")}>
          <p className="flex flex-wrap items-center gap-6">
            <a href="#components-links" className="text-link underline underline-offset-2">
              {t("site.components.inlineLink")}
            </a>
            <Link to="/shop" className="inline-flex items-center gap-1 font-semibold text-link hover:underline">
              {t("site.components.arrowLink")}
              <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                →
              </span>
            </Link>
          </p>
        </Showcase>

        <Showcase id="components-badges" title={t("site.components.badges")}>
          <ul className="flex flex-wrap gap-2" aria-label={t("product.badges")}>
            {BADGES.map((badge) => (
              <li
                key={badge.label}
                className={`rounded px-2 py-0.5 text-xs font-semibold text-white ${badge.className}`}
              >
                {t(`product.badge.${badge.label}`)}
              </li>
            ))}
          </ul>
        </Showcase>

        <Showcase id="components-breadcrumb" title={t("site.components.breadcrumb")}>
          <Breadcrumb
            label={t("site.components.breadcrumbExample")}
            items={[
              { label: t("shell.home"), href: "/" },
              ...sample.crumbs.map((label, index) => ({
                label,
                href: index < sample.crumbs.length - 1 ? "/shop" : undefined,
              })),
            ]}
          />
        </Showcase>
      </div>

      <Showcase id="components-alerts" title={t("site.components.alerts")}>
        <div className="grid gap-3 md:grid-cols-2">
          {ALERTS.map((alert) => (
            <div key={alert.tone} className={`rounded-md border-s-4 border px-4 py-3 text-sm ${alert.className}`}>
              <p className="font-semibold">{t(alert.title)}</p>
              <p>{sample.alerts[alert.tone]}</p>
            </div>
          ))}
        </div>
      </Showcase>

      <Showcase id="components-forms" title={t("site.components.forms")}>
        <form noValidate onSubmit={(event) => event.preventDefault()} className="grid gap-4 md:grid-cols-2">
          <div>
            <label htmlFor="demo-text" className="mb-1 block font-medium">
              {t("site.components.textInput")}
            </label>
            <input id="demo-text" type="text" className={field} />
          </div>
          <div>
            <label htmlFor="demo-select" className="mb-1 block font-medium">
              {t("site.components.select")}
            </label>
            <select id="demo-select" className={field}>
              {[1, 2, 3].map((n) => (
                <option key={n}>{t("site.components.option", { n })}</option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="demo-invalid" className="mb-1 block font-medium">
              {t("site.components.invalidInput")}
            </label>
            <input
              id="demo-invalid"
              type="text"
              aria-invalid="true"
              aria-describedby="demo-invalid-error"
              className="w-full rounded-md border border-red-700 px-3 py-2"
            />
            <p id="demo-invalid-error" className="mt-1 text-sm text-red-700">
              {t("validation.required")}
            </p>
          </div>
          <div>
            <label htmlFor="demo-disabled" className="mb-1 block font-medium">
              {t("site.components.disabledInput")}
            </label>
            <input id="demo-disabled" type="text" disabled className={field} />
          </div>
          <div className="flex flex-col gap-3">
            <label className="flex items-center gap-2">
              <input type="checkbox" className="size-4" />
              {t("site.components.checkbox")}
            </label>
            <fieldset>
              <legend className="mb-1 font-medium">{t("site.components.radios")}</legend>
              <div className="flex flex-wrap gap-4">
                {[1, 2].map((n) => (
                  <label key={n} className="flex items-center gap-2">
                    <input type="radio" name="demo-radio" defaultChecked={n === 1} className="size-4" />
                    {t("site.components.radio", { n })}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
          <div>
            <label htmlFor="demo-textarea" className="mb-1 block font-medium">
              {t("site.components.textarea")}
            </label>
            <textarea id="demo-textarea" rows={3} className={field} />
          </div>
        </form>
      </Showcase>

      <Showcase id="components-pagination" title={t("site.components.pagination")}>
        <Pagination pagination={pagination} />
      </Showcase>

      <Showcase id="components-accordion" title={t("site.components.accordion")}>
        <div className="divide-y divide-gray-200 rounded-lg border border-gray-200">
          {sample.accordion.map((item) => (
            <details key={item.title} className="group">
              <summary className="cursor-pointer px-4 py-3 font-medium hover:bg-surface">{item.title}</summary>
              <p className="px-4 pb-4 text-sm text-gray-800">{item.body}</p>
            </details>
          ))}
        </div>
      </Showcase>
    </div>
  );
}
