// /site/contact-us-alt (spec §2 'Contact pages'): the same content, map full width on top.
import type { Route } from "./+types/site-contact-us-alt";
import { PageHeader } from "../components/page-header";
import { ContactView } from "../features/site/contact-view";
import { t } from "../i18n/t";
import { pageMeta, shellFrom } from "../lib/seo";
import { contactSample } from "../lib/site-samples.server";

export function loader({ context }: Route.LoaderArgs) {
  return { contact: contactSample(context.locale) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: t("site.contactAlt.title"), path: "/site/contact-us-alt", shell: shellFrom(matches) });
}

export default function ContactUsAltPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title={t("site.contactAlt.title")}
        crumbs={[{ label: t("shell.home"), href: "/" }, { label: t("site.contactAlt.title") }]}
      />
      <ContactView contact={loaderData.contact} layout="alt" />
    </>
  );
}
