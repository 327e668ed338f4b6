// @vitest-environment jsdom
import { compile, pagesOptions } from './__fixtures__/posts.js';
import { renderAtom, renderRss, type Feed } from './feeds.js';
import { createBlogPages } from './pages.js';

const feeds = createBlogPages(compile(), pagesOptions()).feeds;
const feedOf = (locale: string) => feeds.find((f) => f.locale === locale)!.feed;

/** Parses XML the way a feed reader would; a syntax error is a failure with the parser's message. */
function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}
// CSS selectors match local names, so `link` would also find `atom:link`: keep unprefixed elements.
const texts = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)].filter((n) => n.prefix === null).map((n) => n.textContent);
const isAbsolute = (url: string | null) => url !== null && /^https:\/\/immich\.example\.org\/\S*$/.test(url);

describe('RSS 2.0', () => {
  const doc = parseXml(renderRss(feedOf('ru')));

  it('is a well-formed RSS 2.0 channel in the locale\'s language', () => {
    expect(doc.documentElement.tagName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(texts(doc, 'channel > title')).toEqual(['Блог Immich']);
    expect(texts(doc, 'channel > description')).toEqual(['Новости команды Immich.']);
    expect(texts(doc, 'channel > language')).toEqual(['ru']);
    expect(texts(doc, 'channel > link')).toEqual(['https://immich.example.org/ru/blog']);
    expect(doc.getElementsByTagName('atom:link')[0]!.getAttribute('href')).toBe('https://immich.example.org/ru/blog/rss.xml');
  });

  it('has every post, newest first, with absolute links and RFC 822 dates', () => {
    const items = [...doc.querySelectorAll('item')];
    expect(items).toHaveLength(7);
    expect(items[0]!.querySelector('title')!.textContent).toBe('Объявление о лицензиях');
    expect(items[0]!.querySelector('pubDate')!.textContent).toBe('Thu, 18 Jul 2024 00:00:00 GMT');
    expect(texts(doc, 'item > link').every(isAbsolute)).toBe(true);
    expect(texts(doc, 'item > guid')).toEqual(texts(doc, 'item > link'));
    expect(texts(doc, 'item > link')).toContain('https://immich.example.org/ru/blog/release-1-36');
    expect([...items[0]!.querySelectorAll('category')].map((c) => c.textContent)).toEqual(['Новости разработки', 'Анонс', 'FUTO']);
    expect(items[0]!.getElementsByTagName('dc:creator')[0]!.textContent).toBe('Alex Tran');
  });

  it('escapes markup in titles and descriptions, so they read as text', () => {
    const en = parseXml(renderRss(feedOf('en')));
    expect(en.querySelector('item > title')!.textContent).toBe('Licensing & pricing <2024>');
    expect(en.querySelector('channel > description')!.textContent).toBe('News & updates from the <Immich> team.');
    expect(renderRss(feedOf('en'))).toContain('Licensing &amp; pricing &lt;2024&gt;');
  });

  it('links the default locale\'s feed without a prefix', () => {
    const zh = parseXml(renderRss(feedOf('zh-Hans')));
    expect(texts(zh, 'channel > link')).toEqual(['https://immich.example.org/blog']);
    expect(texts(zh, 'item > link')).toContain('https://immich.example.org/blog/2023/06/24/update');
    expect(texts(zh, 'channel > title')).toEqual(['Immich 博客']);
  });
});

describe('Atom', () => {
  const doc = parseXml(renderAtom(feedOf('de')));
  const ATOM = 'http://www.w3.org/2005/Atom';

  it('is a well-formed Atom feed with id, title, updated, self link and author', () => {
    expect(doc.documentElement.namespaceURI).toBe(ATOM);
    expect(doc.documentElement.getAttribute('xml:lang')).toBe('de');
    expect(texts(doc, 'feed > title')).toEqual(['Immich-Blog']);
    expect(texts(doc, 'feed > updated')).toEqual(['2024-07-18T00:00:00.000Z']);
    expect(doc.querySelector('feed > link[rel="self"]')!.getAttribute('href')).toBe('https://immich.example.org/de/blog/atom.xml');
    expect(texts(doc, 'feed > author > name')).toEqual(['Immich']);
  });

  it('has one entry per post with an absolute id and link', () => {
    const entries = [...doc.querySelectorAll('entry')];
    expect(entries).toHaveLength(7);
    for (const entry of entries) {
      expect(isAbsolute(entry.querySelector('id')!.textContent)).toBe(true);
      expect(isAbsolute(entry.querySelector('link')!.getAttribute('href'))).toBe(true);
      expect(Date.parse(entry.querySelector('updated')!.textContent!)).not.toBeNaN();
      expect(entry.querySelector('author > name')!.textContent).toBe('Alex Tran');
    }
    expect(entries[0]!.querySelector('link')!.getAttribute('href')).toBe('https://immich.example.org/de/blog/2024/immich-licensing');
  });

  it('keeps at most `feedLimit` entries, and stays valid with none', () => {
    const limited = createBlogPages(compile(), pagesOptions({ feedLimit: 2 })).feeds.find((f) => f.locale === 'en')!.feed;
    expect(parseXml(renderAtom(limited)).querySelectorAll('entry')).toHaveLength(2);
    const empty: Feed = { ...limited, items: [] };
    expect(parseXml(renderAtom(empty)).querySelector('feed > updated')!.textContent).toBe('1970-01-01T00:00:00.000Z');
    expect(parseXml(renderRss(empty)).querySelectorAll('item')).toHaveLength(0);
  });

  it('drops characters XML cannot carry', () => {
    const odd: Feed = { ...feedOf('en'), title: 'Bell \u0007 and form \u000c feed' };
    expect(parseXml(renderAtom(odd)).querySelector('feed > title')!.textContent).toBe('Bell  and form  feed');
  });
});
