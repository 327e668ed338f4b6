// A build into the folder of the last one renders only what changed, and leaves the same files as a
// cold build of the same sources. The prerender threads run compiled code: this test uses the
// package's build output (the test target builds the package first).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSite as buildSiteFromDist } from '../dist/build-site.js';
import { copyFixture, failureOf, fileTree as tree, removeTemporaryDirs, SHOW_DATA_RENDER_MODULE as RENDER_MODULE, temporaryDir } from './__fixtures__/sites/build-fixture.js';
import { sidebars } from './__fixtures__/sites/versioned/content/sidebars.js';
import type { buildSite as BuildSiteFromSource } from './build-site.js';

const buildSite = buildSiteFromDist as typeof BuildSiteFromSource;

afterAll(removeTemporaryDirs);

describe('a build into the folder of the last one', () => {
  const moduleDir = temporaryDir('lumidoc-incremental-render-');
  fs.writeFileSync(path.join(moduleDir, 'render.mjs'), RENDER_MODULE);
  const render = { module: pathToFileURL(path.join(moduleDir, 'render.mjs')).href, threads: 2 };
  const build = (siteDir: string, outDir: string, cacheDir: string) =>
    buildSite({
      siteDir,
      outDir,
      cacheDir,
      pruneExcept: new Set(),
      siteUrl: 'https://docs.example.org',
      locales: { defaultLocale: 'en', locales: ['en', 'ru'] },
      sidebars,
      assets: { css: [], entry: '/entry.js' },
      render,
      lastUpdated: false,
      log: () => undefined,
    });

  it('renders only changed pages, removes what a deleted page left, and ends byte-identical to a cold build', async () => {
    const siteDir = copyFixture('versioned', {});
    const outDir = temporaryDir('lumidoc-incremental-out-');
    const cacheDir = temporaryDir('lumidoc-incremental-cache-');
    const edit = (file: string, change: (text: string) => string) => {
      const full = path.join(siteDir, 'content/docs/en/guide', file);
      fs.writeFileSync(full, change(fs.readFileSync(full, 'utf8')));
    };

    const cold = await build(siteDir, outDir, cacheDir);
    const pages = cold.routes.length + 2; // and a not-found page per locale
    expect(cold.prerender).toEqual({ rendered: pages, reused: 0 });
    expect(await build(siteDir, outDir, cacheDir).then((report) => report.prerender)).toEqual({ rendered: 0, reused: pages });

    // A page file restored with the same bytes (as Nx's cache does) stays; one changed by anything else is rendered again.
    const legacy = path.join(outDir, 'docs/1.0/guide/legacy/index.html');
    const restored = fs.readFileSync(legacy);
    fs.rmSync(legacy);
    fs.writeFileSync(legacy, restored);
    fs.writeFileSync(path.join(outDir, 'docs/guide/intro/index.html'), 'changed by hand');
    expect((await build(siteDir, outDir, cacheDir)).prerender).toEqual({ rendered: 1, reused: pages - 1 });
    expect(fs.readFileSync(path.join(outDir, 'docs/guide/intro/index.html'), 'utf8')).toContain('<!doctype html>');

    // One page's text: that page and the Russian page that falls back to it, nothing else.
    const untouched = path.join(outDir, 'docs/1.0/guide/legacy/index.html');
    const untouchedTime = fs.statSync(untouched).mtimeMs;
    edit('install.md', (text) => `${text}\nPodman 5 works too.\n`);
    expect((await build(siteDir, outDir, cacheDir)).prerender).toEqual({ rendered: 2, reused: pages - 2 });
    expect(fs.readFileSync(path.join(outDir, 'docs/next/guide/install/index.html'), 'utf8')).toContain('Podman 5 works too.');
    expect(fs.readFileSync(path.join(outDir, 'ru/docs/next/guide/install/index.html'), 'utf8')).toContain('Podman 5 works too.');
    expect(fs.statSync(untouched).mtimeMs).toBe(untouchedTime);

    // A deleted page fails the link that pointed to it; once that link is gone, its files are too.
    fs.rmSync(path.join(siteDir, 'content/docs/en/guide/new-feature.md'));
    expect(await failureOf(build(siteDir, outDir, cacheDir))).toMatch(/intro\.md.*new-feature\.md/s);
    edit('intro.md', (text) => text.replace(' and [what is new](./new-feature.md)', ''));
    const afterDelete = await build(siteDir, outDir, cacheDir);
    expect(afterDelete.routes).not.toContain('/docs/next/guide/new-feature');
    expect(fs.existsSync(path.join(outDir, 'docs/next/guide/new-feature'))).toBe(false);
    expect(afterDelete.prerender.rendered).toBeLessThan(pages / 2);

    const coldOut = temporaryDir('lumidoc-incremental-cold-');
    await build(siteDir, coldOut, temporaryDir('lumidoc-incremental-cold-cache-'));
    const incremental = tree(outDir);
    const fresh = tree(coldOut);
    expect([...incremental.keys()].sort()).toEqual([...fresh.keys()].sort());
    const differing = [...fresh].filter(([file, bytes]) => !incremental.get(file)!.equals(bytes)).map(([file]) => file);
    expect(differing).toEqual([]);
  }, 60_000);
});
