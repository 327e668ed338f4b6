// The site's client and server bundles: reused from apps/site/dist when `nx run site:build` made
// them from the current sources, otherwise built with Vite into a cache folder inside
// node_modules (so the server bundle still resolves its packages). Bundles older than the sources
// would render page data of a newer shape and fail. The bench never writes into apps/site.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * @typedef {object} Bundles
 * @property {string} clientDir folder with `assets/` and `.vite/manifest.json`
 * @property {string} serverEntry the server entry module (exports `render` and `siteConfig`)
 * @property {'reused' | 'built'} source
 * @property {{ clientMs?: number, serverMs?: number }} timings Vite build times when built here
 */

/** What the bundles are built from: the site's code and the packages' sources and styles. */
const BUNDLE_SOURCES = ['apps/site/src', 'apps/site/site.config.ts', 'apps/site/content/sidebars.ts', 'packages/i18n/src', 'packages/content-pipeline/src', 'packages/search/src', 'packages/theme/src', 'packages/theme/styles'];

/**
 * The most recently changed source file a bundle is built from (tests and stories left out).
 * @param {string} workspaceRoot
 * @returns {{ file: string, mtimeMs: number } | undefined}
 */
export function newestBundleSource(workspaceRoot) {
  let newest;
  for (const source of BUNDLE_SOURCES) {
    const full = path.join(workspaceRoot, source);
    if (!fs.existsSync(full)) continue;
    const files = fs.statSync(full).isDirectory()
      ? fs.readdirSync(full, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
      : [full];
    for (const file of files) {
      if (/\.(spec|stories)\.[cm]?[jt]sx?$/.test(file) || file.includes(`${path.sep}__fixtures__${path.sep}`)) continue;
      const { mtimeMs } = fs.statSync(file);
      if (!newest || mtimeMs > newest.mtimeMs) newest = { file: path.relative(workspaceRoot, file), mtimeMs };
    }
  }
  return newest;
}

/**
 * Finds or builds the bundles.
 * @param {{ workspaceRoot: string, siteAppDir: string, rebuild: boolean, log: (line: string) => void }} options
 * @returns {Bundles}
 */
export function prepareBundles({ workspaceRoot, siteAppDir, rebuild, log }) {
  const distClient = path.join(siteAppDir, 'dist', 'bundle');
  const distServer = path.join(siteAppDir, 'dist', 'server', 'entry-server.js');
  const manifest = path.join(distClient, '.vite', 'manifest.json');
  if (!rebuild && fs.existsSync(manifest) && fs.existsSync(distServer)) {
    const built = Math.min(fs.statSync(manifest).mtimeMs, fs.statSync(distServer).mtimeMs);
    const newest = newestBundleSource(workspaceRoot);
    if (!newest || newest.mtimeMs <= built) {
      log(`bundles: reusing ${path.relative(workspaceRoot, distClient)} and ${path.relative(workspaceRoot, distServer)}`);
      return { clientDir: distClient, serverEntry: distServer, source: 'reused', timings: {} };
    }
    log(`bundles: apps/site/dist is older than ${newest.file}; building current ones`);
  }
  const cacheDir = path.join(workspaceRoot, 'node_modules', '.cache', 'lumidoc-bench', 'bundles');
  const vite = path.join(workspaceRoot, 'node_modules', '.bin', 'vite');
  const config = path.join(siteAppDir, 'vite.config.mts');
  const timed = (args) => {
    const started = performance.now();
    execFileSync(vite, ['build', '--config', config, '--logLevel', 'warn', '--emptyOutDir', ...args], { cwd: siteAppDir, stdio: ['ignore', 'ignore', 'inherit'] });
    return Math.round(performance.now() - started);
  };
  log('bundles: building the client bundle with Vite');
  const clientMs = timed(['--outDir', path.join(cacheDir, 'client')]);
  log('bundles: building the server bundle with Vite');
  const serverMs = timed(['--ssr', '--outDir', path.join(cacheDir, 'server')]);
  return { clientDir: path.join(cacheDir, 'client'), serverEntry: path.join(cacheDir, 'server', 'entry-server.js'), source: 'built', timings: { clientMs, serverMs } };
}

/**
 * Starts a throw-away output folder the way the client build leaves it: the hashed assets, the
 * manifest, and the site's public files.
 * @param {Bundles} bundles
 * @param {string} publicDir
 * @param {string} outDir
 */
export function seedOutDir(bundles, publicDir, outDir) {
  fs.mkdirSync(outDir, { recursive: true });
  for (const part of ['assets', '.vite']) fs.cpSync(path.join(bundles.clientDir, part), path.join(outDir, part), { recursive: true });
  if (fs.existsSync(publicDir)) fs.cpSync(publicDir, outDir, { recursive: true });
}
