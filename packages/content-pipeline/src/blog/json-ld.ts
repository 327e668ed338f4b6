import type { BlogAuthor, BlogPostingData } from '@lumidoc/contract';

export interface BlogPostingInput {
  /** Absolute URL of the post. */
  url: string;
  title: string;
  description?: string;
  date: string;
  /** `<html lang>` of the language the post is written in. */
  language: string;
  authors: readonly BlogAuthor[];
  tagLabels: readonly string[];
  /** Absolute URL of the post's image. */
  image?: string;
  /** Absolute URL and name of the blog. */
  blogUrl: string;
  blogName: string;
  /** Makes an author's site-relative avatar absolute. */
  absolute: (pathOrUrl: string) => string;
}

/** schema.org `BlogPosting` for a post, with absolute URLs. */
export function blogPostingData(input: BlogPostingInput): BlogPostingData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': input.url,
    mainEntityOfPage: input.url,
    url: input.url,
    headline: input.title,
    ...(input.description ? { description: input.description } : {}),
    datePublished: input.date,
    inLanguage: input.language,
    author: input.authors.map((author) => ({
      '@type': 'Person' as const,
      name: author.name,
      ...(author.url ? { url: author.url } : {}),
      ...(author.imageUrl ? { image: input.absolute(author.imageUrl) } : {}),
    })),
    ...(input.tagLabels.length > 0 ? { keywords: [...input.tagLabels] } : {}),
    ...(input.image ? { image: input.image } : {}),
    isPartOf: { '@type': 'Blog', '@id': input.blogUrl, name: input.blogName },
  };
}
