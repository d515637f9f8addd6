// The blog listings (spec §2): /blog/category-classic, -grid, -list and -left-sidebar, 10 pages of
// sample posts (?page=1…10; a bad value is page 1, an out-of-range one the nearest page). Classic and
// list have the sidebar at the inline end, left-sidebar at the inline start; grid spans the page.
import type { Route } from "./+types/blog-category";
import { PageHeader } from "../components/page-header";
import { Pagination } from "../components/pagination";
import { BlogColumns } from "../features/blog/blog-columns";
import { BlogSidebar } from "../features/blog/blog-sidebar";
import { PostList } from "../features/blog/post-list";
import { t, type MessageKey } from "../i18n/t";
import { BLOG_LAYOUTS, BLOG_PAGE_COUNT, blogPageHref, blogPageNumber, type BlogLayout } from "../lib/blog";
import { blogPosts, blogSidebar } from "../lib/blog-samples.server";
import { pageUrl } from "../lib/page-url.server";
import { pageLinks } from "../lib/pagination";
import { pageMeta, shellFrom } from "../lib/seo";

const TITLES: Record<BlogLayout, MessageKey> = {
  classic: "blog.classicTitle",
  grid: "blog.gridTitle",
  list: "blog.listTitle",
  "left-sidebar": "blog.leftSidebarTitle",
};

export function loader({ context, request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const path = url.pathname.replace(/\/+$/, "");
  const layout = BLOG_LAYOUTS.find((name) => path === `/blog/category-${name}`) ?? "classic";
  const page = blogPageNumber(url.searchParams.get("page"));
  return {
    layout,
    path,
    page,
    posts: blogPosts(context.locale, page),
    sidebar: layout === "grid" ? null : blogSidebar(context.locale),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const layout = loaderData?.layout ?? "classic";
  const page = loaderData?.page ?? 1;
  const title = t(TITLES[layout]);
  return pageMeta({
    title: page > 1 ? t("blog.pageTitle", { title, page }) : title,
    path: blogPageHref(loaderData?.path ?? "/blog/category-classic", page),
    shell: shellFrom(matches),
  });
}

export default function BlogCategory({ loaderData }: Route.ComponentProps) {
  const { layout, path, page, posts, sidebar } = loaderData;
  const title = t(TITLES[layout]);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t("shell.home"), href: "/" },
          { label: t("blog.title"), href: "/blog/category-classic" },
          { label: title },
        ]}
      />
      <BlogColumns
        sidebar={sidebar ? <BlogSidebar sidebar={sidebar} /> : undefined}
        sidebarAtStart={layout === "left-sidebar"}
      >
        <PostList posts={posts} layout={layout} />
        <Pagination pagination={pageLinks(page, BLOG_PAGE_COUNT, (n) => blogPageHref(path, n))} />
      </BlogColumns>
    </>
  );
}
