import { describe, expect, it } from 'vitest';
import { localizeRoute, resolveUrlPath, routeOfHtmlFile, splitLocale } from './site-paths.mjs';

describe('routeOfHtmlFile', () => {
  it.each([
    ['index.html', { route: '/', notFound: false }],
    ['ru/index.html', { route: '/ru', notFound: false }],
    ['ru/docs/install/docker-compose/index.html', { route: '/ru/docs/install/docker-compose', notFound: false }],
    ['docs/page.html', { route: '/docs/page', notFound: false }],
    ['404.html', { route: '/404', notFound: true }],
    ['ru/404.html', { route: '/ru/404', notFound: true }],
  ])('%s is served at %j', (file, expected) => {
    expect(routeOfHtmlFile(file)).toEqual(expected);
  });

  it('ignores files that are not HTML', () => {
    expect(routeOfHtmlFile('assets/entry.js')).toBeUndefined();
  });
});

describe('resolveUrlPath', () => {
  const files = new Set(['index.html', 'ru/docs/a/index.html', 'page.html', 'assets/x.js']);
  it.each([
    ['/', 'index.html'],
    ['/ru/docs/a', 'ru/docs/a/index.html'],
    ['/ru/docs/a/', 'ru/docs/a/index.html'],
    ['/page', 'page.html'],
    ['/assets/x.js', 'assets/x.js'],
    ['/ru/docs/b', undefined],
    ['/ru/docs', undefined],
  ])('%s -> %s', (pathname, expected) => {
    expect(resolveUrlPath(pathname, files)).toBe(expected);
  });
});

describe('locale prefixes', () => {
  const prefixed = ['ru', 'en', 'zh-Hant'];
  it('splits a prefixed route and leaves the default locale unprefixed', () => {
    expect(splitLocale('/ru/docs/x', prefixed, 'zh-Hans')).toEqual({ locale: 'ru', neutral: '/docs/x' });
    expect(splitLocale('/ru', prefixed, 'zh-Hans')).toEqual({ locale: 'ru', neutral: '/' });
    expect(splitLocale('/docs/x', prefixed, 'zh-Hans')).toEqual({ locale: 'zh-Hans', neutral: '/docs/x' });
    expect(splitLocale('/rus/docs', prefixed, 'zh-Hans')).toEqual({ locale: 'zh-Hans', neutral: '/rus/docs' });
  });

  it('localizes routes the same way back', () => {
    expect(localizeRoute('/', 'ru', 'zh-Hans')).toBe('/ru');
    expect(localizeRoute('/docs/x', 'zh-Hant', 'zh-Hans')).toBe('/zh-Hant/docs/x');
    expect(localizeRoute('/docs/x', 'zh-Hans', 'zh-Hans')).toBe('/docs/x');
  });
});
