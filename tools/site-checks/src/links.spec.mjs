import { describe, expect, it } from 'vitest';
import { scanTags } from './html-scan.mjs';
import { checkSiteLinks, pageLinkFacts } from './links.mjs';

const page = (file, route, html) => ({ file, route, ...pageLinkFacts(scanTags(html)) });
const files = new Set(['ru/docs/a/index.html', 'ru/docs/b/index.html', 'assets/x.js', 'img/i.svg', 'ru/404.html']);

describe('pageLinkFacts', () => {
  it('collects ids, named anchors and every URL attribute, srcset candidates included', () => {
    const facts = pageLinkFacts(scanTags('<h2 id="x"></h2><a name="old"></a><a href="/a">a</a><img src="/i.svg" srcset="/i1.svg 1x, /i2.svg 2x"><script src="/s.js"></script><div data-href="/no"></div>'));
    expect([...facts.ids]).toEqual(['x', 'old']);
    expect(facts.refs).toEqual(['/a', '/i.svg', '/i1.svg', '/i2.svg', '/s.js']);
  });
});

describe('checkSiteLinks', () => {
  const pages = [
    page('ru/docs/a/index.html', '/ru/docs/a', '<h2 id="setup"></h2><h2 id="установка"></h2><a href="/ru/docs/b#usage">b</a><a href="#setup">self</a><a href="./b">relative</a><script src="/assets/x.js"></script>'),
    page('ru/docs/b/index.html', '/ru/docs/b', '<h2 id="usage"></h2><a href="/ru/docs/a#%D1%83%D1%81%D1%82%D0%B0%D0%BD%D0%BE%D0%B2%D0%BA%D0%B0">encoded anchor</a><link rel="canonical" href="https://example.org/ru/docs/b"><img src="/img/i.svg">'),
  ];

  it('accepts internal links, relative links, encoded anchors and own-origin canonical URLs', () => {
    const result = checkSiteLinks({ pages, files, siteOrigin: 'https://example.org' });
    expect(result.broken).toEqual([]);
    expect(result.checked).toBe(7);
  });

  it('reports a missing page, a missing anchor and a missing asset', () => {
    const bad = page('ru/docs/c/index.html', '/ru/docs/c', '<a href="/ru/docs/nowhere">x</a><a href="/ru/docs/a#gone">y</a><img src="/img/none.png"><a href="#here">z</a>');
    const result = checkSiteLinks({ pages: [...pages, bad], files: new Set([...files, 'ru/docs/c/index.html']), siteOrigin: 'https://example.org' });
    expect(result.broken).toEqual([
      { from: '/ru/docs/c', href: '/ru/docs/nowhere', problem: 'names /ru/docs/nowhere, which the site does not have' },
      { from: '/ru/docs/c', href: '/ru/docs/a#gone', problem: 'names the anchor #gone, which /ru/docs/a does not have' },
      { from: '/ru/docs/c', href: '/img/none.png', problem: 'names /img/none.png, which the site does not have' },
      { from: '/ru/docs/c', href: '#here', problem: 'names the anchor #here, which /ru/docs/c does not have' },
    ]);
  });

  it('lists links to pending routes apart from broken ones', () => {
    const p = page('ru/docs/a/index.html', '/ru/docs/a', '<a href="/ru/blog">blog</a>');
    const result = checkSiteLinks({ pages: [p], files, siteOrigin: 'https://example.org', pendingTarget: (path) => (path === '/ru/blog' ? 'blog not built' : undefined) });
    expect(result.broken).toEqual([]);
    expect(result.pending).toEqual([{ from: '/ru/docs/a', href: '/ru/blog', problem: 'names /ru/blog, which is not built yet', reason: 'blog not built' }]);
  });

  it('collects external links with counts and the pages that name them, and rejects invalid URLs', () => {
    const p = page('ru/docs/a/index.html', '/ru/docs/a', '<a href="https://github.com/x">g</a><a href="https://github.com/x">g</a><a href="mailto:a@b.c">m</a><a href="http://localhost:3000%E3%80%82">bad</a><a href="javascript:void 0">j</a>');
    const result = checkSiteLinks({ pages: [p], files, siteOrigin: 'https://example.org' });
    expect(result.external).toEqual([
      { url: 'https://github.com/x', count: 2, pages: ['/ru/docs/a'] },
      { url: 'mailto:a@b.c', count: 1, pages: ['/ru/docs/a'] },
    ]);
    expect(result.broken.map((b) => b.problem)).toEqual(['is not a valid URL', 'is a javascript: URL; use a button']);
  });
});
