import type { BlogPageData, PageData } from '@lumidoc/contract';

/** A `<meta>` entry for the router's `head()`. */
export type BlogHeadMeta = { name: string; content: string } | { property: string; content: string };

/** A `<link>` entry for the router's `head()`. */
export interface BlogHeadLink {
  rel: string;
  type: string;
  title: string;
  href: string;
}

/** A `<script>` entry for the router's `head()`: inline JSON, safe to place in HTML as is. */
export interface BlogHeadScript {
  type: 'application/ld+json';
  children: string;
}

/** What a blog page adds to `<head>`. */
export interface BlogHeadTags {
  meta: BlogHeadMeta[];
  links: BlogHeadLink[];
  scripts: BlogHeadScript[];
}

const BLOG_KINDS = new Set<string>(['blog-post', 'blog-list', 'blog-archive', 'blog-authors', 'blog-author', 'blog-tags', 'blog-tag']);

/** Whether a page is one of the blog's. */
export function isBlogPage(page: PageData): page is BlogPageData {
  return BLOG_KINDS.has(page.kind);
}

/**
 * What a blog page adds to `<head>`: the feeds as alternate links on every blog page, and on posts
 * the Open Graph article tags (image, publication time) and the BlogPosting JSON-LD. Empty lists
 * for any other page, so a router can always spread them. `origin` is the site URL without a slash.
 */
export function blogHeadTags(page: PageData, origin: string): BlogHeadTags {
  if (!isBlogPage(page)) return { meta: [], links: [], scripts: [] };
  const links: BlogHeadLink[] = [
    { rel: 'alternate', type: 'application/rss+xml', title: page.blog.feedTitle, href: origin + page.blog.rss },
    { rel: 'alternate', type: 'application/atom+xml', title: page.blog.feedTitle, href: origin + page.blog.atom },
  ];
  if (page.kind !== 'blog-post') return { meta: [], links, scripts: [] };
  const meta: BlogHeadMeta[] = [
    { property: 'og:type', content: 'article' },
    { property: 'og:url', content: origin + page.canonicalRoute },
    ...(page.description ? [{ property: 'og:description', content: page.description }] : []),
    ...(page.image ? [{ property: 'og:image', content: page.image }, { property: 'og:image:alt', content: page.title }] : []),
    { property: 'article:published_time', content: page.date },
    { name: 'twitter:card', content: 'summary' },
  ];
  // `<` never appears raw inside the script, so no text in the data can close it early.
  const jsonLd = JSON.stringify(page.structuredData).replace(/</g, '\\u003c');
  return { meta, links, scripts: [{ type: 'application/ld+json', children: jsonLd }] };
}
