import type { Root as HastRoot } from 'hast';
import type { PageBase, PageLink, TocEntry } from '../page-data.js';

/** A blog author, from `authors.yml`, with texts in the reader's locale. */
export interface BlogAuthor {
  id: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  socials?: Record<string, string>;
  /** Localized route of the author's page. */
  route: string;
}

/** A tag, from `tags.yml`, in the reader's locale. */
export interface BlogTag {
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
  route: string;
  title: string;
  /** ISO date. */
  date: string;
  description?: string;
  excerpt?: HastRoot;
  authors: BlogAuthor[];
  tags: BlogTag[];
  readingTimeMinutes: number;
}

/** Newer/older links of a paginated list. */
export interface BlogPagination {
  page: number;
  pages: number;
  newer?: string;
  older?: string;
}

export interface BlogPostPageData extends PageBase, Omit<BlogPostSummary, 'route' | 'title' | 'description' | 'excerpt'> {
  kind: 'blog-post';
  body: HastRoot;
  toc: TocEntry[];
  image?: string;
  prev?: PageLink;
  next?: PageLink;
}

export interface BlogListPageData extends PageBase {
  kind: 'blog-list';
  posts: BlogPostSummary[];
  pagination: BlogPagination;
}

export interface BlogArchivePageData extends PageBase {
  kind: 'blog-archive';
  years: Array<{ year: string; posts: BlogPostSummary[] }>;
}

export interface BlogAuthorsPageData extends PageBase {
  kind: 'blog-authors';
  authors: Array<BlogAuthor & { count: number }>;
}

export interface BlogAuthorPageData extends PageBase {
  kind: 'blog-author';
  author: BlogAuthor;
  posts: BlogPostSummary[];
}

export interface BlogTagsPageData extends PageBase {
  kind: 'blog-tags';
  tags: BlogTag[];
}

export interface BlogTagPageData extends PageBase {
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
