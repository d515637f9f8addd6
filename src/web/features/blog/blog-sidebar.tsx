// The blog's sidebar: search (it searches the shop: GET /shop?search=…), categories, latest posts,
// tags and the newsletter form. The sample categories and tags are labels, not filters.
import { Form, Link } from "react-router";
import { t } from "../../i18n/t";
import type { BlogSidebarData } from "../../lib/blog";
import { formatBlogDate } from "./blog-date";
import { NewsletterForm } from "./newsletter-form";
import { POST_HREF } from "./post-card";
import { PostIllustration } from "./post-illustration";
import { Button } from "../../components/button";

function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border border-gray-200 p-5">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function BlogSidebar({ sidebar }: { sidebar: BlogSidebarData }) {
  return (
    <aside aria-label={t("blog.sidebar")} className="flex flex-col gap-6">
      <Panel id="blog-search" title={t("blog.searchLabel")}>
        <Form method="get" action="/shop" role="search" aria-label={t("blog.searchLabel")} className="flex gap-2">
          <label htmlFor="blog-search-input" className="sr-only">
            {t("blog.searchLabel")}
          </label>
          <input
            id="blog-search-input"
            type="search"
            name="search"
            placeholder={t("blog.searchPlaceholder")}
            className="min-w-0 flex-1 rounded-md border border-gray-400 bg-white px-3 py-2"
          />
          <Button type="submit">{t("blog.search")}</Button>
        </Form>
      </Panel>
      <Panel id="blog-categories" title={t("blog.categories")}>
        <ul className="flex flex-col gap-2">
          {sidebar.categories.map((category) => (
            <li key={category.name} className="flex items-center justify-between gap-2">
              <span>{category.name}</span>
              <span className="text-sm text-gray-700">{t("blog.postCount", { count: category.count })}</span>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel id="blog-latest" title={t("blog.latestPosts")}>
        <ul className="flex flex-col gap-4">
          {sidebar.latest.map((post) => (
            <li key={post.id} className="flex items-center gap-3">
              <PostIllustration hue={post.hue} motif={post.motif} className="aspect-video w-20 shrink-0 rounded" />
              <div className="flex flex-col">
                <Link to={POST_HREF} className="font-medium hover:text-link hover:underline">
                  {post.title}
                </Link>
                <time dateTime={post.date} className="text-sm text-gray-700">
                  {formatBlogDate(post.date)}
                </time>
              </div>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel id="blog-tags" title={t("blog.tags")}>
        <ul className="flex flex-wrap gap-2">
          {sidebar.tags.map((tag) => (
            <li key={tag} className="rounded-full border border-gray-300 px-3 py-1 text-sm">
              {tag}
            </li>
          ))}
        </ul>
      </Panel>
      <Panel id="blog-newsletter" title={t("blog.newsletter")}>
        <NewsletterForm />
      </Panel>
    </aside>
  );
}
