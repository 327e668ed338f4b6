import { sampleBlogListPage, sampleBlogPostPage } from './__fixtures__/blog-samples.js';
import { sampleDocPage } from '../stories/fixtures.js';
import { blogHeadTags, isBlogPage } from './head.js';

const ORIGIN = 'https://immich.example.org';

describe('blogHeadTags', () => {
  it('links both feeds from every blog page, with absolute URLs and the feed title', () => {
    const { meta, links, scripts } = blogHeadTags(sampleBlogListPage('ru'), ORIGIN);
    expect(links).toEqual([
      { rel: 'alternate', type: 'application/rss+xml', title: 'Блог Immich', href: 'https://immich.example.org/ru/blog/rss.xml' },
      { rel: 'alternate', type: 'application/atom+xml', title: 'Блог Immich', href: 'https://immich.example.org/ru/blog/atom.xml' },
    ]);
    expect(meta).toEqual([]);
    expect(scripts).toEqual([]);
  });

  it('adds Open Graph article tags on posts', () => {
    const page = sampleBlogPostPage('en');
    const { meta } = blogHeadTags(page, ORIGIN);
    expect(meta).toContainEqual({ property: 'og:type', content: 'article' });
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://immich.example.org/blog/2024/immich-licensing' });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://immich.example.org/img/social-card.png' });
    expect(meta).toContainEqual({ property: 'article:published_time', content: '2024-07-18T00:00:00.000Z' });
  });

  it('carries the BlogPosting JSON-LD as a script no text can break out of', () => {
    const page = sampleBlogPostPage('en', { title: 'Tags like </script><b>' });
    const data = { ...page.structuredData, headline: page.title };
    const { scripts } = blogHeadTags({ ...page, structuredData: data }, ORIGIN);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.type).toBe('application/ld+json');
    expect(scripts[0]!.children).not.toContain('<');
    expect(JSON.parse(scripts[0]!.children)).toEqual(data);
  });

  it('leaves out og:image when the post has none, and adds nothing to other pages', () => {
    const { meta } = blogHeadTags(sampleBlogPostPage('en', { image: undefined }), ORIGIN);
    expect(meta.some((m) => 'property' in m && m.property === 'og:image')).toBe(false);
    expect(isBlogPage(sampleDocPage('en'))).toBe(false);
    expect(blogHeadTags(sampleDocPage('en'), ORIGIN)).toEqual({ meta: [], links: [], scripts: [] });
  });
});
