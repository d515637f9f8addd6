// The shape of the blog's sample content (data/demo/samples/blog.ts), read by ./blog-samples.server.ts.

export interface Seed {
  title: string;
  excerpt: string;
  category: number;
  author: number;
}

export interface SampleComment {
  author: number;
  daysAfter: number;
  text: string;
  replies?: SampleComment[];
}

export interface BlogSamples {
  categories: string[];
  authors: string[];
  tags: string[];
  seeds: Seed[];
  post: {
    authorBio: string;
    body: string[];
    quote: { text: string; cite: string };
    tags: number[];
    commenters: string[];
    comments: SampleComment[];
  };
}
