import { describe, expect, it } from 'vitest';
import { modulePreloadLinks, withModulePreloads } from './module-preloads.js';

const preloads = { byKind: { doc: ['/assets/doc-1.js', '/assets/DocLayout-2.js'], home: ['/assets/home-3.js'] }, byLocale: { ru: ['/assets/ru-4.js'], en: ['/assets/en-5.js'] } };

describe('module preloads', () => {
  it("lists the page kind's chunks, then its locale's, each once", () => {
    expect(modulePreloadLinks({ byKind: { doc: ['/a.js', '/b.js'] }, byLocale: { ru: ['/b.js', '/c.js'] } }, 'doc', 'ru')).toBe(
      '<link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/><link rel="modulepreload" href="/c.js"/>',
    );
  });

  it('asks for prefetch instead when the client hydrates later', () => {
    expect(modulePreloadLinks({ rel: 'prefetch', byKind: { doc: ['/a.js'] } }, 'doc', 'ru')).toBe('<link rel="prefetch" href="/a.js"/>');
  });

  it('gives nothing for a kind or locale it does not know', () => {
    expect(modulePreloadLinks(preloads, 'api-operation', 'ja')).toBe('');
    expect(withModulePreloads('<html><head></head></html>', '')).toBe('<html><head></head></html>');
  });

  it('puts the links at the end of the head and escapes the URLs', () => {
    const links = modulePreloadLinks({ byLocale: { en: ['/assets/a"b&c.js'] } }, 'home', 'en');
    expect(withModulePreloads('<html><head><title>x</title></head><body></body></html>', links)).toBe(
      '<html><head><title>x</title><link rel="modulepreload" href="/assets/a&quot;b&amp;c.js"/></head><body></body></html>',
    );
  });
});
