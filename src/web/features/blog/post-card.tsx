// One sample post in a listing: classic (large card), grid (compact card) or list (picture beside the
// text). Every post links to the sample post page.
import { Link } from "react-router";
import { t } from "../../i18n/t";
import type { BlogLayout, BlogPostSummary } from "../../lib/blog";
import { PostIllustration } from "./post-illustration";
import { PostMeta } from "./post-meta";

export const POST_HREF = "/blog/post-classic";

export function PostCard({ post, layout }: { post: BlogPostSummary; layout: BlogLayout }) {
  const compact = layout === "grid";
  const beside = layout === "list";
  return (
    <article
      aria-labelledby={`${post.id}-title`}
      className={`flex w-full overflow-hidden rounded-lg border border-gray-200 bg-white ${
        beside ? "flex-col sm:flex-row" : "flex-col"
      }`}
    >
      <Link to={POST_HREF} tabIndex={-1} aria-hidden="true" className={beside ? "sm:w-2/5 sm:shrink-0" : ""}>
        <PostIllustration
          hue={post.hue}
          motif={post.motif}
          className={layout === "classic" || layout === "left-sidebar" ? "aspect-[5/2] w-full" : "aspect-video w-full"}
        />
      </Link>
      <div className={`flex flex-1 flex-col gap-3 ${compact ? "p-4" : "p-5 sm:p-6"}`}>
        <h2 id={`${post.id}-title`} className={`font-bold ${compact ? "text-lg" : "text-xl sm:text-2xl"}`}>
          <Link to={POST_HREF} className="hover:text-link hover:underline">
            {post.title}
          </Link>
        </h2>
        <PostMeta date={post.date} author={post.author} category={post.category} comments={post.comments} />
        <p className="text-gray-800">{post.excerpt}</p>
        <Link
          to={POST_HREF}
          aria-label={t("blog.readMoreAbout", { title: post.title })}
          className="mt-auto inline-flex items-center gap-1 self-start font-semibold text-link hover:underline"
        >
          {t("blog.readMore")}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            →
          </span>
        </Link>
      </div>
    </article>
  );
}
