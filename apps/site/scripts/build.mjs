// Prerenders the site from its client and server bundles (`vite build`, `vite build --ssr`) with
// the site's options and plugins (site-options.mjs, shared with dev.mjs). Exits non-zero with the
// cause on error.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildBundledSite, contentSecurityPolicyWith } from '@lumidoc/app';
import { REMOTE_IMAGE_HOSTS, siteOptions } from './site-options.mjs';

const siteDir = path.resolve(import.meta.dirname, '..');
// The client bundle (`vite build`) is copied into the site's folder, which keeps the pages of the
// last build so that only changed ones are rendered again. LUMIDOC_OUT_DIR lets the benchmark time
// a build of the real site without touching dist/.
const clientDir = path.join(siteDir, 'dist', 'bundle');
const outDir = process.env.LUMIDOC_OUT_DIR ? path.resolve(process.env.LUMIDOC_OUT_DIR) : path.join(siteDir, 'dist', 'client');
const serverEntry = path.join(siteDir, 'dist', 'server', 'entry-server.js');
// LUMIDOC_CACHE_DIR moves the compile cache (default node_modules/.cache/lumidoc); `off` builds without it.
const cacheVariable = process.env.LUMIDOC_CACHE_DIR;
const cacheDir = cacheVariable === 'off' ? false : cacheVariable ? path.resolve(cacheVariable) : undefined;
const started = performance.now();

try {
  const { siteConfig } = await import(pathToFileURL(serverEntry).href);
  const report = await buildBundledSite({
    ...siteOptions(siteConfig, siteDir),
    clientDir,
    outDir,
    serverEntry,
    mode: process.env.LUMIDOC_MODE === 'development' ? 'development' : 'production',
    contentSecurityPolicy: contentSecurityPolicyWith({ imageHosts: REMOTE_IMAGE_HOSTS }),
    ...(cacheDir === undefined ? {} : { cacheDir }),
  });
  // The version switcher of this and every archived site reads this list from the main host.
  fs.copyFileSync(path.join(siteDir, 'archived-versions.json'), path.join(outDir, 'archived-versions.json'));
  const kinds = Object.entries(report.pagesByKind).map(([kind, count]) => `${kind} ${count}`).join(', ');
  const { rendered, reused } = report.prerender;
  console.log(`Rendered ${rendered} pages; ${reused} were unchanged since the last build into ${path.relative(process.cwd(), outDir) || '.'}.`);
  console.log(`Built ${report.pages} pages (${kinds}) in ${Math.round(performance.now() - started)} ms; phases: ${JSON.stringify(report.phases)}`);
} catch (error) {
  console.error(`\nSite build failed:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
