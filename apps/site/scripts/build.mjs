// Prerenders the site from its client and server bundles (`vite build`, `vite build --ssr`) with
// the site's options and plugins (site-options.mjs, shared with dev.mjs). Exits non-zero with the
// cause on error. In parts, for several machines (the Nx targets compile-<locale>, collect,
// render-<locale> and build-in-parts): `--compile <locale>[,<locale>…]` compiles those locales'
// docs into dist/parts/compiled/<locale>, `--collect` writes dist/parts/collected (compiling only
// what those folders lack), `--render <locale>[,<locale>…]` renders those locales' pages into
// dist/parts/<locale>, `--assemble` puts them together into the site folder.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { assembleParts, buildBundledSite, collectForParts, contentSecurityPolicyWith, defaultCacheDir, precompileSiteDocs, readPlan, renderPart } from '@lumidoc/app';
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

const partsDir = path.join(siteDir, 'dist', 'parts');
const collectedDir = path.join(partsDir, 'collected');
const compiledDir = (locale) => path.join(partsDir, 'compiled', locale);
const contentSecurityPolicy = contentSecurityPolicyWith({ imageHosts: REMOTE_IMAGE_HOSTS });
const [stage, stageArgument] = process.argv.slice(2);

try {
  if (stage === '--render') {
    const locales = (stageArgument ?? '').split(',').filter(Boolean);
    if (locales.length === 0) throw new Error('--render needs the locales to render, e.g. `--render ru` or `--render ru,en`.');
    // Each locale into a folder of its own, the one --assemble reads.
    for (const locale of locales) {
      const partDir = path.join(partsDir, locale);
      const report = await renderPart({ collectedDir, outDir: partDir, serverEntry, locales: [locale], contentSecurityPolicy, cacheDir: cacheDir ?? defaultCacheDir(siteDir) });
      console.log(`Rendered ${report.rendered} pages of ${locale} into ${path.relative(process.cwd(), partDir)}; ${report.reused} were unchanged.`);
    }
  } else if (stage === '--assemble') {
    // One part per locale of the plan (the render-<locale> targets); another part folder left there is not read.
    const partDirs = [...new Set(readPlan(collectedDir).jobs.map((job) => job.locale))].map((locale) => path.join(partsDir, locale)).filter((dir) => fs.existsSync(dir));
    await assembleParts({ collectedDir, partDirs, outDir });
    fs.copyFileSync(path.join(siteDir, 'archived-versions.json'), path.join(outDir, 'archived-versions.json'));
    console.log(`Assembled ${path.relative(process.cwd(), outDir)} from ${partDirs.length} rendered parts in ${Math.round(performance.now() - started)} ms.`);
  } else {
    const { siteConfig } = await import(pathToFileURL(serverEntry).href);
    const options = {
      ...siteOptions(siteConfig, siteDir),
      clientDir,
      serverEntry,
      mode: process.env.LUMIDOC_MODE === 'development' ? 'development' : 'production',
      contentSecurityPolicy,
      ...(cacheDir === undefined ? {} : { cacheDir }),
    };
    if (stage === '--compile') {
      const locales = (stageArgument ?? '').split(',').filter(Boolean);
      if (locales.length === 0) throw new Error('--compile needs the locales to compile, e.g. `--compile ru` or `--compile ru,en`.');
      for (const locale of locales) {
        const files = await precompileSiteDocs({ ...options, onlyLocales: [locale], compiledDir: compiledDir(locale) });
        console.log(`Compiled ${files} docs files of ${locale} into ${path.relative(process.cwd(), compiledDir(locale))}.`);
      }
    } else if (stage === '--collect') {
      // What the compile-<locale> tasks compiled (on this machine or restored from a shared cache) is not compiled again.
      const compiledParts = options.locales.locales.map((locale) => compiledDir(locale)).filter((dir) => fs.existsSync(dir));
      const report = await collectForParts({ ...options, compiledParts, outDir: collectedDir });
      console.log(`Collected ${report.pages} pages into ${path.relative(process.cwd(), collectedDir)} in ${Math.round(performance.now() - started)} ms; phases: ${JSON.stringify(report.phases)}`);
    } else if (stage !== undefined) {
      throw new Error(`Unknown option ${stage}: build.mjs takes none (the whole site), --compile <locales>, --collect, --render <locales> or --assemble.`);
    } else {
      const report = await buildBundledSite({ ...options, outDir });
      // The version switcher of this and every archived site reads this list from the main host.
      fs.copyFileSync(path.join(siteDir, 'archived-versions.json'), path.join(outDir, 'archived-versions.json'));
      const kinds = Object.entries(report.pagesByKind).map(([kind, count]) => `${kind} ${count}`).join(', ');
      const { rendered, reused } = report.prerender;
      console.log(`Rendered ${rendered} pages; ${reused} were unchanged since the last build into ${path.relative(process.cwd(), outDir) || '.'}.`);
      console.log(`Built ${report.pages} pages (${kinds}) in ${Math.round(performance.now() - started)} ms; phases: ${JSON.stringify(report.phases)}`);
    }
  }
} catch (error) {
  console.error(`\nSite build failed:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
