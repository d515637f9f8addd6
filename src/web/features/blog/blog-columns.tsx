// The blog's two columns: the page's content and, from the lg breakpoint, the sidebar at the inline
// end (or at the inline start for the left-sidebar listing: the right-hand side in Arabic). Below lg
// the sidebar follows the content. Without a sidebar the content spans the page.
export function BlogColumns({
  sidebar,
  sidebarAtStart = false,
  children,
}: {
  sidebar?: React.ReactNode;
  sidebarAtStart?: boolean;
  children: React.ReactNode;
}) {
  if (!sidebar) return <div>{children}</div>;
  return (
    <div
      className={`grid grid-cols-[minmax(0,1fr)] gap-10 ${sidebarAtStart ? "lg:grid-cols-[20rem_minmax(0,1fr)]" : "lg:grid-cols-[minmax(0,1fr)_20rem]"}`}
    >
      <div className="min-w-0">{children}</div>
      <div className={sidebarAtStart ? "lg:order-first" : ""}>{sidebar}</div>
    </div>
  );
}
