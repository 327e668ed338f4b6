import { parseAuthors } from './authors.js';
import { AUTHORS_YML, LOCALE_CODES, TAGS_YML } from './__fixtures__/posts.js';
import { parseTags } from './tags.js';

const authors = (text: string) => parseAuthors(text, 'content/blog/authors.yml', LOCALE_CODES);
const tags = (text: string) => parseTags(text, 'content/blog/tags.yml', LOCALE_CODES);

describe('parseAuthors', () => {
  it('reads names, per-locale titles, links and socials as profile URLs', () => {
    expect(authors(AUTHORS_YML).get('alextran')).toEqual({
      id: 'alextran',
      name: 'Alex Tran',
      title: { en: 'Maintainer of Immich', ru: 'Сопровождающий Immich' },
      url: 'https://github.com/alextran1502',
      imageUrl: 'https://github.com/alextran1502.png',
      socials: { github: 'https://github.com/alextran1502' },
    });
    expect(authors('a:\n  name: A\n  socials: { x: ann, mastodon: "https://social.example/@ann" }\n').get('a')!.socials).toEqual({ x: 'https://x.com/ann', mastodon: 'https://social.example/@ann' });
  });

  it('names the line of a bad field', () => {
    expect(() => authors('a:\n  name: A\n  image: /x.png\n')).toThrow(/authors\.yml:3: unknown field "image" in "a"\n {2}fix: use one of name, title, url, image_url, socials/);
    expect(() => authors('a:\n  title: T\n')).toThrow(/authors\.yml:1: author "a" has no name/);
    expect(() => authors('a:\n  name: { en: A, it: B }\n')).toThrow(/authors\.yml:2: "a\.name" names "it", which is not a locale of this site/);
    expect(() => authors('a:\n  name: A\n  url: github.com/a\n')).toThrow(/authors\.yml:3: "a\.url" must be an http\(s\) URL or a site path/);
    expect(() => authors('a:\n  name: A\n  socials: { mastodon: ann }\n')).toThrow(/authors\.yml:3: "a\.socials\.mastodon" is a handle on a platform without a known profile URL/);
    expect(() => authors('a:\n  name: [A\n')).toThrow(/authors\.yml:\d+: not valid YAML/);
  });
});

describe('parseTags', () => {
  it('reads labels, descriptions and permalinks, /<key> by default', () => {
    const parsed = tags(TAGS_YML);
    expect(parsed.get('release')).toEqual({ key: 'release', label: { en: 'Release', ru: 'Релиз' }, permalink: '/release', description: { en: 'Release announcements.', ru: 'Анонсы релизов.' } });
    expect(parsed.get('futo')).toEqual({ key: 'futo', label: 'FUTO', permalink: '/futo' });
  });

  it('rejects a tag without a label, a permalink that is not a path, and a permalink used twice', () => {
    expect(() => tags('a:\n  permalink: /a\n')).toThrow(/tags\.yml:1: tag "a" has no label/);
    expect(() => tags('a:\n  label: A\n  permalink: a b\n')).toThrow(/tags\.yml:3: tag "a" has permalink "a b", which is not a URL path/);
    expect(() => tags('a:\n  label: A\nb:\n  label: B\n  permalink: /a\n')).toThrow(/tags\.yml:5: tags "a" and "b" have the same permalink "\/a"/);
  });
});
