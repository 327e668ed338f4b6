import type { Root as HastRoot } from 'hast';
import type { PageBase, PageLink, TocEntry } from './page-base.js';

/** A blog author, from `authors.yml`, with texts in the reader's locale. */
export interface BlogAuthor {
  /** Key in `authors.yml`, also the last part of the author's route. */
  id: string;
  name: string;
  /** Role or short bio, e.g. "Maintainer of Immich". */
  title?: string;
  /** The author's own page (outside the site). */
  url?: string;
  /** Avatar, an absolute URL or a site path. */
  imageUrl?: string;
  /** Profile links by platform (`github`, `x`, `linkedin` …), each a full URL. */
  socials?: Record<string, string>;
  /** Localized route of the author's page. */
  route: string;
}

/** A tag, from `tags.yml`, in the reader's locale. */
export interface BlogTag {
  /** Key in `tags.yml`, as posts name it in `tags:`. */
  key: string;
  label: string;
  description?: string;
  /** Localized route of the tag's page. */
  route: string;
  /** Posts with this tag in this locale. */
  count: number;
}

/** What lists show of a post. */
export interface BlogPostSummary {
  /** Localized route of the post. */
  route: string;
  title: string;
  /** ISO 8601 date and time (UTC) of publication. */
  date: string;
  description?: string;
  /** The post's beginning, up to `<!-- truncate -->`, with links localized for the reader. */
  excerpt?: HastRoot;
  authors: BlogAuthor[];
  tags: BlogTag[];
  readingTimeMinutes: number;
  /** Locale the words are in, when the reader's locale has no translation of the post. */
  fallbackFrom?: string;
}

/** A post as the archive lists it. */
export interface BlogArchiveEntry {
  route: string;
  title: string;
  /** ISO 8601 date and time (UTC). */
  date: string;
  fallbackFrom?: string;
}

/** Newer/older links of a paginated list. */
export interface BlogPagination {
  /** This page's number, from 1. */
  page: number;
  pages: number;
  /** Route of the page with newer posts; absent on page 1. */
  newer?: string;
  /** Route of the page with older posts; absent on the last page. */
  older?: string;
}

/** The blog's sections and feeds in the reader's locale, shown on every blog page. */
export interface BlogNavigation {
  /** Localized route of the post list (`/ru/blog`). */
  list: string;
  archive: string;
  tags: string;
  authors: string;
  /** Localized path of the RSS 2.0 feed (`/ru/blog/rss.xml`). */
  rss: string;
  /** Localized path of the Atom feed (`/ru/blog/atom.xml`). */
  atom: string;
  /** Title of the feeds, for `<link rel="alternate" title>`. */
  feedTitle: string;
}

/** Fields every blog page has. */
export interface BlogPageBase extends PageBase {
  blog: BlogNavigation;
}

/** schema.org `BlogPosting` data for the post's JSON-LD script; every URL is absolute. */
export interface BlogPostingData {
  '@context': 'https://schema.org';
  '@type': 'BlogPosting';
  '@id': string;
  mainEntityOfPage: string;
  url: string;
  headline: string;
  description?: string;
  datePublished: string;
  inLanguage: string;
  author: Array<{ '@type': 'Person'; name: string; url?: string; image?: string }>;
  keywords?: string[];
  image?: string;
  isPartOf: { '@type': 'Blog'; '@id': string; name: string };
}

/** One blog post. */
export interface BlogPostPageData extends BlogPageBase {
  kind: 'blog-post';
  /** ISO 8601 date and time (UTC) of publication. */
  date: string;
  authors: BlogAuthor[];
  tags: BlogTag[];
  readingTimeMinutes: number;
  body: HastRoot;
  toc: TocEntry[];
  /** Absolute URL of the social card image (`og:image`), when the post or its author has one. */
  image?: string;
  /** The next newer post. */
  newer?: PageLink;
  /** The next older post. */
  older?: PageLink;
  /** Built only in development. */
  draft: boolean;
  /** Reachable by its URL only: left out of lists, feeds and search. */
  unlisted: boolean;
  structuredData: BlogPostingData;
}

/** `/blog` and `/blog/page/<n>`: posts newest first, with excerpts. */
export interface BlogListPageData extends BlogPageBase {
  kind: 'blog-list';
  posts: BlogPostSummary[];
  pagination: BlogPagination;
}

/** `/blog/archive`: every post, grouped by year, newest first. */
export interface BlogArchivePageData extends BlogPageBase {
  kind: 'blog-archive';
  years: Array<{ year: string; posts: BlogArchiveEntry[] }>;
}

/** `/blog/authors`: every author who wrote a post. */
export interface BlogAuthorsPageData extends BlogPageBase {
  kind: 'blog-authors';
  authors: Array<BlogAuthor & { count: number }>;
}

/** `/blog/authors/<id>`: one author and their posts. */
export interface BlogAuthorPageData extends BlogPageBase {
  kind: 'blog-author';
  author: BlogAuthor;
  posts: BlogPostSummary[];
}

/** `/blog/tags`: every tag in use, with its post count. */
export interface BlogTagsPageData extends BlogPageBase {
  kind: 'blog-tags';
  tags: BlogTag[];
}

/** `/blog/tags/<tag>`: the posts with one tag. */
export interface BlogTagPageData extends BlogPageBase {
  kind: 'blog-tag';
  tag: BlogTag;
  posts: BlogPostSummary[];
}

export type BlogPageData =
  | BlogPostPageData
  | BlogListPageData
  | BlogArchivePageData
  | BlogAuthorsPageData
  | BlogAuthorPageData
  | BlogTagsPageData
  | BlogTagPageData;
