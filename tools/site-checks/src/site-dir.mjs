// Reading a built site folder: the edge where the pure checks meet the file system.
import fs from 'node:fs';
import path from 'node:path';
import { createAssetSizer, summarizeByKind } from './budgets.mjs';
import { firstLoadAssets } from './first-load.mjs';
import { scanTags } from './html-scan.mjs';
import { routeOfHtmlFile } from './site-paths.mjs';

/**
 * Every file below a built site's folder, relative and `/`-separated, sorted.
 * @param {string} siteDir
 * @returns {string[]}
 */
export function listSiteFiles(siteDir) {
  return fs
    .readdirSync(siteDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(siteDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The client build's Vite manifest.
 * @param {string} siteDir
 */
export function readManifest(siteDir) {
  const file = path.join(siteDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist; the client bundle must be built with \`build.manifest: true\` (apps/site/vite.config.mts).`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Every HTML page of a site with the route it is served at.
 * @param {string} siteDir
 * @param {readonly string[]} [files] from `listSiteFiles`
 * @returns {Generator<{ file: string, route: string, notFound: boolean, html: string }>}
 */
export function* readHtmlPages(siteDir, files = listSiteFiles(siteDir)) {
  for (const file of files) {
    const served = routeOfHtmlFile(file);
    if (!served) continue;
    yield { file, ...served, html: fs.readFileSync(path.join(siteDir, file), 'utf8') };
  }
}

/**
 * The site's own origin, from a page's canonical link (`https://immich.app`).
 * @param {string} html
 * @returns {string | undefined}
 */
export function canonicalOrigin(html) {
  const canonical = scanTags(html).find((t) => t.name === 'link' && (t.attrs.rel ?? '').split(/\s+/).includes('canonical') && t.attrs.href);
  return canonical ? new URL(canonical.attrs.href).origin : undefined;
}

/**
 * The heaviest first load of every page kind of a built site.
 * @param {string} siteDir
 * @param {{ base?: string }} [options] `base`: the site's base path, `/` by default
 */
export function firstLoadByKind(siteDir, options = {}) {
  const base = options.base ?? '/';
  const manifest = readManifest(siteDir);
  const sizer = createAssetSizer((url) => {
    const file = path.join(siteDir, decodeURIComponent(url.startsWith(base) ? url.slice(base.length) : url));
    return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
  });
  const pages = (function* () {
    for (const page of readHtmlPages(siteDir)) yield { route: page.route, firstLoad: firstLoadAssets(page.html, manifest, { base }) };
  })();
  return summarizeByKind(pages, sizer);
}
