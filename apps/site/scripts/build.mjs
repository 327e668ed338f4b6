// Prerenders the site: reads the client bundle's manifest, loads the server entry, and hands both to
// the Lumidoc build with the site's options and plugins (site-options.mjs, shared with dev.mjs).
// Exits non-zero with the cause on error.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSite, contentSecurityPolicyWith } from '@lumidoc/app';
import { modulePreloadsFromManifest } from './module-preloads.mjs';
import { REMOTE_IMAGE_HOSTS, siteOptions } from './site-options.mjs';

const siteDir = path.resolve(import.meta.dirname, '..');
// LUMIDOC_OUT_DIR lets the benchmark time a build of the real site without touching dist/.
const outDir = process.env.LUMIDOC_OUT_DIR ? path.resolve(process.env.LUMIDOC_OUT_DIR) : path.join(siteDir, 'dist', 'client');
const started = performance.now();

try {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const modulePreloads = modulePreloadsFromManifest(manifest);
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const serverEntry = pathToFileURL(path.join(siteDir, 'dist', 'server', 'entry-server.js')).href;
  const server = await import(serverEntry);
  const report = await buildSite({
    ...siteOptions(server.siteConfig, siteDir),
    outDir,
    mode: process.env.LUMIDOC_MODE === 'development' ? 'development' : 'production',
    assets: { css: (entry.css ?? []).map((file) => `/${file}`), entry: `/${entry.file}` },
    // Prerendered on every core: each thread loads the server entry and reads the data files.
    render: { module: serverEntry },
    contentSecurityPolicy: contentSecurityPolicyWith({ imageHosts: REMOTE_IMAGE_HOSTS }),
    modulePreloads,
  });
  // The version switcher of this and every archived site reads this list from the main host.
  fs.copyFileSync(path.join(siteDir, 'archived-versions.json'), path.join(outDir, 'archived-versions.json'));
  const kinds = Object.entries(report.pagesByKind).map(([kind, count]) => `${kind} ${count}`).join(', ');
  console.log(`Built ${report.pages} pages (${kinds}) in ${Math.round(performance.now() - started)} ms; phases: ${JSON.stringify(report.phases)}`);
} catch (error) {
  console.error(`\nSite build failed:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
