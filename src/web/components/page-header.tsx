import { Breadcrumb, type Crumb } from "./breadcrumb";

/** The top of a page: breadcrumb, then the page's single h1. */
export function PageHeader({
  title,
  crumbs,
  titleLang,
}: {
  title: string;
  crumbs: Crumb[];
  /** The title's language when it is the store's own text in another language than the page's. */
  titleLang?: string;
}) {
  return (
    <div className="mb-6 flex flex-col gap-2">
      <Breadcrumb items={crumbs} />
      <h1 id="page-title" lang={titleLang} className="text-2xl font-bold text-link sm:text-3xl">
        {title}
      </h1>
    </div>
  );
}
