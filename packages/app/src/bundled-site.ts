import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSite, type SiteBuildOptions, type SiteBuildReport } from './build-site.js';
import { manifestEntry, modulePreloadsFromManifest, type ManifestLayout, type ViteManifest } from './vite-manifest.js';

/** `buildSite`'s options, with the bundler's output in place of `outDir`, `assets`, `render` and `modulePreloads`. */
export interface BundledSiteOptions extends Omit<SiteBuildOptions, 'outDir' | 'assets' | 'render' | 'modulePreloads'> {
  /** The client build (`vite build` with `build.manifest`): the site is written into it unless `outDir` is given. */
  clientDir: string;
  /**
   * Where the site is written, when not into `clientDir`: the client build is copied there, and
   * files of an earlier build that this one did not write are removed, so that the folder can be
   * built into again and again (only changed pages are rendered again) and holds exactly the site.
   */
  outDir?: string;
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
  return buildSite(bundledBuildOptions(options));
}

/** `buildSite`'s options for a bundled site: the bundle copied into `outDir`, its entry, stylesheets and preloads. */
export function bundledBuildOptions(options: BundledSiteOptions): SiteBuildOptions {
  const { clientDir, serverEntry, layout, outDir = clientDir, ...site } = options;
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run \`vite build\` (with build.manifest) before building the site.`);
  if (!fs.existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`vite build --ssr\` before building the site.`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ViteManifest;
  const [, entry] = manifestEntry(manifest);
  const base = site.baseUrl ?? '/';
  const bundleFiles = path.resolve(outDir) === path.resolve(clientDir) ? undefined : linkTree(clientDir, outDir);
  return {
    ...site,
    outDir,
    ...(bundleFiles ? { pruneExcept: bundleFiles } : {}),
    assets: { css: (entry.css ?? []).map((file) => `${base}${file}`), entry: `${base}${entry.file}` },
    render: { module: pathToFileURL(serverEntry).href },
    modulePreloads: modulePreloadsFromManifest(manifest, base, layout),
  };
}

/**
 * Puts the files of `fromDir` into `outDir` as hard links (a copy where links cannot be made),
 * leaving files that are already those untouched; returns their paths below `outDir`. `outDir` is
 * a site's folder, whose other files a build removes: it must be empty or hold a build already.
 */
export function linkTree(fromDir: string, outDir: string, skip: (file: string) => boolean = () => false): Set<string> {
  // Files the site does not write are removed from `outDir`: never from a folder that is not a build.
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0 && !fs.existsSync(path.join(outDir, '.vite', 'manifest.json'))) {
    throw new Error(`${outDir} holds files that are not a site build, and building there would remove them: empty it or choose another output folder.`);
  }
  const files = fs.readdirSync(fromDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const copied = new Set<string>();
  for (const entry of files) {
    const from = path.join(entry.parentPath, entry.name);
    const relative = path.relative(fromDir, from);
    if (skip(relative.split(path.sep).join('/'))) continue;
    const to = path.join(outDir, relative);
    if (!sameFile(from, to)) {
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.rmSync(to, { force: true });
      try {
        fs.linkSync(from, to);
      } catch {
        fs.copyFileSync(from, to);
      }
    }
    copied.add(relative.split(path.sep).join('/'));
  }
  return copied;
}

/** Whether `to` is `from` (a hard link) or a copy of it with the same bytes. */
function sameFile(from: string, to: string): boolean {
  let target: fs.Stats;
  try {
    target = fs.statSync(to);
  } catch {
    return false;
  }
  const source = fs.statSync(from);
  if (source.ino === target.ino && source.dev === target.dev) return true;
  return source.size === target.size && fs.readFileSync(from).equals(fs.readFileSync(to));
}
