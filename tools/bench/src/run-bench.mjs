// One bench run: the corpus (cold build, output, rebuild after an edit), a small corpus (for the
// bundle-size comparison), the real site, and Lighthouse; returns the JSON report.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { splitLocale } from '@lumidoc/site-checks';
import { prepareBundles, seedOutDir } from './bundles.mjs';
import { writeCorpus } from './corpus/generate.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { benchLargeApi } from './large-api.mjs';
import { benchNxIncremental } from './nx-incremental.mjs';
import { clientBundleBytes, firstLoadSummary, outputBytes, searchIndexes, snapshot, snapshotDiff } from './measure.mjs';
import { searchAtScale } from './search-scale.mjs';
import { searchTiming } from './search-timing.mjs';
import { runImported } from './imported.mjs';
import { runScale } from './scale.mjs';
import { buildCorpusSite } from './corpus-build.mjs';
import { runSiteBuild, scriptTakesOutDir } from './site-build.mjs';
import { setAside } from './set-aside.mjs';
import { benchDevServer } from './dev-server.mjs';

/** The locale whose search is timed (the spec's edition), else the first one. */
const TIMED_LOCALE = 'ru';

const pagesPerSecond = (pages, ms) => (ms > 0 ? Math.round((pages / (ms / 1000)) * 10) / 10 : 0);

/** Everything measured on a built site folder. */
async function measureOutput(outDir) {
  const search = searchIndexes(outDir);
  const timed = search[TIMED_LOCALE] ? TIMED_LOCALE : Object.keys(search)[0];
  return {
    output: outputBytes(outDir),
    clientBundle: clientBundleBytes(outDir),
    firstLoad: firstLoadSummary(outDir),
    search: { locales: search, ...(timed ? { timing: await searchTiming(outDir, search[timed].files) } : {}) },
  };
}

/**
 * Builds one corpus in a worker process and measures it.
 * @param {object} options
 */
async function benchCorpus({ name, corpusDir, corpusOptions, workDir, bundles, siteAppDir, siteConfig, incremental, log }) {
  const { layout, worker, cold, outDir, blogRenders } = await buildCorpusSite({ name, corpusDir, workDir, bundles, siteAppDir, siteConfig, log });
  try {
    if (layout.hasBlog && !cold.plugins.includes('blog')) {
      log(`${name}: blog posts left out: ${blogRenders ? '@lumidoc/content-pipeline/build has no blogPlugin (build the package)' : "the site's client bundle has no blog-post kind yet"}`);
    }
    const measured = await measureOutput(outDir);
    let rebuilt;
    if (incremental && layout.editable) {
      const before = snapshot(outDir);
      const result = await worker.rebuild();
      rebuilt = { edited: result.edited, wallMs: result.wallMs, cpuMs: result.cpuMs, phases: result.phases, ...snapshotDiff(before, snapshot(outDir)) };
      log(`${name}: rebuild after editing ${result.edited}: ${result.wallMs} ms`);
    }
    return {
      options: corpusOptions,
      outDir,
      bundles: { source: bundles.source, timings: bundles.timings },
      build: {
        pages: cold.pages,
        pagesByKind: cold.pagesByKind,
        plugins: cold.plugins,
        wallMs: cold.wallMs,
        cpuMs: cold.cpuMs,
        phases: cold.phases,
        importMs: cold.importMs,
        processMs: cold.processMs,
        pagesPerSecond: pagesPerSecond(cold.pages, cold.wallMs),
        peakRssBytes: cold.peakRssBytes,
      },
      ...measured,
      ...(rebuilt ? { incremental: rebuilt } : {}),
    };
  } finally {
    worker.close();
  }
}

/** Total bytes of the files below `dir`. */
function folderBytes(dir) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  return total;
}

/** Whether two trees hold the same files matching `pattern`, byte for byte: the list of differences (up to 20) or true. */
async function sameFiles(a, b, pattern) {
  const list = (dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => pattern.test(file) && !file.startsWith('.vite')).sort();
  const [left, right] = [list(a), list(b)];
  const differ = [...new Set([...left, ...right])].filter((file) => !fs.existsSync(path.join(a, file)) || !fs.existsSync(path.join(b, file)) || !fs.readFileSync(path.join(a, file)).equals(fs.readFileSync(path.join(b, file))));
  return differ.length ? differ.slice(0, 20) : true;
}

/** The real site: its own build script into a temporary folder when it can, else its dist. */
async function benchSite({ workDir, bundles, siteAppDir, log }) {
  const script = path.join(siteAppDir, 'scripts', 'build.mjs');
  const dist = path.join(siteAppDir, 'dist', 'client');
  if (bundles.source === 'reused' && scriptTakesOutDir(script)) {
    const outDir = path.join(workDir, 'site', 'out');
    seedOutDir(bundles, path.join(siteAppDir, 'public'), outDir);
    const cacheDir = path.join(workDir, 'site', 'compile-cache');
    log('site: running apps/site/scripts/build.mjs into a temporary folder (cold: empty compile cache)');
    const build = await runSiteBuild({ script, outDir, cacheDir });
    // Again with the compile cache the cold build filled: what a rebuild without content changes costs.
    const warmOut = path.join(workDir, 'site', 'out-warm');
    seedOutDir(bundles, path.join(siteAppDir, 'public'), warmOut);
    log('site: building again with the compile cache warm');
    const warm = await runSiteBuild({ script, outDir: warmOut, cacheDir });
    const sameOutput = await sameFiles(outDir, warmOut, /\.(html|json)$/);
    setAside(warmOut, workDir);
    return {
      description: 'apps/site built by its own scripts/build.mjs into a temporary folder, with the bundles of apps/site/dist',
      outDir,
      bundles: { source: bundles.source, timings: bundles.timings },
      build: { ...build, pagesPerSecond: pagesPerSecond(build.pages, build.wallMs) },
      warmBuild: { wallMs: warm.wallMs, phases: warm.phases, peakRssMb: warm.peakRssBytes ? Math.round(warm.peakRssBytes / 1e6) : undefined, cacheMb: Math.round(folderBytes(cacheDir) / 1e5) / 10, sameHtmlAndData: sameOutput },
      ...(await measureOutput(outDir)),
    };
  }
  if (!fs.existsSync(path.join(dist, '.vite', 'manifest.json'))) return { skipped: 'apps/site/dist/client does not exist; run `npx nx run site:build` to measure the real site' };
  log('site: measuring apps/site/dist/client as last built');
  // The site's script builds from apps/site/dist's bundles: timing it with others would measure another site.
  const why = scriptTakesOutDir(script) ? 'the bundles of apps/site/dist are older than their sources; `npx nx run site:build` makes current ones' : 'apps/site/scripts/build.mjs does not read LUMIDOC_OUT_DIR';
  return {
    description: `apps/site/dist/client as last built by \`nx run site:build\` (build time not measured: ${why})`,
    outDir: dist,
    ...(await measureOutput(dist)),
  };
}

/** Whether the client bundle and each kind's first-load JS are the same at both corpus sizes. */
function bundleIndependence(large, small) {
  const sameBundle = large.clientBundle.js.raw === small.clientBundle.js.raw && large.clientBundle.css.raw === small.clientBundle.css.raw;
  const kinds = Object.keys(large.firstLoad).filter((kind) => small.firstLoad[kind]);
  const scripts = (entry) => entry.js.gzip + (entry.hydration?.gzip ?? 0);
  const perKind = Object.fromEntries(kinds.map((kind) => [kind, { small: scripts(small.firstLoad[kind]), large: scripts(large.firstLoad[kind]), inlineSmall: small.firstLoad[kind].inline.gzip, inlineLarge: large.firstLoad[kind].inline.gzip }]));
  const sameFirstLoad = kinds.every((kind) => perKind[kind].small === perKind[kind].large);
  const doc = perKind.doc;
  const summary =
    `${small.build.pages} and ${large.build.pages} pages: client bundle ${sameBundle ? 'identical' : 'DIFFERENT'}` +
    ` (JS ${(large.clientBundle.js.gzip / 1000).toFixed(1)} KB gzip), JS files per kind (at once and hydration) ${sameFirstLoad ? 'identical' : 'DIFFERENT'}` +
    (doc ? `; what grows is the HTML: inline scripts of the heaviest doc page ${(doc.inlineSmall / 1000).toFixed(1)} -> ${(doc.inlineLarge / 1000).toFixed(1)} KB gzip` : '');
  return { sameBundle, sameFirstLoad, perKind, summary };
}

/**
 * Runs the bench.
 * @param {ReturnType<typeof import('./args.mjs').parseBenchArgs>} args
 * @param {{ workspaceRoot: string, log: (line: string) => void }} context
 */
export async function runBench(args, { workspaceRoot, log }) {
  if (args.scale) return runScale(args, { workspaceRoot, log });
  if (args.imported) return runImported(args, { workspaceRoot, log });
  const siteAppDir = path.join(workspaceRoot, 'apps', 'site');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumidoc-bench-'));
  const cpus = os.cpus();
  // Other work on the machine slows every figure; the load average says how much there was.
  const load = () => Math.round(os.loadavg()[0] * 10) / 10;
  const result = { version: 1, date: new Date().toISOString(), machine: { cpus: cpus.length, cpuModel: cpus[0]?.model ?? 'unknown', memoryBytes: os.totalmem(), node: process.versions.node, loadAverage: { start: load(), end: load() } } };
  try {
    const bundles = prepareBundles({ workspaceRoot, siteAppDir, rebuild: args.rebuildBundles, log });
    const { siteConfig } = await import(pathToFileURL(bundles.serverEntry).href);
    const common = { workDir, bundles, siteAppDir, siteConfig, log };

    let corpusDir = args.corpusDir && path.resolve(args.corpusDir);
    if (!corpusDir) {
      corpusDir = path.join(workDir, 'corpus');
      log(`corpus: writing ${args.corpus.locales.length} locales x (${args.corpus.docs} docs + ${args.corpus.posts} posts) + ${args.corpus.ops} operations`);
      writeCorpus(corpusDir, args.corpus);
    }
    result.corpus = await benchCorpus({ ...common, name: 'corpus', corpusDir, corpusOptions: args.corpusDir ? { dir: corpusDir } : args.corpus, incremental: args.incremental });

    if (args.smallDocs > 0 && !args.corpusDir) {
      const small = { ...args.corpus, docs: args.smallDocs, posts: Math.min(args.corpus.posts, 2), ops: Math.min(args.corpus.ops, 20) };
      const smallDir = path.join(workDir, 'corpus-small');
      writeCorpus(smallDir, small);
      result.smallCorpus = await benchCorpus({ ...common, name: 'corpus-small', corpusDir: smallDir, corpusOptions: small, incremental: false });
      result.bundleIndependence = bundleIndependence(result.corpus, result.smallCorpus);
    }

    result.largeApi = benchLargeApi({ workDir, workspaceRoot, localeConfig: siteConfig.locales, log });

    if (args.site) {
      const site = await benchSite(common);
      if (site.skipped) result.siteSkipped = site.skipped;
      else result.site = site;
      if (args.incremental) result.siteIncremental = benchNxIncremental({ workspaceRoot, log });
      if (args.dev) result.devServer = await benchDevServer({ workDir, siteAppDir, docsHome: siteConfig.docsHome, log });
    }

    for (const pages of args.searchScale ?? []) {
      result.searchScale ??= [];
      for (const locale of ['ru', 'zh-Hans']) result.searchScale.push(await searchAtScale(locale, pages, { log }));
    }

    if (args.lighthouse) {
      const target = result.site ?? result.corpus;
      const prefixed = siteConfig.locales.locales.filter((l) => l !== siteConfig.locales.defaultLocale);
      const lighthouse = await runLighthouse({ siteDir: target.outDir, localeOf: (route) => splitLocale(route, prefixed, siteConfig.locales.defaultLocale).locale, log });
      result.lighthouse = { site: result.site ? 'the site' : 'the corpus', ...lighthouse };
    }
    result.machine.loadAverage.end = load();
    return { result, workDir };
  } finally {
    if (!args.keep) fs.rmSync(workDir, { recursive: true, force: true });
  }
}
