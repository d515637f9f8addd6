// Any content page of the store by its url (spec §2); a page flagged productPage also lists the
// products of its category unless shopHidden. Paths that are no page redirect to /.
import { redirect } from "react-router";
import type { Route } from "./+types/content-page";
import { PageHeader } from "../components/page-header";
import { ListingView } from "../features/catalog/listing-view";
import { ContentSections } from "../features/content/content-sections";
import { t } from "../i18n/t";
import { categoryForPage, flattenCategories } from "../lib/categories";
import { findContentPage, loadContentPage } from "../lib/content.server";
import { loadListing } from "../lib/listing.server";
import { unpackView } from "../lib/packed-view";
import { pageMeta, shellFrom } from "../lib/seo";
import { loadCategories } from "../lib/shell.server";
import { useShell } from "../lib/use-shell";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const entry = findContentPage(context, `/${params["*"] ?? ""}`);
  if (!entry) throw redirect("/");
  // A locked private store lists no products; the page itself stays readable.
  const category =
    entry.productPage && !entry.shopHidden && context.unlocked
      ? categoryForPage(entry, flattenCategories(await loadCategories(context)))
      : undefined;
  const [page, listing] = await Promise.all([
    loadContentPage(context, entry),
    category ? loadListing(context, request, { fixedCategory: category.id, categoryPathPrefix: "/category" }) : null,
  ]);
  return { page, listing };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const page = loaderData && unpackView(loaderData.page);
  return pageMeta({
    title: page?.title ?? "",
    description: page?.description ?? undefined,
    path: page?.url ?? "/",
    shell: shellFrom(matches),
  });
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const page = unpackView(loaderData.page);
  const { listing } = loaderData;
  const { dir } = useShell();
  return (
    <>
      <PageHeader title={page.title} crumbs={[{ label: t("shell.home"), href: "/" }, { label: page.title }]} />
      <ContentSections sections={page.sections} dir={dir} />
      {listing && (
        <div className="mt-10">
          <ListingView listing={unpackView(listing)} />
        </div>
      )}
    </>
  );
}
