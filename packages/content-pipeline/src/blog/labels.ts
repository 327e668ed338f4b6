import type { LocalizedText } from '../localized-text.js';
import { pipelineTextByLocale } from '../strings.js';

/**
 * Titles of the blog's own pages (for `<title>` and the h1), per locale. `{page}`, `{tag}` and
 * `{site}` are filled in. Sites may override any of them through the plugin options.
 */
export interface BlogLabels {
  /** The post list. */
  blog: LocalizedText;
  /** Page 2 and later of the post list: `{page}`. */
  listPage: LocalizedText;
  archive: LocalizedText;
  authors: LocalizedText;
  tags: LocalizedText;
  /** A tag's page: `{tag}`. */
  tag: LocalizedText;
  /** Title of the feeds: `{site}`. */
  feedTitle: LocalizedText;
}

/** The labels in the ten locales Lumidoc ships strings for (the pipeline's catalogues, strings.ts). */
export const DEFAULT_BLOG_LABELS: BlogLabels = {
  blog: pipelineTextByLocale('blog.title'),
  listPage: pipelineTextByLocale('blog.listPage'),
  archive: pipelineTextByLocale('blog.archive'),
  authors: pipelineTextByLocale('blog.authors'),
  tags: pipelineTextByLocale('blog.tags'),
  tag: pipelineTextByLocale('blog.tag'),
  feedTitle: pipelineTextByLocale('blog.feedTitle'),
};
