import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocaleSet } from '@lumidoc/i18n';
import type { BuildContext } from '@lumidoc/contract';
import { sourceHash } from '../docs/sources.js';
import { checkLinks } from '../links/check.js';
import type { PageData } from '@lumidoc/contract';
import type { HomeLinks } from './home-links.js';
import { standalonePagesPlugin } from './plugin.js';
import type { CursedKnowledgePageData, HomePageData, MarkdownPageData, RoadmapPageData } from '@lumidoc/contract';

const locales = createLocaleSet({
  defaultLocale: 'zh-Hans',
  sourceLocale: 'en',
  locales: ['zh-Hans', 'zh-Hant', 'ja', 'ko', 'en', 'pt', 'es', 'fr', 'de', 'ru'],
  fallbacks: { 'zh-Hant': ['zh-Hans', 'en'] },
});

const HOME_LINKS: HomeLinks = {
  getStartedRoute: '/docs/overview/quick-start',
  demoUrl: 'https://demo.example.org',
  communityUrl: 'https://chat.example.org',
  stores: [
    { store: 'google-play', href: 'https://play.example.org/app' },
    { store: 'obtainium', href: '/docs/overview/quick-start#mobile-app' },
  ],
  heroImage: { src: '/img/home/hero.svg', width: 480, height: 360 },
};

const home = (lang: string) => `title: Home ${lang}
description: About ${lang}
hero:
  title: Photos ${lang}
  tagline: Backup ${lang}
actions:
  getStarted: Start ${lang}
  openDemo: Demo ${lang}
  download: Download ${lang}
features:
  - title: Backup ${lang}
    text: Uploads in the background.
    link: /docs/features/backup
license: AGPL ${lang}
community: Chat ${lang}
download:
  title: App ${lang}
  text: Install it.
`;

const roadmap = (lang: string, firstDate = '2023-01-10') => `title: Roadmap ${lang}
description: Plans.
intro: Where we go.
milestones:
  - date: ${firstDate}
    title: Old ${lang}
    description: First.
    link: https://example.org/releases/tag/v1.0.0
    status: done
  - date: 2024-12-31
    title: Planned ${lang}
    description: Soon.
    status: planned
  - date: 2024-05-01
    title: Newest ${lang}
    description: Latest.
    link: /docs/features/backup
    status: done
  - date: 2024-05-01
    title: Same day ${lang}
    description: Written second.
    status: done
`;

const cursed = (lang: string) => `title: Cursed ${lang}
description: Things.
intro: Learned the hard way.
items:
  - title: Older ${lang}
    fact: Months count from 0.
    date: 2023-02-23
  - title: Newer ${lang}
    fact: Only 72 bytes.
    date: 2024-06-25
    link: https://example.org/issue/1
`;

const errorsEn = `---
title: Errors
description: What the errors mean.
---

Intro. See [backups](/docs/features/backup).

## TypeORM upgrade {#typeorm-upgrade}

Upgrade first.

### How to fix it {#typeorm-upgrade-fix}

Steps.
`;

const siteDirs: string[] = [];
afterAll(() => {
  for (const dir of siteDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A site folder with pages in en, ru and zh-Hans, as the Immich site has them. */
function fixtureSite(overrides: Record<string, string> = {}): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumidoc-pages-'));
  siteDirs.push(siteDir);
  const files: Record<string, string> = {
    'en/home.yml': home('en'),
    'ru/home.yml': home('ru'),
    'zh-Hans/home.yml': home('zh'),
    'en/roadmap.yml': roadmap('en'),
    'ru/roadmap.yml': roadmap('ru'),
    'en/cursed-knowledge.yml': cursed('en'),
    'en/errors.md': errorsEn,
    'ru/errors.md': `---\ntitle: Ошибки\nsource_hash: "${sourceHash(errorsEn)}"\n---\n\n## Обновление TypeORM {#typeorm-upgrade}\n`,
    'zh-Hans/errors.md': '---\ntitle: 错误\nsource_hash: "000000000000"\n---\n\n## TypeORM 升级 {#typeorm-upgrade}\n',
    'en/privacy-policy.md': '---\ntitle: Privacy Policy\n---\n\nWe collect nothing.\n',
    'en/.DS_Store': 'not a page',
    ...overrides,
  };
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(siteDir, 'content', 'pages', rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return siteDir;
}

const context = (siteDir: string, log: string[] = []): BuildContext => ({
  locales,
  mode: 'production',
  outDir: path.join(siteDir, 'out'),
  siteDir,
  pages: [],
  runtime: { css: [], entry: '', searchTimestamp: '0', baseUrl: '/' },
  emitFile: (file) => {
    throw new Error(`unexpected file ${file}`);
  },
  log: (line) => log.push(line),
});

const run = async (overrides?: Record<string, string>, home: HomeLinks | null = HOME_LINKS) =>
  standalonePagesPlugin(home ? { home } : {}).pages!(context(fixtureSite(overrides)));

const byRoute = (pages: readonly PageData[]) => new Map(pages.map((p) => [p.route, p]));

describe('standalonePagesPlugin', () => {
  it('builds all five pages in every locale, under the locale prefix and at the root for the default locale', async () => {
    const { pages } = await run();
    const routes = pages.map((p) => p.route).sort();
    const expected = locales.list.flatMap((l) => ['/', '/roadmap', '/cursed-knowledge', '/privacy-policy', '/errors'].map((r) => locales.localizePath(r, l.code)));
    expect(routes).toEqual(expected.sort());
    expect(new Set(routes).size).toBe(50);
    const pagesOf = byRoute(pages);
    expect(pagesOf.get('/')?.kind).toBe('home');
    expect(pagesOf.get('/ru')).toMatchObject({ kind: 'home', locale: 'ru', title: 'Home ru' });
    expect(pagesOf.get('/en/roadmap')?.kind).toBe('roadmap');
    expect(pagesOf.get('/de/cursed-knowledge')?.kind).toBe('cursed-knowledge');
    expect(pagesOf.get('/ja/errors')).toMatchObject({ kind: 'page', name: 'errors' });
    expect(pagesOf.get('/ko/privacy-policy')).toMatchObject({ kind: 'page', name: 'privacy-policy', title: 'Privacy Policy' });
  });

  it('marks a fallback page with its source locale, noindex and a canonical route to the source', async () => {
    const pagesOf = byRoute((await run()).pages);
    expect(pagesOf.get('/ru/roadmap')).toMatchObject({ title: 'Roadmap ru', noindex: false, canonicalRoute: '/ru/roadmap' });
    expect(pagesOf.get('/ru/roadmap')!.fallbackFrom).toBeUndefined();
    expect(pagesOf.get('/de/roadmap')).toMatchObject({ title: 'Roadmap en', fallbackFrom: 'en', noindex: true, canonicalRoute: '/en/roadmap' });
    // zh-Hans has no roadmap: it reads the English one, and so does zh-Hant after it.
    expect(pagesOf.get('/roadmap')).toMatchObject({ fallbackFrom: 'en', canonicalRoute: '/en/roadmap' });
    expect(pagesOf.get('/zh-Hant/roadmap')).toMatchObject({ fallbackFrom: 'en' });
    // zh-Hant borrows the Simplified Chinese home page, whose canonical URL is at the root.
    expect(pagesOf.get('/zh-Hant')).toMatchObject({ title: 'Home zh', fallbackFrom: 'zh-Hans', canonicalRoute: '/' });
    expect(pagesOf.get('/en/roadmap')!.untranslatedLocales).toEqual(['zh-Hans', 'zh-Hant', 'ja', 'ko', 'pt', 'es', 'fr', 'de']);
    expect(pagesOf.get('/en')!.alternates).toEqual(Object.fromEntries(locales.list.map((l) => [l.code, locales.localizePath('/', l.code)])));
  });

  it('orders milestones planned first, then newest first, keeping same-day milestones in file order', async () => {
    const roadmapPage = byRoute((await run()).pages).get('/en/roadmap') as RoadmapPageData;
    expect(roadmapPage.milestones.map((m) => [m.title, m.status, m.date])).toEqual([
      ['Planned en', 'planned', '2024-12-31'],
      ['Newest en', 'done', '2024-05-01'],
      ['Same day en', 'done', '2024-05-01'],
      ['Old en', 'done', '2023-01-10'],
    ]);
  });

  it('orders cursed knowledge newest first, with dates as ISO strings', async () => {
    const page = byRoute((await run()).pages).get('/en/cursed-knowledge') as CursedKnowledgePageData;
    expect(page.items).toEqual([
      { title: 'Newer en', fact: 'Only 72 bytes.', date: '2024-06-25', link: 'https://example.org/issue/1' },
      { title: 'Older en', fact: 'Months count from 0.', date: '2023-02-23' },
    ]);
  });

  it('localizes links to the site for the reader and leaves external links alone', async () => {
    const pagesOf = byRoute((await run()).pages);
    const de = pagesOf.get('/de') as HomePageData;
    expect(de.actions.getStarted).toEqual({ label: 'Start en', route: '/de/docs/overview/quick-start' });
    expect(de.actions.openDemo).toEqual({ label: 'Demo en', href: 'https://demo.example.org' });
    expect(de.features).toEqual([{ title: 'Backup en', text: 'Uploads in the background.', route: '/de/docs/features/backup' }]);
    expect(de.download.links).toEqual([
      { store: 'google-play', href: 'https://play.example.org/app' },
      { store: 'obtainium', href: '/de/docs/overview/quick-start#mobile-app' },
    ]);
    expect(de.community).toEqual({ text: 'Chat en', href: 'https://chat.example.org' });
    expect(de.hero.image).toEqual(HOME_LINKS.heroImage);
    const ruRoadmap = pagesOf.get('/ru/roadmap') as RoadmapPageData;
    expect(ruRoadmap.milestones.map((m) => m.link)).toEqual([undefined, '/ru/docs/features/backup', undefined, 'https://example.org/releases/tag/v1.0.0']);
    const zhErrors = pagesOf.get('/zh-Hant/errors') as MarkdownPageData;
    expect(zhErrors.fallbackFrom).toBe('zh-Hans');
    expect(JSON.stringify((pagesOf.get('/fr/errors') as MarkdownPageData).body)).toContain('"href":"/fr/docs/features/backup"');
  });

  it('compiles Markdown pages with an anchor on every heading and marks a translation behind its source', async () => {
    const pagesOf = byRoute((await run()).pages);
    const en = pagesOf.get('/en/errors') as MarkdownPageData;
    expect(en.toc).toEqual([
      { id: 'typeorm-upgrade', text: 'TypeORM upgrade', depth: 2 },
      { id: 'typeorm-upgrade-fix', text: 'How to fix it', depth: 3 },
    ]);
    expect(en.description).toBe('What the errors mean.');
    expect((pagesOf.get('/ru/errors') as MarkdownPageData).outdated).toBeUndefined();
    expect((pagesOf.get('/errors') as MarkdownPageData).outdated).toEqual({ sourceRoute: '/en/errors', sourceLocale: 'en' });
    expect((pagesOf.get('/de/errors') as MarkdownPageData).outdated).toBeUndefined();
  });

  it('returns link sources that the link check accepts when the targets exist and rejects when they do not', async () => {
    const { pages, linkSources = [] } = await run();
    expect(linkSources.map((s) => s.displayPath)).toEqual(expect.arrayContaining(['content/pages/en/errors.md', 'content/pages/ru/roadmap.yml', 'standalonePagesPlugin options']));
    const docs = ['/docs/overview/quick-start', '/docs/features/backup'];
    const anchors = new Map<string, Set<string>>(pages.map((p) => [p.route, new Set('toc' in p ? p.toc.map((e) => e.id) : [])]));
    for (const l of locales.list) {
      anchors.set(locales.localizePath(docs[0]!, l.code), new Set(['mobile-app']));
      anchors.set(locales.localizePath(docs[1]!, l.code), new Set());
    }
    const input = { sources: linkSources, anchors, locales, staticFileExists: (p: string) => p === '/img/home/hero.svg' };
    expect(() => checkLinks(input)).not.toThrow();
    anchors.delete('/en/docs/features/backup');
    expect(() => checkLinks(input)).toThrow(/content\/pages\/en\/home\.yml:13: broken link "\/docs\/features\/backup"/);
    expect(() => checkLinks({ ...input, staticFileExists: () => false })).toThrow(/standalonePagesPlugin options: image "\/img\/home\/hero\.svg" does not exist/);
  });

  it('logs what it built', async () => {
    const log: string[] = [];
    await standalonePagesPlugin({ home: HOME_LINKS }).pages!(context(fixtureSite(), log));
    expect(log).toEqual(['pages: cursed-knowledge, errors, home, privacy-policy, roadmap in 10 locales, 50 pages']);
  });
});

describe('standalonePagesPlugin errors', () => {
  it('names the file, line and key of a milestone date that is not an ISO date', async () => {
    await expect(run({ 'ru/roadmap.yml': roadmap('ru', '2023-1-10') })).rejects.toThrow(
      'content/pages/ru/roadmap.yml:5: milestones[0].date must be an ISO date (YYYY-MM-DD), got "2023-1-10"\n  fix: write the date as year-month-day with two-digit month and day, e.g. 2024-07-18',
    );
    await expect(run({ 'en/roadmap.yml': roadmap('en', '2023-02-30') })).rejects.toThrow('content/pages/en/roadmap.yml:5: milestones[0].date must be an ISO date');
  });

  it('names a missing field, a field of the wrong type, an unknown key and a bad status', async () => {
    await expect(run({ 'en/home.yml': home('en').replace('  tagline: Backup en\n', '') })).rejects.toThrow('content/pages/en/home.yml:4: hero.tagline is missing');
    await expect(run({ 'en/home.yml': home('en').replace('license: AGPL en', 'license: 3') })).rejects.toThrow('content/pages/en/home.yml:14: license must be a string, got 3\n  fix: quote the value: "3"');
    await expect(run({ 'en/cursed-knowledge.yml': cursed('en').replace('fact: Only', 'facts: Only') })).rejects.toThrow('content/pages/en/cursed-knowledge.yml:9: items[1].facts is not a known key\n  fix: use one of title, fact, date, link');
    await expect(run({ 'en/roadmap.yml': roadmap('en').replace('status: planned', 'status: soon') })).rejects.toThrow('content/pages/en/roadmap.yml:13: milestones[1].status must be one of done, planned, got "soon"');
    await expect(run({ 'en/home.yml': home('en').replace('link: /docs/features/backup', 'link: docs/features/backup') })).rejects.toThrow('content/pages/en/home.yml:13: features[0].link must be a route of the site starting with "/"');
    await expect(run({ 'en/home.yml': home('en').replace(/features:[\s\S]*?license/, 'features: []\nlicense') })).rejects.toThrow('content/pages/en/home.yml:10: features must not be empty');
  });

  it('rejects YAML that does not parse, unknown page files, other folders and pages without a source-locale version', async () => {
    await expect(run({ 'en/cursed-knowledge.yml': 'title: [unclosed\n' })).rejects.toThrow(/^content\/pages\/en\/cursed-knowledge\.yml:\d+: not valid YAML/);
    await expect(run({ 'en/team.yml': 'title: Team\n' })).rejects.toThrow('content/pages/en/team.yml: "team.yml" is not a page file\n  fix: write a Markdown page (<name>.md) or one of home.yml, roadmap.yml, cursed-knowledge.yml');
    await expect(run({ 'it/errors.md': errorsEn })).rejects.toThrow('content/pages/it/errors.md: pages folder "it" is not a locale of this site');
    await expect(run({ 'ru/support.md': '---\ntitle: Поддержка\n---\n' })).rejects.toThrow('content/pages/ru/support.md: page "support" has no en version, which every other locale falls back to\n  fix: write pages/en/support.md first');
    await expect(run({ 'en/faq.md': 'No front matter.\n' })).rejects.toThrow('content/pages/en/faq.md:1: the page has no title');
  });

  it('requires valid home links when there is a home page', async () => {
    await expect(run({}, null)).rejects.toThrow('standalonePagesPlugin options: the home page needs the `home` option');
    await expect(run({}, { ...HOME_LINKS, demoUrl: 'demo.example.org' })).rejects.toThrow('standalonePagesPlugin options: home.demoUrl must be an http(s) URL, got "demo.example.org"');
    await expect(run({}, { ...HOME_LINKS, stores: [{ store: 'play' as never, href: 'https://x.example' }] })).rejects.toThrow('home.stores[0].store must be one of google-play, app-store, f-droid, obtainium, got "play"');
    await expect(run({}, { ...HOME_LINKS, heroImage: { src: '/img/a.svg', width: 0, height: 10 } })).rejects.toThrow('home.heroImage needs a positive width and height');
  });
});
