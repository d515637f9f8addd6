// /site/faq (spec §2 site): questions and answers in native disclosure widgets.
import type { Route } from "./+types/site-faq";
import { PageHeader } from "../components/page-header";
import { FaqView } from "../features/site/faq-view";
import { t } from "../i18n/t";
import { pageMeta, shellFrom } from "../lib/seo";
import { faqSample } from "../lib/site-samples.server";

export function loader({ context }: Route.LoaderArgs) {
  return { faq: faqSample(context.locale) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: t("site.faq.title"), path: "/site/faq", shell: shellFrom(matches) });
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title={t("site.faq.title")}
        crumbs={[{ label: t("shell.home"), href: "/" }, { label: t("site.faq.title") }]}
      />
      <FaqView faq={loaderData.faq} />
    </>
  );
}
