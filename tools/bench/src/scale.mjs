// `npm run bench -- --scale`: does a page cost the same in a large site as in a small one? Builds
// the corpus at several sizes, each cold in its own process, and a corpus with a large API, and
// reports per size the CPU time, bytes and peak memory per page, and each size's ratio to the first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { prepareBundles } from './bundles.mjs';
import { writeCorpus } from './corpus/generate.mjs';
import { outputBytes, pageBytes } from './measure.mjs';
import { buildCorpusSite } from './corpus-build.mjs';
import { setAside } from './set-aside.mjs';

/** A docs page's route (the API reference's pages excepted). */
export const isDocRoute = (route) => /\/docs\//.test(route) && !/\/docs\/api(\/|$)/.test(route);

/**
 * The figures of one build, per page where it says so. `docPages` (HTML and data of the docs pages)
 * gives the cost of a docs page alone: the sizes differ in their mix of kinds (the same API
 * reference beside more docs), and a docs page is heavier than an operation's.
 */
export function scaleRow(label, corpus, cold, output, docPages = { pages: 0, bytes: 0 }) {
  const html = output.byCategory.html ?? { files: 0, bytes: 0 };
  return {
    label,
    corpus,
    pages: cold.pages,
    wallMs: cold.wallMs,
    cpuMs: cold.cpuMs,
    cpuMsPerPage: Math.round((cold.cpuMs / cold.pages) * 100) / 100,
    systemCpuMsPerPage: Math.round(((cold.cpuSystemMs ?? 0) / cold.pages) * 100) / 100,
    outputBytes: output.bytes,
    bytesPerPage: Math.round(output.bytes / cold.pages),
    htmlBytesPerPage: Math.round(html.bytes / Math.max(1, html.files)),
    docBytesPerPage: Math.round(docPages.bytes / Math.max(1, docPages.pages)),
    // Where a page's bytes go (HTML, data files, search files, other), per page of the site.
    bytesPerPageByCategory: Object.fromEntries(Object.entries(output.byCategory).map(([category, { bytes }]) => [category, Math.round(bytes / cold.pages)])),
    peakRssBytes: cold.peakRssBytes,
    phases: cold.phases,
  };
}

/**
 * Of one size's builds (rounds), the one with the least CPU time: the machine's other work (disk
 * writeback, other processes) only ever adds to a build's own. It carries every round's CPU time
 * per page, and the highest peak memory of them all.
 */
export function leastCpuBuild(rows) {
  const least = rows.reduce((best, row) => (row.cpuMs < best.cpuMs ? row : best));
  if (rows.length === 1) return least;
  return { ...least, cpuMsPerPageRounds: rows.map((row) => row.cpuMsPerPage), peakRssBytes: Math.max(...rows.map((row) => row.peakRssBytes)) };
}

/**
 * Each row's per-page CPU and bytes, and its memory, as a ratio to the first row's; and the CPU
 * time of each page it adds to the row before it (`addedPageCpuMs`). A site whose pages cost the
 * same at every size adds pages at a constant cost; a mix that shifts towards a heavier kind of page
 * (more docs beside the same API) raises the average per page even then.
 */
export function scaleRatios(rows) {
  const [first] = rows;
  const ratio = (a, b) => Math.round((a / b) * 100) / 100;
  const user = (row) => row.cpuMsPerPage - (row.systemCpuMsPerPage ?? 0);
  return rows.map((row, index) => {
    const before = rows[index - 1];
    const added = before && row.pages > before.pages ? Math.round(((row.cpuMs - before.cpuMs) / (row.pages - before.pages)) * 100) / 100 : undefined;
    return { label: row.label, cpuPerPage: ratio(row.cpuMsPerPage, first.cpuMsPerPage), userCpuPerPage: ratio(user(row), user(first)), bytesPerPage: ratio(row.bytesPerPage, first.bytesPerPage), docBytesPerPage: ratio(row.docBytesPerPage, first.docBytesPerPage), peakMemory: ratio(row.peakRssBytes, first.peakRssBytes), ...(added === undefined ? {} : { addedPageCpuMs: added }) };
  });
}

/**
 * Runs the scaling study.
 * @param {ReturnType<typeof import('./args.mjs').parseBenchArgs>} args
 * @param {{ workspaceRoot: string, log: (line: string) => void }} context
 */
export async function runScale(args, { workspaceRoot, log }) {
  const siteAppDir = path.join(workspaceRoot, 'apps', 'site');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumidoc-scale-'));
  const load = () => Math.round(os.loadavg()[0] * 10) / 10;
  const result = { version: 1, kind: 'scale', date: new Date().toISOString(), machine: { cpus: os.cpus().length, memoryBytes: os.totalmem(), node: process.versions.node, loadAverage: { start: load(), end: load() } }, rows: [] };
  try {
    const bundles = prepareBundles({ workspaceRoot, siteAppDir, rebuild: args.rebuildBundles, log });
    const { siteConfig } = await import(pathToFileURL(bundles.serverEntry).href);
    const [firstSize] = args.scale.sizes;
    const runs = [
      ...args.scale.sizes.map((docs) => {
        // With --scale-mix the API grows with the docs, so the sizes differ in size only, not in their mix of kinds.
        const ops = args.scale.mix ? Math.round((args.corpus.ops * docs) / firstSize) : args.corpus.ops;
        return { label: `${docs} docs/locale${args.scale.mix ? ` + ${ops} ops` : ''}`, corpus: { ...args.corpus, docs, ops } };
      }),
      ...(args.scale.ops > 0 ? [{ label: `API ${args.scale.ops} ops`, corpus: { ...args.corpus, docs: 20, posts: 2, ops: args.scale.ops } }] : []),
    ];
    // Rounds take the sizes in turn, so a slow spell of the machine falls on every size alike.
    const builds = runs.map(() => []);
    for (let round = 1; round <= args.scale.repeat; round++) {
      for (const [index, run] of runs.entries()) {
        const name = `scale-${index}`;
        const corpusDir = path.join(workDir, name, 'corpus');
        if (round === 1) writeCorpus(corpusDir, run.corpus);
        // Every round cold: a new output folder, and a new site folder (the compile cache is in it).
        setAside(path.join(workDir, name, 'out'), workDir);
        setAside(path.join(workDir, name, 'site'), workDir);
        const { worker, cold, outDir } = await buildCorpusSite({ name, corpusDir, workDir, bundles, siteAppDir, siteConfig, log });
        worker.close();
        const row = scaleRow(run.label, run.corpus, cold, outputBytes(outDir), pageBytes(outDir, isDocRoute));
        builds[index].push(row);
        const parts = Object.entries(row.bytesPerPageByCategory).map(([category, bytes]) => `${category} ${bytes}`);
        const of = args.scale.repeat > 1 ? ` (round ${round} of ${args.scale.repeat})` : '';
        log(`${run.label}${of}: ${row.pages} pages, ${row.cpuMsPerPage} ms CPU per page (${row.systemCpuMsPerPage} of it system), ${row.bytesPerPage} bytes per page (${parts.join(', ')}), peak ${Math.round(row.peakRssBytes / 1e6)} MB`);
        // Deleted when the bench ends: files deleted now would slow the next build (set-aside.mjs).
        if (!args.keep) setAside(round === args.scale.repeat ? path.join(workDir, name) : outDir, workDir);
      }
    }
    result.rows = builds.map(leastCpuBuild);
    result.ratios = scaleRatios(result.rows.filter((row) => !row.label.startsWith('API')));
    result.machine.loadAverage.end = load();
    return { result, workDir };
  } finally {
    if (!args.keep) fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/** The scaling study as a table. */
export function renderScale(result, table) {
  const mb = (bytes) => (bytes / 1e6).toFixed(1);
  const rows = result.rows.map((r) => [r.label, r.pages, (r.wallMs / 1000).toFixed(1), r.cpuMsPerPage.toFixed(2), (r.systemCpuMsPerPage ?? 0).toFixed(2), (r.bytesPerPage / 1000).toFixed(1), (r.htmlBytesPerPage / 1000).toFixed(1), ((r.docBytesPerPage ?? 0) / 1000).toFixed(1), mb(r.outputBytes), mb(r.peakRssBytes)]);
  const ratios = result.ratios.map((r) => [r.label, r.cpuPerPage.toFixed(2), (r.userCpuPerPage ?? 0).toFixed(2), r.bytesPerPage.toFixed(2), (r.docBytesPerPage ?? 0).toFixed(2), r.peakMemory.toFixed(2), r.addedPageCpuMs === undefined ? '-' : r.addedPageCpuMs.toFixed(2)]);
  return [
    `Scaling (${result.machine.cpus} cores, load ${result.machine.loadAverage.start} -> ${result.machine.loadAverage.end})`,
    table(['corpus', 'pages', 'wall s', 'CPU ms/page', 'of it system', 'KB/page', 'HTML KB/page', 'doc page KB', 'output MB', 'peak MB'], rows),
    '',
    'Per page, against the smallest size (doc page: HTML and data of a docs page alone):',
    table(['corpus', 'CPU/page', 'user CPU/page', 'bytes/page', 'bytes/doc page', 'peak memory', 'CPU ms per added page'], ratios),
    ...(result.rows.some((r) => r.cpuMsPerPageRounds) ? ['', 'Each size in its build with the least CPU time (peak memory: the highest); CPU ms per page of every round:', ...result.rows.map((r) => `${r.label}: ${(r.cpuMsPerPageRounds ?? [r.cpuMsPerPage]).map((ms) => ms.toFixed(2)).join(', ')}`)] : []),
  ].join('\n');
}
