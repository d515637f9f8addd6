// The sample post's comments, replies nested under the comment they answer.
import { t } from "../../i18n/t";
import type { BlogComment } from "../../lib/blog";
import { formatBlogDate } from "./blog-date";

function CommentItem({ comment }: { comment: BlogComment }) {
  return (
    <li className="flex flex-col gap-3">
      <article aria-labelledby={`${comment.id}-author`} className="flex gap-3 rounded-lg bg-gray-50 p-4">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-brand font-bold text-brand-text"
        >
          {comment.author.charAt(0)}
        </span>
        <div className="flex flex-col gap-1">
          <h3 id={`${comment.id}-author`} className="font-semibold">
            {comment.author}
          </h3>
          <p className="text-sm text-gray-700">
            <time dateTime={comment.date}>{formatBlogDate(comment.date)}</time>
          </p>
          <p>{comment.text}</p>
        </div>
      </article>
      {comment.replies.length > 0 && (
        <ol
          aria-label={t("blog.repliesTo", { name: comment.author })}
          className="flex flex-col gap-3 border-s-2 border-gray-200 ps-4 sm:ms-8"
        >
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} />
          ))}
        </ol>
      )}
    </li>
  );
}

export function CommentList({ comments, count }: { comments: BlogComment[]; count: number }) {
  return (
    <section aria-labelledby="comments-heading" className="flex flex-col gap-4">
      <h2 id="comments-heading" className="text-xl font-bold">
        {t("blog.comments", { count })}
      </h2>
      <ol className="flex flex-col gap-4">
        {comments.map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </ol>
    </section>
  );
}
