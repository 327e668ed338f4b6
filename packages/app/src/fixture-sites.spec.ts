import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { buildFixture, copyFixture, failureOf, fixtureDir, removeTemporaryDirs } from './__fixtures__/sites/build-fixture.js';
import { sidebars as brokenLinkSidebars } from './__fixtures__/sites/broken-link/content/sidebars.js';
import { sidebars as draftSidebars } from './__fixtures__/sites/draft/content/sidebars.js';
import { sidebars as unknownIdSidebars } from './__fixtures__/sites/unknown-sidebar-id/content/sidebars.js';
import { sidebars as unlistedSidebars } from './__fixtures__/sites/unlisted/content/sidebars.js';
import type { SidebarItem } from '@lumidoc/contract';

afterAll(removeTemporaryDirs);

const labels = (items: readonly SidebarItem[] | undefined): unknown[] =>
  (items ?? []).map((item) => (item.type === 'category' ? { [item.label]: labels(item.items) } : item.label));

describe('fixture site: draft', () => {
  it('leaves a draft out of a production build: no page, no HTML, no sidebar entry, no sitemap entry', async () => {
    const site = await buildFixture(fixtureDir('draft'), draftSidebars);
    expect(site.report.routes).toEqual(['/docs/guide/install', '/docs/guide/intro', '/ru/docs/guide/install', '/ru/docs/guide/intro']);
    expect(site.page('/docs/guide/upcoming')).toBeUndefined();
    expect(site.hasHtml('/docs/guide/upcoming')).toBe(false);
    expect(labels(site.sidebar('en', 'docs')?.items)).toEqual([{ Guide: ['Introduction', 'Install'] }]);
    expect(site.page('/docs/guide/install')?.next).toBeUndefined();
    expect(site.sitemap).not.toContain('upcoming');
  });

  it('preloads each prerendered page’s data file and sidebar below the base URL, and none for the not-found page', async () => {
    const site = await buildFixture(fixtureDir('draft'), draftSidebars, {
      baseUrl: '/base/',
      render: async (url, { data }) => ({ status: (await data.page(url)) ? 200 : 404, html: '<!doctype html><html><head></head><body></body></html>' }),
    });
    const html = (file: string) => fs.readFileSync(path.join(site.outDir, file), 'utf8');
    const preloads = (file: string) => html(file).match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(preloads('ru/docs/guide/install/index.html')).toEqual([
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/base/_data/ru/docs/guide/install.json"/>',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/base/_data/_sidebars/ru/docs.json"/>',
    ]);
    expect(preloads('ru/404.html')).toEqual([]);
  });

  it('builds the draft in development, marked as a draft and kept out of the sitemap', async () => {
    const site = await buildFixture(fixtureDir('draft'), draftSidebars, { mode: 'development' });
    expect(site.page('/docs/guide/upcoming')).toMatchObject({ title: 'Upcoming feature', draft: true, noindex: true });
    expect(site.hasHtml('/ru/docs/guide/upcoming')).toBe(true);
    expect(labels(site.sidebar('en', 'docs')?.items)).toEqual([{ Guide: ['Introduction', 'Install', 'Upcoming feature'] }]);
    expect(site.sitemap).not.toContain('upcoming');
    expect(site.sitemap).toContain('<loc>https://docs.example.org/docs/guide/intro</loc>');
  });
});

describe('fixture site: unlisted', () => {
  it('builds an unlisted page that is noindex, marked in the sidebar, skipped by previous/next and absent from the sitemap', async () => {
    const site = await buildFixture(fixtureDir('unlisted'), unlistedSidebars);
    expect(site.hasHtml('/docs/guide/secret')).toBe(true);
    expect(site.page('/docs/guide/secret')).toMatchObject({ title: 'Beta programme', unlisted: true, noindex: true });
    const guide = site.sidebar('en', 'docs')!.items[0]!;
    expect(guide.type === 'category' && guide.items).toEqual([
      { type: 'link', label: 'Introduction', href: '/docs/guide/intro' },
      { type: 'link', label: 'Beta programme', href: '/docs/guide/secret', unlisted: true },
      { type: 'link', label: 'Install', href: '/docs/guide/install' },
    ]);
    expect(site.page('/docs/guide/intro')?.next).toEqual({ label: 'Install', route: '/docs/guide/install' });
    expect(site.sitemap).not.toContain('secret');
    expect(site.sitemap).toContain('<loc>https://docs.example.org/docs/guide/install</loc>');
  });
});

describe('fixture site: broken link', () => {
  it('fails the build with the file, line and column of each broken link and anchor, and the nearest target', async () => {
    expect(await failureOf(buildFixture(fixtureDir('broken-link'), brokenLinkSidebars))).toBe(
      [
        '2 content errors:',
        'content/docs/en/guide/intro.md:6:6: broken anchor "./install.md#setp": /docs/guide/install has no heading with id "setp"',
        '  fix: did you mean #setup?',
        'content/docs/en/guide/intro.md:8:11: broken link "/docs/guide/setings": no page at /docs/guide/setings',
        '  fix: did you mean /docs/guide/settings?',
      ].join('\n'),
    );
  });
});

describe('fixture site: unknown sidebar id', () => {
  it('fails the build naming the sidebar file, the line and the nearest ids that exist', async () => {
    expect(await failureOf(buildFixture(fixtureDir('unknown-sidebar-id'), unknownIdSidebars))).toBe(
      'content/sidebars.ts:7: sidebar "docs" names doc id "guide/instal", which does not exist\n  fix: use an existing id; the nearest: guide/install, guide/intro',
    );
  });
});

describe('fixture site in a git checkout: last updated', () => {
  it('dates each doc by its last commit unless front matter says otherwise, and not at all when turned off', async () => {
    const siteDir = copyFixture('draft', {
      'content/docs/en/guide/install.md': '---\ntitle: Install\nlast_update:\n  date: 2025-07-01\n  author: Docs team\n---\n\nInstall it.\n',
    });
    const date = '2024-05-06T07:08:09Z';
    const env = { ...process.env, GIT_AUTHOR_NAME: 'Alex Tran', GIT_AUTHOR_EMAIL: 'a@example.org', GIT_COMMITTER_NAME: 'Alex Tran', GIT_COMMITTER_EMAIL: 'a@example.org', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
    for (const args of [['init', '-q'], ['add', '.'], ['-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'docs']]) execFileSync('git', args, { cwd: siteDir, env });

    const site = await buildFixture(siteDir, draftSidebars, { lastUpdated: 'git' });
    // The commit's author only when the site asks for authors; front matter's always.
    expect(site.page('/docs/guide/intro')!.lastUpdated).toEqual({ date: '2024-05-06T07:08:09.000Z' });
    expect(site.page('/ru/docs/guide/intro')!.lastUpdated).toEqual({ date: '2024-05-06T07:08:09.000Z' });
    expect(site.page('/docs/guide/install')!.lastUpdated).toEqual({ date: '2025-07-01', author: 'Docs team' });
    const withAuthors = await buildFixture(siteDir, draftSidebars, { lastUpdated: 'git', lastUpdateAuthor: true });
    expect(withAuthors.page('/ru/docs/guide/intro')!.lastUpdated).toEqual({ date: '2024-05-06T07:08:09.000Z', author: 'Alex Tran' });
    expect((await buildFixture(siteDir, draftSidebars, { lastUpdated: false })).page('/docs/guide/intro')!.lastUpdated).toBeUndefined();
  });
});
