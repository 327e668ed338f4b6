// A build in parts (collect, render each locale apart, assemble) makes the same site, byte for byte,
// as a whole build, and again after an edit. The prerender threads run compiled code: this test
// uses the package's build output (the test target builds the package first).
import fs from 'node:fs';
import path from 'node:path';
import * as fromDist from '../dist/index.js';
import { copyFixture, fileTree as tree, removeTemporaryDirs, SHOW_DATA_RENDER_MODULE as RENDER_MODULE, temporaryDir } from './__fixtures__/sites/build-fixture.js';
import { sidebars } from './__fixtures__/sites/versioned/content/sidebars.js';
import type * as FromSource from './index.js';

const { assembleParts, buildBundledSite, collectForParts, defaultContentSecurityPolicy, precompileSiteDocs, renderPart } = fromDist as typeof FromSource;

afterAll(removeTemporaryDirs);

/** A client build as `vite build` leaves it: the manifest, the entry and its stylesheet. */
function clientBuild(): string {
  const dir = temporaryDir('lumidoc-split-client-');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('.vite/manifest.json', JSON.stringify({ 'src/entry-client.ts': { file: 'assets/entry-1a2b.js', isEntry: true, css: ['assets/entry-3c4d.css'] } }));
  write('assets/entry-1a2b.js', 'console.log("client")');
  write('assets/entry-3c4d.css', 'body{margin:0}');
  return dir;
}

describe('a build in parts', () => {
  const moduleDir = temporaryDir('lumidoc-split-render-');
  const serverEntry = path.join(moduleDir, 'entry-server.mjs');
  fs.writeFileSync(serverEntry, RENDER_MODULE);
  const clientDir = clientBuild();
  const siteDir = copyFixture('versioned', {});
  const common = {
    siteDir,
    clientDir,
    serverEntry,
    siteUrl: 'https://docs.example.org',
    locales: { defaultLocale: 'en', locales: ['en', 'ru'] },
    sidebars,
    lastUpdated: false as const,
    contentSecurityPolicy: defaultContentSecurityPolicy,
    log: () => undefined,
  };
  const whole = async () => {
    const outDir = temporaryDir('lumidoc-split-whole-');
    await buildBundledSite({ ...common, outDir, cacheDir: temporaryDir('lumidoc-split-whole-cache-') });
    return tree(outDir);
  };
  const collectedDir = temporaryDir('lumidoc-split-collected-');
  const partDirs = { en: temporaryDir('lumidoc-split-en-'), ru: temporaryDir('lumidoc-split-ru-') };
  const assembledDir = temporaryDir('lumidoc-split-site-');
  const cacheDir = temporaryDir('lumidoc-split-cache-');
  const inParts = async () => {
    await collectForParts({ ...common, outDir: collectedDir, cacheDir });
    // Each locale as a machine of its own would: a copy of the collected folder, its own cache.
    const reports = [];
    for (const [locale, outDir] of Object.entries(partDirs)) {
      const copy = temporaryDir(`lumidoc-split-copy-${locale}-`);
      fs.cpSync(collectedDir, copy, { recursive: true });
      reports.push(await renderPart({ collectedDir: copy, outDir, serverEntry, locales: [locale], contentSecurityPolicy: defaultContentSecurityPolicy, cacheDir: path.join(cacheDir, locale) }));
    }
    await assembleParts({ collectedDir, partDirs: Object.values(partDirs), outDir: assembledDir });
    return { site: tree(assembledDir), reports };
  };

  it('collects once, renders each locale apart and assembles the same site as a whole build', async () => {
    const { site, reports } = await inParts();
    const expected = await whole();
    expect([...site.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [file, bytes] of expected) expect(site.get(file), file).toEqual(bytes);
    expect(site.has('render-plan.json')).toBe(false);
    expect(site.get('ru/docs/guide/intro/index.html')?.toString()).toMatch(/^<!doctype html><html><head><meta http-equiv="Content-Security-Policy"/);
    expect(reports.every((report) => report.rendered > 0 && report.reused === 0)).toBe(true);
    // Only the pages of each part's own locale.
    expect(fs.existsSync(path.join(partDirs.ru, 'ru/docs/guide/intro/index.html'))).toBe(true);
    expect(fs.existsSync(path.join(partDirs.ru, 'docs/guide/intro/index.html'))).toBe(false);
  });

  it('after an edit renders again only the changed pages and still matches a whole build', async () => {
    const file = path.join(siteDir, 'content/docs/ru/guide/intro.md');
    fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8')}\nОдно новое предложение.\n`);
    const { site, reports } = await inParts();
    expect(reports.map((report) => report.rendered)).toEqual([0, 1]);
    const expected = await whole();
    expect([...site.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [name, bytes] of expected) expect(site.get(name), name).toEqual(bytes);
  });

  it('compiles each locale\'s docs apart; collecting from those folders compiles none and gives the same files', async () => {
    const compiled = { en: temporaryDir('lumidoc-split-compiled-en-'), ru: temporaryDir('lumidoc-split-compiled-ru-') };
    for (const [locale, compiledDir] of Object.entries(compiled)) expect(await precompileSiteDocs({ ...common, onlyLocales: [locale], compiledDir })).toBeGreaterThan(0);
    const freshCache = temporaryDir('lumidoc-split-fresh-cache-');
    const outDir = temporaryDir('lumidoc-split-collected-from-parts-');
    await collectForParts({ ...common, outDir, cacheDir: freshCache, compiledParts: Object.values(compiled) });
    // The cache gets a pack of the files compiled: none, every doc came from the parts (which hold a pack each).
    const packs = (dir: string) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.pack'));
    expect(packs(freshCache)).toEqual([]);
    for (const compiledDir of Object.values(compiled)) expect(packs(compiledDir)).toHaveLength(1);
    expect(tree(outDir)).toEqual(tree(collectedDir));
  });

  it('names the locale to compile when the site has no such locale', async () => {
    await expect(precompileSiteDocs({ ...common, onlyLocales: ['de'], compiledDir: temporaryDir('lumidoc-split-compiled-de-') })).rejects.toThrow('No such locale: de. The site\'s locales are en, ru.');
  });

  it('refuses to assemble a site while a locale is not rendered', async () => {
    await expect(assembleParts({ collectedDir, partDirs: [partDirs.en], outDir: temporaryDir('lumidoc-split-partial-') })).rejects.toThrow('The rendered parts lack pages of ru: render that locale (renderPart) before assembling.');
  });

  it('names the locales a part may render when it is given another', async () => {
    await expect(renderPart({ collectedDir, outDir: temporaryDir('lumidoc-split-bad-'), serverEntry, locales: ['de'], cacheDir: false })).rejects.toThrow('The site has no locale de; its locales are en, ru.');
  });
});
