// A page of sample posts laid out as the listing asks: one column (classic, list) or a grid.
import { t } from "../../i18n/t";
import type { BlogLayout, BlogPostSummary } from "../../lib/blog";
import { PostCard } from "./post-card";

export function PostList({ posts, layout }: { posts: BlogPostSummary[]; layout: BlogLayout }) {
  const columns = layout === "grid" ? "grid gap-6 sm:grid-cols-2 lg:grid-cols-3" : "flex flex-col gap-8";
  return (
    <ul aria-label={t("blog.posts")} className={columns}>
      {posts.map((post) => (
        <li key={post.id} className="flex">
          <PostCard post={post} layout={layout} />
        </li>
      ))}
    </ul>
  );
}
