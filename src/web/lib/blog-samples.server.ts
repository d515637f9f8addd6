// The blog's sample posts (data/demo/samples/blog.ts) of one language. Server only: the loaders pick the
// page's language and send a small view model, so no bundle or catalogue carries these texts. 60 posts
// (10 pages of 6) are derived deterministically from 12 seeds.
import type { Locale } from "~core/i18n/locale";
import { BLOG_SAMPLES } from "../../../data/demo/samples/blog";
import {
  BLOG_PAGE_COUNT,
  BLOG_PAGE_SIZE,
  type BlogComment,
  type BlogPostSummary,
  type BlogPostView,
  type BlogSidebarData,
} from "./blog";
import type { BlogSamples, SampleComment } from "./blog-samples";

const DAY = 86_400_000;
/** The newest sample post's date; older posts step back a few days each. */
const NEWEST = Date.UTC(2025, 5, 20);
const POST_COUNT = BLOG_PAGE_COUNT * BLOG_PAGE_SIZE;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const postDate = (n: number) => isoDay(NEWEST - (n * 4 + (n % 3)) * DAY);

const countSample = (list: SampleComment[]): number =>
  list.reduce((sum, comment) => sum + 1 + countSample(comment.replies ?? []), 0);

function summary(samples: BlogSamples, n: number): BlogPostSummary {
  const seed = samples.seeds[n % samples.seeds.length]!;
  return {
    id: `post-${n + 1}`,
    title: seed.title,
    excerpt: seed.excerpt,
    date: postDate(n),
    author: samples.authors[seed.author]!,
    category: samples.categories[seed.category]!,
    // The newest post is the sample post: its count is that of its sample comments.
    comments: n === 0 ? countSample(samples.post.comments) : (n * 5 + 2) % 24,
    hue: (n * 47 + 20) % 360,
    motif: n % 4,
  };
}

/** One page (1-based, already clamped) of the sample posts. */
export function blogPosts(locale: Locale, page: number): BlogPostSummary[] {
  const samples = BLOG_SAMPLES[locale];
  const first = (page - 1) * BLOG_PAGE_SIZE;
  return Array.from({ length: BLOG_PAGE_SIZE }, (_, i) => summary(samples, first + i));
}

export function blogSidebar(locale: Locale): BlogSidebarData {
  const samples = BLOG_SAMPLES[locale];
  const perSeed = POST_COUNT / samples.seeds.length;
  return {
    categories: samples.categories.map((name, index) => ({
      name,
      count: samples.seeds.filter((seed) => seed.category === index).length * perSeed,
    })),
    latest: [0, 1, 2].map((n) => {
      const { id, title, date, hue, motif } = summary(samples, n);
      return { id, title, date, hue, motif };
    }),
    tags: samples.tags,
  };
}

/** The sample post of /blog/post-classic and /blog/post-full: the newest post, in full. */
export function blogPost(locale: Locale): BlogPostView {
  const samples = BLOG_SAMPLES[locale];
  const head = summary(samples, 0);
  const { post } = samples;
  const published = Date.parse(`${head.date}T00:00:00Z`);
  let ids = 0;
  const toComment = (comment: SampleComment): BlogComment => ({
    id: `comment-${++ids}`,
    author: post.commenters[comment.author]!,
    date: isoDay(published + comment.daysAfter * DAY),
    text: comment.text,
    replies: (comment.replies ?? []).map(toComment),
  });
  const comments = post.comments.map(toComment);
  return {
    title: head.title,
    date: head.date,
    author: head.author,
    authorBio: post.authorBio,
    category: head.category,
    hue: head.hue,
    motif: head.motif,
    body: post.body,
    quote: post.quote,
    quoteAfter: 2,
    tags: post.tags.map((index) => samples.tags[index]!),
    comments,
    commentCount: head.comments,
  };
}
