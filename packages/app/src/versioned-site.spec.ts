import { toHtml } from 'hast-util-to-html';
import { buildFixture, copyFixture, failureOf, fixtureDir, removeTemporaryDirs, type BuiltFixture } from './__fixtures__/sites/build-fixture.js';
import { sidebars } from './__fixtures__/sites/versioned/content/sidebars.js';
import type { SiteBuildOptions } from './build-site.js';

afterAll(removeTemporaryDirs);

const EDIT_BASE = 'https://github.com/example/site/tree/main/docs/';
const build = (siteDir = fixtureDir('versioned'), options: Partial<SiteBuildOptions> = {}) => buildFixture(siteDir, sidebars, { editUrl: EDIT_BASE, ...options });
const hrefs = (site: BuiltFixture, route: string) => [...toHtml(site.page(route)!.body).matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe('fixture site: versioned (current + snapshots 1.1 and 1.0)', () => {
  let site: BuiltFixture;
  beforeAll(async () => {
    site = await build();
  });

  it('serves the newest snapshot at /docs, current at /docs/next and older snapshots at /docs/<name>', () => {
    const enRoutes = site.report.routes.filter((r) => !r.startsWith('/ru/')).sort();
    expect(enRoutes).toEqual([
      '/docs/1.0/guide/install',
      '/docs/1.0/guide/intro',
      '/docs/1.0/guide/legacy',
      '/docs/guide/install',
      '/docs/guide/intro',
      '/docs/next/guide/install',
      '/docs/next/guide/intro',
      '/docs/next/guide/new-feature',
    ]);
    expect(site.page('/docs/guide/intro')).toMatchObject({ version: '1.1', description: 'What version 1.1 offers.' });
    expect(site.page('/docs/1.0/guide/intro')).toMatchObject({ version: '1.0', description: 'What version 1.0 offers.' });
    expect(site.page('/ru/docs/next/guide/intro')).toMatchObject({ version: 'current', title: 'Введение' });
    expect(site.hasHtml('/ru/docs/1.0/guide/legacy')).toBe(true);
  });

  it('gives every page its version label, status and badge, and a link to the latest version', () => {
    expect(site.page('/docs/guide/install')!.versionInfo).toEqual({ pluginId: 'default', name: '1.1', label: '1.1', status: 'latest', badge: true });
    expect(site.page('/docs/next/guide/install')!.versionInfo).toEqual({
      pluginId: 'default',
      name: 'current',
      label: 'Next',
      status: 'unreleased',
      badge: true,
      latest: { label: '1.1', route: '/docs/guide/install', name: '1.1' },
    });
    expect(site.page('/ru/docs/1.0/guide/intro')!.versionInfo).toMatchObject({ name: '1.0', status: 'unmaintained', latest: { label: '1.1', route: '/ru/docs/guide/intro' } });
    // A doc the latest version does not have links to that version's first doc.
    expect(site.page('/docs/1.0/guide/legacy')!.versionInfo!.latest).toEqual({ label: '1.1', route: '/docs/guide/intro', name: '1.1' });
    expect(site.page('/ru/docs/next/guide/new-feature')!.versionInfo!.latest).toEqual({ label: '1.1', route: '/ru/docs/guide/intro', name: '1.1' });
  });

  it('gives each version its own sidebars under distinct ids', () => {
    expect(['/docs/next/guide/intro', '/docs/guide/intro', '/docs/1.0/guide/intro'].map((r) => site.page(r)!.sidebarId)).toEqual(['docs', 'docs@1.1', 'docs@1.0']);
    const links = (locale: string, id: string) => JSON.stringify(site.sidebar(locale, id)).match(/"href":"[^"]+"/g);
    expect(links('en', 'docs')).toEqual(['"href":"/docs/next/guide/intro"', '"href":"/docs/next/guide/install"', '"href":"/docs/next/guide/new-feature"']);
    expect(links('ru', 'docs@1.1')).toEqual(['"href":"/ru/docs/guide/intro"', '"href":"/ru/docs/guide/install"']);
    expect(site.page('/docs/1.0/guide/install')).toMatchObject({
      prev: { label: 'Introduction', route: '/docs/1.0/guide/intro' },
      next: { label: 'Legacy setup', route: '/docs/1.0/guide/legacy' },
    });
  });

  it('renders a snapshot sidebar written with Docusaurus shorthands (golden file)', async () => {
    await expect(`${JSON.stringify(site.sidebar('ru', 'docs@1.0'), null, 2)}\n`).toMatchFileSnapshot('./__golden__/versioned-sidebar.ru.json');
  });

  it('resolves relative links within the same locale and version', () => {
    expect(hrefs(site, '/docs/1.0/guide/intro')).toEqual(['/docs/1.0/guide/install#requirements', '/docs/1.0/guide/legacy']);
    expect(hrefs(site, '/docs/guide/intro')).toEqual(['/docs/guide/install#requirements']);
    expect(hrefs(site, '/docs/next/guide/intro')).toEqual(['/docs/next/guide/install#requirements', '/docs/next/guide/new-feature']);
    expect(hrefs(site, '/ru/docs/next/guide/intro')).toEqual(['/ru/docs/next/guide/install#requirements']);
  });

  it('lets search engines index the latest version only', () => {
    expect(site.page('/docs/guide/intro')!.noindex).toBe(false);
    expect(site.page('/docs/next/guide/intro')!.noindex).toBe(true);
    expect(site.page('/docs/1.0/guide/intro')!.noindex).toBe(true);
    const locs = [...site.sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(['https://docs.example.org/docs/guide/install', 'https://docs.example.org/docs/guide/intro']);
  });

  it('links "edit this page" to the file each page is written from, in the page\'s version', () => {
    expect(site.page('/docs/next/guide/intro')!.editUrl).toBe(`${EDIT_BASE}docs/en/guide/intro.md`);
    expect(site.page('/ru/docs/next/guide/intro')!.editUrl).toBe(`${EDIT_BASE}docs/ru/guide/intro.md`);
    expect(site.page('/docs/1.0/guide/legacy')!.editUrl).toBe(`${EDIT_BASE}versioned_docs/version-1.0/en/guide/legacy.md`);
  });

  it('reports translation states for current only: snapshots are frozen', () => {
    expect(new Set(site.report.translations.map((t) => t.id))).toEqual(new Set(['guide/intro', 'guide/install', 'guide/new-feature']));
    expect(site.report.translations.find((t) => t.locale === 'ru' && t.id === 'guide/intro')!.state).toBe('outdated');
  });
});

describe('docsVersions option', () => {
  it('keeps current at /docs as the latest version, with custom labels and paths', async () => {
    const site = await build(undefined, { docsVersions: { lastVersion: 'current', versions: { current: { label: 'Latest' }, '1.0': { label: 'v1.0', path: 'legacy' } } } });
    expect(site.page('/docs/guide/new-feature')!.versionInfo).toEqual({ pluginId: 'default', name: 'current', label: 'Latest', status: 'latest', badge: true });
    expect(site.page('/docs/1.1/guide/intro')!.versionInfo).toMatchObject({ label: '1.1', status: 'unmaintained', latest: { label: 'Latest', route: '/docs/guide/intro' } });
    expect(site.page('/docs/legacy/guide/legacy')!.versionInfo).toMatchObject({ label: 'v1.0', status: 'unmaintained', latest: { label: 'Latest', route: '/docs/guide/intro' } });
    expect(site.page('/docs/guide/intro')!.noindex).toBe(false);
    expect(site.report.routes).not.toContain('/docs/next/guide/intro');
  });

  it('gives no version data to a site that has only current', async () => {
    const site = await build(copyFixture('versioned', { 'content/versions.json': null }));
    expect(site.page('/docs/guide/new-feature')).toMatchObject({ version: 'current', sidebarId: 'docs', noindex: false });
    expect(site.page('/docs/guide/new-feature')!.versionInfo).toBeUndefined();
    expect(site.report.routes.some((r) => r.includes('1.0'))).toBe(false);
  });
});

describe('bad version input fails the build with the file, the line and the fix', () => {
  const fails = (changes: Record<string, string | null>, options: Partial<SiteBuildOptions> = {}) => failureOf(build(copyFixture('versioned', changes), options));

  it('versions.json that is not an array', async () => {
    expect(await fails({ 'content/versions.json': '{ "1.1": true }\n' })).toBe(
      'content/versions.json:1: must be an array of version names, got an object\n  fix: write an array of version names, newest first: ["1.135.0", "1.134.0"]',
    );
  });

  it('versions.json with a name that is not a string', async () => {
    expect(await fails({ 'content/versions.json': '[\n  "1.1",\n  1.0\n]\n' })).toBe(
      'content/versions.json:3: entry 1 must be a version name (a string), got 1\n  fix: write each name in double quotes: ["1.1", "1.0"], not [1.1, 1.0]',
    );
  });

  it('versions.json that is not valid JSON', async () => {
    expect(await fails({ 'content/versions.json': '[\n  "1.1",\n  "1.0"\n' })).toMatch(/^content\/versions\.json:4: is not valid JSON: .+\n {2}fix: write an array of version names, newest first/);
  });

  it('a version without its docs folder', async () => {
    expect(await fails({ 'content/versions.json': '[\n  "1.2",\n  "1.1",\n  "1.0"\n]\n' })).toBe(
      'content/versions.json:2: version "1.2" has no docs folder content/versioned_docs/version-1.2/\n  fix: copy the docs of that release to content/versioned_docs/version-1.2/<locale>/, or remove "1.2" from content/versions.json',
    );
  });

  it('a version without its sidebars file', async () => {
    expect(await fails({ 'content/versioned_sidebars/version-1.0-sidebars.json': null })).toBe(
      'content/versions.json:3: version "1.0" has no sidebars file content/versioned_sidebars/version-1.0-sidebars.json\n  fix: write the sidebars of that release there as JSON (the shape sidebars.ts exports), or remove "1.0" from content/versions.json',
    );
  });

  it('a snapshot sidebar naming a doc that only another version has, with its line and that version\'s nearest ids', async () => {
    expect(await fails({ 'content/versioned_sidebars/version-1.1-sidebars.json': '{\n  "docs": ["guide/intro", "guide/legacy"]\n}\n' })).toBe(
      'content/versioned_sidebars/version-1.1-sidebars.json:2: sidebar "docs" names doc id "guide/legacy", which does not exist\n  fix: use an existing id; the nearest: guide/install, guide/intro',
    );
  });

  it('a relative link out of the version\'s folder', async () => {
    const intro = 'content/versioned_docs/version-1.0/en/guide/intro.md';
    expect(await fails({ [intro]: '---\ntitle: Introduction\n---\n\nSee [the new feature](../../../../docs/en/guide/new-feature.md).\n' })).toBe(
      `${intro}:5:5: link "../../../../docs/en/guide/new-feature.md" points to a Markdown file that is not a page of this site\n  fix: ./ and ../ paths are read from the page's folder, other paths also from the content folder of its locale and version (guides/setup.md) and the site folder (/docs/guides/setup.md)`,
    );
  });

  it('a snapshot doc on the route of a current doc', async () => {
    const clash = 'content/versioned_docs/version-1.1/en/next/guide/intro.md';
    expect(await fails({ [clash]: '---\ntitle: Clash\n---\n' })).toBe(
      `${clash}: route /docs/next/guide/intro is also the route of content/docs/en/guide/intro.md\n  fix: change the slug or id in the front matter of one of them, or give the docs version another path`,
    );
  });

  it('a docsVersions option naming no version', async () => {
    expect(await fails({}, { docsVersions: { lastVersion: '2.0' } })).toBe(
      'docsVersions.lastVersion: "2.0" is not a docs version of this site\n  fix: use one of: current, 1.1, 1.0 (snapshots are listed in content/versions.json)',
    );
  });
});
