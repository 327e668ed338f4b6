// Checks one translation on its own: copies the English content and one locale's into a temporary
// site folder and collects it (Markdown, front matter, links, anchors, blog and standalone pages),
// printing every content problem with its file and line. Other locales' files, finished or not, are
// left out, so translators of different languages do not see each other's work in progress.
// Usage: npm run check:locale -- <locale>     (exit 1 when the content has a problem)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { collectSite } from '@lumidoc/content-pipeline/build';
import { createServer } from 'vite';
import { describeError } from '@lumidoc/app/dev';
import { siteOptions } from './site-options.mjs';

const APP_DIR = path.resolve(import.meta.dirname, '..');
const COLLECTIONS = ['docs', 'blog', 'pages'];
const SERVER_ENTRY = '/src/entry-server.ts';

/** A site folder holding only `en` and `locale`; public/ and openapi/ are linked, not copied. */
function isolatedSite(locale) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `lumidoc-check-${locale}-`));
  const content = path.join(APP_DIR, 'content');
  for (const entry of fs.readdirSync(content, { withFileTypes: true })) {
    if (entry.isFile()) fs.cpSync(path.join(content, entry.name), path.join(dir, 'content', entry.name));
  }
  for (const collection of COLLECTIONS) {
    for (const file of fs.readdirSync(path.join(content, collection), { withFileTypes: true })) {
      const keep = file.isFile() || file.name === 'en' || file.name === locale;
      if (keep) fs.cpSync(path.join(content, collection, file.name), path.join(dir, 'content', collection, file.name), { recursive: true });
    }
  }
  for (const linked of ['public', 'openapi']) fs.symlinkSync(path.join(APP_DIR, linked), path.join(dir, linked));
  return dir;
}

const locale = process.argv[2];
const vite = await createServer({ configFile: path.join(APP_DIR, 'vite.config.mts'), mode: 'development', appType: 'custom', server: { middlewareMode: true, hmr: false, watch: null }, logLevel: 'error' });
let exitCode = 0;
try {
  const { siteConfig } = await vite.ssrLoadModule(SERVER_ENTRY);
  const known = siteConfig.locales.locales;
  if (!known.includes(locale) || locale === 'en') throw new Error(`usage: check-locale <locale>, one of ${known.filter((l) => l !== 'en').join(', ')}`);
  const siteDir = isolatedSite(locale);
  const options = siteOptions(siteConfig, siteDir);
  const started = performance.now();
  const site = await collectSite({
    ...options,
    // Search indexes and git dates have nothing to say about a translation's correctness.
    plugins: options.plugins.filter((plugin) => plugin.name !== 'search'),
    lastUpdated: false,
    assets: { css: [], entry: '/entry.js' },
    log: () => undefined,
  });
  const own = site.translations.filter((t) => t.locale === locale);
  const count = (state) => own.filter((t) => t.state === state).length;
  console.log(`${locale}: ${site.pages.filter((p) => p.locale === locale).length} pages collected with no content problem in ${Math.round(performance.now() - started)} ms.`);
  console.log(`docs: ${count('translated')} translated, ${count('outdated')} outdated, ${count('missing')} missing.`);
  for (const t of own.filter((t) => t.state !== 'translated')) console.log(`  ${t.state}: ${t.id}`);
  fs.rmSync(siteDir, { recursive: true, force: true });
} catch (error) {
  console.error(describeError(error));
  exitCode = 1;
} finally {
  await vite.close();
}
process.exit(exitCode);
