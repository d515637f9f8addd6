import { Breadcrumb, type Crumb } from "./breadcrumb";

/** The top of a page: breadcrumb, then the page's single h1. */
export function PageHeader({ title, crumbs }: { title: string; crumbs: Crumb[] }) {
  return (
    <div className="mb-6 flex flex-col gap-2">
      <Breadcrumb items={crumbs} />
      <h1 id="page-title" className="text-2xl font-bold text-link sm:text-3xl">
        {title}
      </h1>
    </div>
  );
}
