import fs from 'node:fs';
import path from 'node:path';
import { compileStandaloneSources, createStandalonePages, listFiles, type StandaloneSource } from '@lumidoc/content-pipeline/build';
import type { CursedKnowledgePageData, HomePageData, RoadmapPageData } from '@lumidoc/content-pipeline';
import { createLocaleSet } from '@lumidoc/i18n';
import { siteConfig } from '../site.config.js';

// The site's own page content, read and validated as the build does.
const siteDir = path.resolve(import.meta.dirname, '..');
const pagesDir = path.join(siteDir, 'content', 'pages');
const locales = createLocaleSet(siteConfig.locales);

async function sources(): Promise<StandaloneSource[]> {
  const files = (await listFiles(pagesDir, /^[^.]/)).map((file) => ({ path: file, displayPath: path.relative(siteDir, file), text: fs.readFileSync(file, 'utf8') }));
  return compileStandaloneSources(pagesDir, files, locales.list.map((l) => l.code));
}

const links = { getStartedRoute: '/docs/overview/quick-start', demoUrl: 'https://demo.immich.app', communityUrl: 'https://discord.immich.app', stores: [{ store: 'google-play' as const, href: 'https://play.google.com/store/apps/details?id=app.alextran.immich' }] };

describe('the site\'s standalone pages', () => {
  it('are written in all ten locales and give all five pages in each', async () => {
    const all = await sources();
    expect([...new Set(all.map((s) => `${s.locale}/${s.name}`))].sort()).toEqual(
      locales.list.map((l) => l.code).flatMap((l) => ['cursed-knowledge', 'errors', 'home', 'privacy-policy', 'roadmap'].map((n) => `${l}/${n}`)).sort(),
    );
    const { pages } = createStandalonePages(all, { locales, home: links });
    expect(pages).toHaveLength(50);
    const byRoute = new Map(pages.map((p) => [p.route, p]));
    expect(byRoute.get('/ru')).toMatchObject({ kind: 'home', noindex: false });
    expect(byRoute.get('/ru')).not.toHaveProperty('fallbackFrom');
    expect(byRoute.get('/de/roadmap')).toMatchObject({ kind: 'roadmap' });
    expect(byRoute.get('/de/roadmap')).not.toHaveProperty('fallbackFrom');
    expect(byRoute.get('/zh-Hant/errors')).not.toHaveProperty('fallbackFrom');
  });

  it('have translations that follow the current English Markdown pages', async () => {
    const { pages } = createStandalonePages(await sources(), { locales, home: links });
    expect(pages.filter((p) => p.kind === 'page' && p.outdated).map((p) => p.route)).toEqual([]);
  });

  it('give every locale the same milestones, items and features, in the same order', async () => {
    const { pages } = createStandalonePages(await sources(), { locales, home: links });
    const of = <T>(route: string) => pages.find((p) => p.route === route) as T;
    const strip = (route: string) => route.replace(/^\/(zh-Hant|ja|ko|en|pt|es|fr|de|ru)(?=\/|$)/, '');
    for (const prefix of ['', '/zh-Hant', '/ja', '/ko', '/pt', '/es', '/fr', '/de', '/ru']) {
      const datesOf = (p: RoadmapPageData) => p.milestones.map((m) => `${m.status} ${m.date} ${m.link ?? ''}`);
      expect(datesOf(of<RoadmapPageData>(`${prefix}/roadmap`))).toEqual(datesOf(of<RoadmapPageData>('/en/roadmap')));
      const itemsOf = (p: CursedKnowledgePageData) => p.items.map((i) => `${i.date} ${i.link ?? ''}`);
      expect(itemsOf(of<CursedKnowledgePageData>(`${prefix}/cursed-knowledge`))).toEqual(itemsOf(of<CursedKnowledgePageData>('/en/cursed-knowledge')));
      expect(of<HomePageData>(prefix || '/').features.map((f) => strip(f.route)), prefix).toEqual(of<HomePageData>('/en').features.map((f) => strip(f.route)));
    }
    expect(of<RoadmapPageData>('/en/roadmap').milestones[0]!.status).toBe('planned');
  });
});
