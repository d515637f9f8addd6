// /site/not-found (spec §2 site): the 'Page Not Found' view as a sample page. It answers HTTP 404
// (the loader returns, not throws, its status, so the page itself renders, not the error boundary).
import { data } from "react-router";
import type { Route } from "./+types/site-not-found";
import { NotFoundView } from "../components/not-found-view";
import { t } from "../i18n/t";
import { pageMeta, shellFrom } from "../lib/seo";

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: t("error404.title"), path: "/site/not-found", shell: shellFrom(matches), noindex: true });
}

export default function SiteNotFoundPage() {
  return <NotFoundView />;
}
