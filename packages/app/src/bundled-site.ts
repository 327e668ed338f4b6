import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSite, type SiteBuildOptions, type SiteBuildReport } from './build-site.js';
import { manifestEntry, modulePreloadsFromManifest, type ManifestLayout, type ViteManifest } from './vite-manifest.js';

/** `buildSite`'s options, with the bundler's output in place of `outDir`, `assets`, `render` and `modulePreloads`. */
export interface BundledSiteOptions extends Omit<SiteBuildOptions, 'outDir' | 'assets' | 'render' | 'modulePreloads'> {
  /** The client build (`vite build` with `build.manifest`): the site is written into it. */
  clientDir: string;
  /** The server build's entry module (`vite build --ssr`), exporting `render`; every prerender thread imports it. */
  serverEntry: string;
  /** Where the site's modules are, when the defaults of `ManifestLayout` do not find them. */
  layout?: ManifestLayout;
}

/**
 * Builds a site from its client and server bundles: the client manifest gives the entry, the
 * stylesheets and what each page kind and locale prefetches; the server entry renders every route
 * on every core. A missing bundle is an error that says which build to run.
 */
export async function buildBundledSite(options: BundledSiteOptions): Promise<SiteBuildReport> {
  const { clientDir, serverEntry, layout, ...site } = options;
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run \`vite build\` (with build.manifest) before building the site.`);
  if (!fs.existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`vite build --ssr\` before building the site.`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ViteManifest;
  const [, entry] = manifestEntry(manifest);
  const base = site.baseUrl ?? '/';
  return buildSite({
    ...site,
    outDir: clientDir,
    assets: { css: (entry.css ?? []).map((file) => `${base}${file}`), entry: `${base}${entry.file}` },
    render: { module: pathToFileURL(serverEntry).href },
    modulePreloads: modulePreloadsFromManifest(manifest, base, layout),
  });
}
