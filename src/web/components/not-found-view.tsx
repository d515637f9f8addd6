// The 'Page Not Found' view (spec §2 /error-404): 'Oops! Error 404', the page's h1, the hint, a search
// box and Go To Home Page. Shown by /error-404 and by the sample page /site/not-found.
import { Form } from "react-router";
import { t } from "../i18n/t";
import { Button, ButtonLink } from "./button";

export function NotFoundView() {
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-xl py-10 text-center">
      <p className="text-5xl font-bold text-link">{t("error404.oops")}</p>
      <h1 id="page-title" className="mt-4 text-2xl font-semibold">
        {t("error404.title")}
      </h1>
      <p className="mt-3">{t("error404.text")}</p>
      <Form
        action="/shop"
        method="get"
        role="search"
        aria-label={t("a11y.notFoundSearch")}
        className="mt-6 flex justify-center gap-2"
      >
        <label htmlFor="error-search" className="sr-only">
          {t("search.label")}
        </label>
        <input
          id="error-search"
          name="search"
          type="search"
          className="w-64 min-w-0 rounded-md border border-gray-400 px-3 py-2"
        />
        <Button type="submit">{t("search.submit")}</Button>
      </Form>
      <ButtonLink to="/" className="mt-6">
        {t("error404.goHome")}
      </ButtonLink>
    </section>
  );
}
