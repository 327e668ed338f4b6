import { generatedPageBase, type LocaleContext } from './context.js';
import { localizeAuthor, localizeTag, type LocalePost } from './locale-posts.js';
import { BLOG_ROUTES } from './routes.js';
import type { BlogAuthorPageData, BlogAuthorsPageData, BlogTagPageData, BlogTagsPageData } from '@lumidoc/contract';

/** Listed posts by tag key or author id, each list newest first (the posts' order). */
function group(posts: readonly LocalePost[], keysOf: (post: LocalePost) => readonly string[]): Map<string, LocalePost[]> {
  const groups = new Map<string, LocalePost[]>();
  for (const post of posts) {
    if (!post.listed) continue;
    for (const key of keysOf(post)) {
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key)!.push(post);
    }
  }
  return groups;
}

/** `/blog/tags` and `/blog/tags/<tag>` for every tag with at least one listed post, by label. */
export function createTagPages(posts: readonly LocalePost[], ctx: LocaleContext): Array<BlogTagsPageData | BlogTagPageData> {
  const byTag = group(posts, (post) => post.source.tags);
  const tags = [...byTag.entries()].map(([key, tagged]) => localizeTag(key, tagged.length, ctx)).sort((a, b) => a.label.localeCompare(b.label, ctx.locale));
  const index: BlogTagsPageData = { ...generatedPageBase(ctx, BLOG_ROUTES.tags, ctx.label('tags')), kind: 'blog-tags', tags };
  return [
    index,
    ...tags.map(
      (tag): BlogTagPageData => ({
        ...generatedPageBase(ctx, BLOG_ROUTES.tag(ctx.options.tags.get(tag.key)!.permalink), ctx.label('tag', { tag: tag.label }), tag.description),
        kind: 'blog-tag',
        tag,
        posts: byTag.get(tag.key)!.map((p) => p.summary),
      }),
    ),
  ];
}

/** `/blog/authors` and `/blog/authors/<id>` for every author of a listed post, by name. */
export function createAuthorPages(posts: readonly LocalePost[], ctx: LocaleContext): Array<BlogAuthorsPageData | BlogAuthorPageData> {
  const byAuthor = group(posts, (post) => post.source.authors);
  const authors = [...byAuthor.entries()].map(([id, written]) => ({ ...localizeAuthor(id, ctx), count: written.length })).sort((a, b) => a.name.localeCompare(b.name, ctx.locale));
  const index: BlogAuthorsPageData = { ...generatedPageBase(ctx, BLOG_ROUTES.authors, ctx.label('authors')), kind: 'blog-authors', authors };
  return [
    index,
    ...authors.map(({ count: _count, ...author }): BlogAuthorPageData => ({
      ...generatedPageBase(ctx, BLOG_ROUTES.author(author.id), author.name, author.title),
      kind: 'blog-author',
      author,
      posts: byAuthor.get(author.id)!.map((p) => p.summary),
    })),
  ];
}
