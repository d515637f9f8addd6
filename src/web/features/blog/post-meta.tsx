// A post's date, author, category and comment count, in the page's language.
import { t } from "../../i18n/t";
import { formatBlogDate } from "./blog-date";

interface Props {
  date: string;
  author: string;
  category: string;
  comments: number;
}

export function PostMeta({ date, author, category, comments }: Props) {
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-700">
      <li>
        <span className="sr-only">{t("blog.postedOn")} </span>
        <time dateTime={date}>{formatBlogDate(date)}</time>
      </li>
      <li>{t("blog.byAuthor", { author })}</li>
      <li>
        <span className="sr-only">{t("blog.category")}: </span>
        {category}
      </li>
      <li>{t("blog.comments", { count: comments })}</li>
    </ul>
  );
}
