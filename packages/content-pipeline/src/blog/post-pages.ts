import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { localizeHast } from '../hast-routes.js';
import type { LocaleContext } from './context.js';
import { blogPostingData } from './json-ld.js';
import type { LocalePost } from './locale-posts.js';
import { BLOG_ROUTES } from './routes.js';
import type { BlogPostPageData } from '@lumidoc/contract';

/** The first image of a body, for a social card when the post names none. */
function firstImage(tree: Root): string | undefined {
  let src: string | undefined;
  visit(tree, 'element', (node: Element) => {
    if (src === undefined && node.tagName === 'img' && typeof node.properties['src'] === 'string') src = node.properties['src'];
  });
  return src;
}

/**
 * The page of each post in one locale: body and TOC, authors, tags, reading time, links to the
 * next newer and older listed post, the social card image and BlogPosting data. A post shown from
 * another locale is `noindex` and canonical to its source.
 */
export function createPostPages(posts: readonly LocalePost[], ctx: LocaleContext): BlogPostPageData[] {
  const listed = posts.filter((p) => p.listed);
  const { locales } = ctx.options;
  return posts.map((post) => {
    const { source, summary } = post;
    const fm = source.compiled.frontMatter;
    const at = post.listed ? listed.indexOf(post) : -1;
    const link = (other: LocalePost | undefined) => (other ? { label: other.summary.title, route: other.route } : undefined);
    const newer = at > 0 ? link(listed[at - 1]) : undefined;
    const older = at >= 0 ? link(listed[at + 1]) : undefined;
    const imageSource = fm.image ?? firstImage(source.compiled.body) ?? ctx.options.defaultImage ?? summary.authors.find((a) => a.imageUrl)?.imageUrl;
    const image = imageSource ? ctx.absolute(imageSource) : undefined;
    const isFallback = source.locale !== ctx.locale;
    const canonicalRoute = isFallback ? locales.localizePath(source.route, source.locale) : post.route;
    return {
      kind: 'blog-post',
      locale: ctx.locale,
      route: post.route,
      title: summary.title,
      ...(summary.description ? { description: summary.description } : {}),
      ...(fm.keywords?.length ? { keywords: fm.keywords } : {}),
      alternates: {},
      untranslatedLocales: [],
      ...(isFallback ? { fallbackFrom: source.locale } : {}),
      canonicalRoute,
      noindex: isFallback || !post.listed || fm.draft === true,
      blog: ctx.nav,
      date: summary.date,
      authors: summary.authors,
      tags: summary.tags,
      readingTimeMinutes: summary.readingTimeMinutes,
      body: localizeHast(source.compiled.body, ctx.localize),
      toc: source.compiled.toc,
      ...(image ? { image } : {}),
      ...(newer ? { newer } : {}),
      ...(older ? { older } : {}),
      draft: fm.draft === true,
      unlisted: fm.unlisted === true,
      structuredData: blogPostingData({
        url: ctx.absolute(canonicalRoute),
        title: summary.title,
        ...(summary.description ? { description: summary.description } : {}),
        date: summary.date,
        language: locales.get(source.locale).htmlLang,
        authors: summary.authors,
        tagLabels: summary.tags.map((t) => t.label),
        ...(image ? { image } : {}),
        blogUrl: ctx.absolute(ctx.localize(BLOG_ROUTES.list)),
        blogName: ctx.nav.feedTitle,
        absolute: ctx.absolute,
      }),
    };
  });
}
