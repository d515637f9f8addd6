// The sample post (spec §2): /blog/post-classic with the blog's sidebar at the inline end, and
// /blog/post-full spanning the page. Comments are samples; the comment form only checks its input.
import type { Route } from "./+types/blog-post";
import { PageHeader } from "../components/page-header";
import { BlogColumns } from "../features/blog/blog-columns";
import { BlogSidebar } from "../features/blog/blog-sidebar";
import { CommentForm } from "../features/blog/comment-form";
import { CommentList } from "../features/blog/comment-list";
import { PostArticle } from "../features/blog/post-article";
import { t } from "../i18n/t";
import { blogPost, blogSidebar } from "../lib/blog-samples.server";
import { pageUrl } from "../lib/page-url.server";
import { pageMeta, shellFrom } from "../lib/seo";

export function loader({ context, request }: Route.LoaderArgs) {
  const full = pageUrl(request).pathname.replace(/\/+$/, "") === "/blog/post-full";
  const post = blogPost(context.locale);
  return {
    path: full ? "/blog/post-full" : "/blog/post-classic",
    post,
    sidebar: full ? null : blogSidebar(context.locale),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    title: loaderData?.post.title ?? t("blog.title"),
    description: loaderData?.post.body[0],
    path: loaderData?.path ?? "/blog/post-classic",
    shell: shellFrom(matches),
  });
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, sidebar } = loaderData;
  return (
    <>
      <PageHeader
        title={post.title}
        crumbs={[
          { label: t("shell.home"), href: "/" },
          { label: t("blog.title"), href: "/blog/category-classic" },
          { label: post.title },
        ]}
      />
      <BlogColumns sidebar={sidebar ? <BlogSidebar sidebar={sidebar} /> : undefined}>
        <div className={`flex flex-col gap-12 ${sidebar ? "" : "mx-auto max-w-3xl"}`}>
          <PostArticle post={post} />
          <CommentList comments={post.comments} count={post.commentCount} />
          <CommentForm />
        </div>
      </BlogColumns>
    </>
  );
}
