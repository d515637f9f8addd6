// /site/contact-us (spec §2 'Contact pages'): details and map beside the contact form.
import type { Route } from "./+types/site-contact-us";
import { PageHeader } from "../components/page-header";
import { ContactView } from "../features/site/contact-view";
import { t } from "../i18n/t";
import { pageMeta, shellFrom } from "../lib/seo";
import { contactSample } from "../lib/site-samples.server";

export function loader({ context }: Route.LoaderArgs) {
  return { contact: contactSample(context.locale) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: t("site.contact.title"), path: "/site/contact-us", shell: shellFrom(matches) });
}

export default function ContactUsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title={t("site.contact.title")}
        crumbs={[{ label: t("shell.home"), href: "/" }, { label: t("site.contact.title") }]}
      />
      <ContactView contact={loaderData.contact} layout="standard" />
    </>
  );
}
