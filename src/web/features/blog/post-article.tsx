// The sample post: meta, picture, body with its quote, tags and the author box. The page's h1 (the
// title) is above it in the PageHeader.
import { t } from "../../i18n/t";
import type { BlogPostView } from "../../lib/blog";
import { PostIllustration } from "./post-illustration";
import { PostMeta } from "./post-meta";

export function PostArticle({ post }: { post: BlogPostView }) {
  return (
    <article aria-labelledby="page-title" className="flex flex-col gap-6">
      <PostMeta date={post.date} author={post.author} category={post.category} comments={post.commentCount} />
      <PostIllustration hue={post.hue} motif={post.motif} className="aspect-[5/2] w-full rounded-lg" />
      <div className="flex flex-col gap-4 text-lg leading-relaxed">
        {post.body.slice(0, post.quoteAfter).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <figure className="my-2 border-s-4 border-link bg-gray-50 px-6 py-4">
          <blockquote className="text-xl font-medium italic">
            <p>{post.quote.text}</p>
          </blockquote>
          <figcaption className="mt-2 text-base text-gray-700">— {post.quote.cite}</figcaption>
        </figure>
        {post.body.slice(post.quoteAfter).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <section aria-labelledby="post-tags" className="flex flex-wrap items-center gap-2">
        <h2 id="post-tags" className="font-semibold">
          {t("blog.tags")}:
        </h2>
        <ul className="flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full border border-gray-300 px-3 py-1 text-sm">
              {tag}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="about-author" className="flex gap-4 rounded-lg border border-gray-200 p-5">
        <span
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-full bg-brand text-xl font-bold text-brand-text"
        >
          {post.author.charAt(0)}
        </span>
        <div className="flex flex-col gap-1">
          <h2 id="about-author" className="text-lg font-bold">
            {t("blog.aboutAuthor")}
          </h2>
          <p className="font-semibold">{post.author}</p>
          <p className="text-gray-800">{post.authorBio}</p>
        </div>
      </section>
    </article>
  );
}
