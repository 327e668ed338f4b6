// Prerenders the site: reads the client bundle's manifest, loads the server entry, and hands both to
// the Lumidoc build with the API reference and search plugins. Exits non-zero with the cause on error.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSite } from '@lumidoc/content-pipeline/build';
import { openApiPlugin } from '@lumidoc/openapi-pages';
import { searchPlugin } from '@lumidoc/search/build';

const siteDir = path.resolve(import.meta.dirname, '..');
const outDir = path.join(siteDir, 'dist', 'client');
const started = performance.now();

try {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The client manifest has no entry chunk; run `vite build` first.');
  const server = await import(pathToFileURL(path.join(siteDir, 'dist', 'server', 'entry-server.js')).href);
  const { siteConfig } = server;
  const report = await buildSite({
    siteDir,
    outDir,
    siteUrl: siteConfig.url,
    baseUrl: siteConfig.baseUrl,
    locales: siteConfig.locales,
    sidebars: siteConfig.sidebars,
    docAliases: siteConfig.docAliases,
    mode: process.env.LUMIDOC_MODE === 'development' ? 'development' : 'production',
    assets: { css: (entry.css ?? []).map((file) => `/${file}`), entry: `/${entry.file}` },
    render: server.render,
    plugins: [openApiPlugin(siteConfig.api), searchPlugin()],
  });
  const kinds = Object.entries(report.pagesByKind).map(([kind, count]) => `${kind} ${count}`).join(', ');
  console.log(`Built ${report.pages} pages (${kinds}) in ${Math.round(performance.now() - started)} ms; phases: ${JSON.stringify(report.phases)}`);
} catch (error) {
  console.error(`\nSite build failed:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
