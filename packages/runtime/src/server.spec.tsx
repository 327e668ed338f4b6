// @vitest-environment node
import type { DocPageData, PageData, PageDataSource, SiteRuntime } from '@lumidoc/contract';
import { defineSiteApp, type KindProps, type SiteAppConfig } from './index.js';
import { createSiteRenderer } from './server.js';

// A second site, not this repository's: two locales, no sidebar, its own page kind.
const config: SiteAppConfig = {
  title: 'Acme Docs',
  url: 'https://docs.acme.test/',
  baseUrl: '/',
  locales: { defaultLocale: 'en', sourceLocale: 'en', locales: ['en', 'de'] },
  theme: { title: 'Acme', navbar: { items: [{ type: 'localeDropdown', position: 'right' }] }, footer: { columns: [] } },
  docsHome: '/docs/start',
  favicon: { href: '/favicon.ico' },
};

const base = { alternates: { en: '/docs/start', de: '/de/docs/start' }, untranslatedLocales: [], noindex: false, draft: false, unlisted: false, toc: [], breadcrumbs: [] };
const pages: Record<string, PageData> = {
  '/docs/start': { ...base, kind: 'doc', id: 'start', locale: 'en', route: '/docs/start', canonicalRoute: '/docs/start', title: 'Start here', body: { type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'Welcome aboard.' }] }] }, version: 'current' } as unknown as DocPageData,
  '/de/docs/start': { ...base, kind: 'changelog', id: 'start', locale: 'de', route: '/de/docs/start', canonicalRoute: '/de/docs/start', title: 'Änderungen' } as unknown as PageData,
};
const data: PageDataSource = { page: async (route) => pages[route], sidebar: async () => undefined, loadedPage: (route) => pages[route], loadedSidebar: () => undefined };
const runtime: SiteRuntime = { css: ['/assets/site.css'], entry: '/assets/entry.js', searchTimestamp: '1700000000', baseUrl: '/' };

function Changelog({ page }: KindProps) {
  return <p className="changelog">Changelog: {page.title}</p>;
}

const app = defineSiteApp({ config, kinds: { changelog: async () => ({ default: Changelog }) } });
const render = createSiteRenderer(app);

describe('createSiteRenderer', () => {
  it("renders a page of the theme's kinds as a complete document with the site's title, canonical link and icon", async () => {
    const { status, html, scripts } = await render('/docs/start', { data, runtime });
    expect(status).toBe(200);
    expect(html.startsWith('<!DOCTYPE html><html lang="en" dir="ltr"')).toBe(true);
    expect(html).toContain('<title>Start here | Acme Docs</title>');
    expect(html).toContain('<link rel="canonical" href="https://docs.acme.test/docs/start"/>');
    expect(html).toContain('<link rel="icon" href="/favicon.ico"/>');
    expect(html).toContain('Welcome aboard.');
    expect(html).toContain('"kind":"doc"');
    expect(scripts.length).toBeGreaterThan(3);
  });

  it('writes the keywords and the social card a page names (a site path made absolute)', async () => {
    const carded = { ...pages['/docs/start']!, route: '/docs/card', keywords: ['sync', 'backup'], socialImage: '/assets/images/card-0123abcd.png' } as PageData;
    const { html } = await render('/docs/card', { data: { ...data, page: async () => carded, loadedPage: () => carded }, runtime });
    expect(html).toContain('<meta name="keywords" content="sync, backup"/>');
    expect(html).toContain('<meta property="og:image" content="https://docs.acme.test/assets/images/card-0123abcd.png"/>');
  });

  it("renders a kind the site registered, in the page's locale", async () => {
    const { status, html } = await render('/de/docs/start', { data, runtime });
    expect(status).toBe(200);
    expect(html).toContain('lang="de"');
    expect(html).toContain('<p class="changelog">Changelog: <!-- -->Änderungen</p>');
  });

  it("renders an unknown path as the not-found page in the URL's locale, with status 404", async () => {
    const { status, html } = await render('/de/nowhere', { data, runtime });
    expect(status).toBe(404);
    expect(html).toContain('lang="de"');
    expect(html).toContain('href="/de/docs/start"');
  });

  it('answers a page of a kind nobody registered with an error that names the kind and the known ones', async () => {
    const orphan = { ...pages['/docs/start']!, kind: 'gallery', route: '/docs/gallery' } as unknown as PageData;
    const source: PageDataSource = { ...data, page: async (route) => (route === '/docs/gallery' ? orphan : undefined), loadedPage: () => orphan };
    const { status, html } = await render('/docs/gallery', { data: source, runtime });
    expect(status).toBe(500);
    expect(html).toContain('No component for page kind &quot;gallery&quot;; known kinds: doc, doc-category-index, api-operation');
  });
});

describe('defineSiteApp', () => {
  it('refuses a theme config with a bad navbar item, naming the config file', () => {
    const bad = { ...config, theme: { ...config.theme, navbar: { items: [{ type: 'link', label: 'Docs' }] } } } as unknown as SiteAppConfig;
    expect(() => defineSiteApp({ config: bad, configSource: 'acme/site.config.ts' })).toThrow(/^acme\/site\.config\.ts \(theme\): /);
  });
});
