// @vitest-environment node
import { RESERVED_HEADING_IDS } from '@lumidoc/content-pipeline';
import type { DocPageData, PageDataSource, SiteRuntime } from '@lumidoc/content-pipeline/runtime';
import { ContentSecurityError, inlineScripts, withContentSecurityPolicy } from '@lumidoc/app';
import { render } from './entry-server.js';

const page = {
  kind: 'doc',
  id: 'overview/welcome',
  locale: 'ru',
  route: '/ru/docs/overview/welcome',
  title: 'Добро пожаловать',
  description: 'Описание страницы.',
  alternates: { 'zh-Hans': '/docs/overview/welcome', en: '/en/docs/overview/welcome', ru: '/ru/docs/overview/welcome' },
  untranslatedLocales: ['zh-Hans'],
  canonicalRoute: '/ru/docs/overview/welcome',
  noindex: false,
  sidebarId: 'docs',
  body: { type: 'root', children: [{ type: 'element', tagName: 'h2', properties: { id: 'story' }, children: [{ type: 'text', value: 'История проекта' }] }] },
  toc: [{ id: 'story', text: 'История проекта', depth: 2 }],
  breadcrumbs: [{ label: 'Добро пожаловать' }],
  draft: false,
  unlisted: false,
  version: 'current',
} as unknown as DocPageData;

const pageAt = (route: string) => (route === page.route ? page : undefined);
const sidebarOf = (locale: string, id: string) => ({ id, locale, items: [{ type: 'link' as const, label: 'Добро пожаловать', href: page.route }] });
const data: PageDataSource = {
  page: async (route) => pageAt(route),
  sidebar: async (locale, id) => sidebarOf(locale, id),
  loadedPage: pageAt,
  loadedSidebar: sidebarOf,
};
const runtime: SiteRuntime = { css: ['/assets/site.css'], entry: '/assets/entry.js', searchTimestamp: '1700000000', baseUrl: '/' };

describe('server render', () => {
  it('renders a page as a complete document: lang, head, content, runtime for the client', async () => {
    const { status, html } = await render('/ru/docs/overview/welcome', { data, runtime });
    expect(status).toBe(200);
    expect(html.startsWith('<!DOCTYPE html><html lang="ru" dir="ltr"')).toBe(true);
    expect(html).toContain('<title>Добро пожаловать | Immich</title>');
    expect(html).toContain('<link rel="canonical" href="https://immich.app/ru/docs/overview/welcome"/>');
    expect(html).toContain('rel="alternate" hrefLang="en" href="https://immich.app/en/docs/overview/welcome"');
    expect(html).not.toContain('rel="alternate" hrefLang="zh-Hans"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/site.css"');
    expect(html).toContain('<h2 id="story" class="ld-heading">История проекта');
    expect(html).toContain('"entry":"/assets/entry.js"');
    expect(html).toContain('"kind":"doc"');
  });

  it('writes the same router state whatever the clock says: the build time, never the render time', async () => {
    const at = (time: number) => {
      vi.useFakeTimers({ now: time, toFake: ['Date'] });
      return render('/ru/docs/overview/welcome', { data, runtime }).finally(() => vi.useRealTimers());
    };
    const first = await at(Date.UTC(2026, 0, 2, 3, 4, 5));
    const second = await at(Date.UTC(2027, 6, 8, 9, 10, 11));
    expect(second.html).toBe(first.html);
    for (const time of [Date.UTC(2026, 0, 2, 3, 4, 5), Date.UTC(2027, 6, 8, 9, 10, 11)]) expect(first.html).not.toContain(String(time));
    expect(first.html).toContain(`u:${Number(runtime.searchTimestamp) * 1000}`);
  });

  it('renders any other path as the localized not-found page with status 404', async () => {
    const { status, html } = await render('/ru/no/such/page', { data, runtime });
    expect(status).toBe(404);
    expect(html).toContain('Страница не найдена');
    expect(html).toContain('href="/ru"');
  });

  it('returns every inline script it writes, so the policy can list exactly those', async () => {
    for (const url of ['/ru/docs/overview/welcome', '/ru/no/such/page']) {
      const { html, scripts } = await render(url, { data, runtime });
      expect(inlineScripts(html).length, url).toBeGreaterThan(3);
      for (const script of inlineScripts(html)) expect(scripts, url).toContain(script);
      expect(() => withContentSecurityPolicy(html, scripts), url).not.toThrow();
    }
  });

  it('does not vouch for a script that reached the page through its content: the page is refused', async () => {
    const script = { type: 'element', tagName: 'script', properties: {}, children: [{ type: 'text', value: 'alert(document.cookie)' }] };
    const wrapped = { type: 'element', tagName: 'svg', properties: {}, children: [script] };
    for (const node of [script, wrapped]) {
      const hostile = { ...page, body: { type: 'root', children: [node] } } as unknown as DocPageData;
      const source: PageDataSource = { ...data, page: async (route) => (route === page.route ? hostile : undefined), loadedPage: (route) => (route === page.route ? hostile : undefined) };
      const { html, scripts } = await render(page.route, { data: source, runtime });
      expect(scripts.join('\n')).not.toContain('alert(document.cookie)');
      expect(() => withContentSecurityPolicy(html, scripts)).toThrow(ContentSecurityError);
    }
  });

  it('writes no fixed id around the content that a heading could take: each is reserved for headings', async () => {
    for (const url of ['/ru/docs/overview/welcome', '/ru/no/such/page']) {
      const { html } = await render(url, { data, runtime });
      const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!);
      expect(ids, url).toContain('main-content');
      // React's generated ids (`_R_…`) never come out of a slug; the fixture's one heading is "story".
      const fixed = ids.filter((id) => !/^_R_/.test(id) && id !== 'story');
      expect(fixed.filter((id) => !RESERVED_HEADING_IDS.includes(id)), url).toEqual([]);
    }
  });
});
