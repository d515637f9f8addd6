import type { Route } from "./+types/error-404";
import { NotFoundView } from "../components/not-found-view";
import { t } from "../i18n/t";
import { pageMeta, shellFrom } from "../lib/seo";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: t("error404.title"), path: "/error-404", shell: shellFrom(matches), noindex: true });
}

export default function Error404() {
  return <NotFoundView />;
}
