// The console report of a bench run, from its JSON.
import { BUDGETS } from '@lumidoc/site-checks';
import { formatBytes, formatMs, formatPair, table } from './format.mjs';
import { median } from './dev-server.mjs';

const PHASE_LABELS = { content: 'content (docs)', api: 'API pages', blog: 'blog', pages: 'standalone pages', links: 'link check', emit: 'emit data', search: 'search indexes', prerender: 'prerender' };

/** The columns a report has: the corpus, the small corpus, the real site. */
function columns(result) {
  return [
    ['corpus', result.corpus],
    ['corpus (small)', result.smallCorpus],
    ['site', result.site],
  ].filter(([, value]) => value);
}

function buildTable(result) {
  const cols = columns(result);
  const phases = [...new Set(cols.flatMap(([, c]) => Object.keys(c.build?.phases ?? {})))];
  const bundle = (c) => (c.bundles?.source === 'built' ? `${formatMs(c.bundles.timings.clientMs)} / ${formatMs(c.bundles.timings.serverMs)}` : c.bundles ? 'reused' : '-');
  const rows = [
    ['pages', ...cols.map(([, c]) => c.build?.pages ?? '-')],
    ['cold build (buildSite)', ...cols.map(([, c]) => formatMs(c.build?.wallMs))],
    ...phases.map((phase) => [`  ${PHASE_LABELS[phase] ?? phase}`, ...cols.map(([, c]) => formatMs(c.build?.phases?.[phase]))]),
    ['client / server bundle (Vite)', ...cols.map(([, c]) => bundle(c))],
    ['CPU time of the build (user + system)', ...cols.map(([, c]) => formatMs(c.build?.cpuMs))],
    ['process, with imports', ...cols.map(([, c]) => formatMs(c.build?.processMs))],
    ['pages per second', ...cols.map(([, c]) => c.build?.pagesPerSecond ?? '-')],
    ['peak memory (max RSS)', ...cols.map(([, c]) => formatBytes(c.build?.peakRssBytes))],
    ['output bytes (files)', ...cols.map(([, c]) => (c.output ? `${formatBytes(c.output.bytes)} (${c.output.files})` : '-'))],
    ...['html', 'data', 'search', 'assets', 'other'].map((category) => [`  ${category}`, ...cols.map(([, c]) => formatBytes(c.output?.byCategory?.[category]?.bytes))]),
    ['client bundle JS raw / gzip', ...cols.map(([, c]) => formatPair(c.clientBundle?.js))],
    ['client bundle CSS raw / gzip', ...cols.map(([, c]) => formatPair(c.clientBundle?.css))],
    ['warm build (compile cache filled)', ...cols.map(([, c]) => formatMs(c.warmBuild?.wallMs))],
    ['  content (docs), warm', ...cols.map(([, c]) => formatMs(c.warmBuild?.phases?.content))],
    ['  output same as cold (HTML, JSON)', ...cols.map(([, c]) => (c.warmBuild ? (c.warmBuild.sameHtmlAndData === true ? 'yes' : 'NO') : '-'))],
    ['incremental: rebuild after one edit', ...cols.map(([, c]) => formatMs(c.incremental?.wallMs))],
    ['  files changed + new / before', ...cols.map(([, c]) => (c.incremental ? `${c.incremental.changed} + ${c.incremental.added} / ${c.incremental.before}` : '-'))],
  ];
  return table(['', ...cols.map(([name]) => name)], rows);
}

function firstLoadTable(result) {
  const cols = columns(result).filter(([, c]) => c.firstLoad);
  const kinds = [...new Set(cols.flatMap(([, c]) => Object.keys(c.firstLoad)))].sort();
  // Reports of an older bench have no at-once total or hydration stage: their JS files stand in.
  const atOnce = (entry) => entry.atOnce ?? entry.js;
  const within = (entry) => (entry ? (atOnce(entry).gzip <= BUDGETS.js && entry.css.gzip <= BUDGETS.css && (entry.hydration?.gzip ?? 0) <= BUDGETS.hydration ? 'yes' : 'NO') : '-');
  const rows = kinds.map((kind) => [
    kind,
    ...cols.flatMap(([, c]) => {
      const entry = c.firstLoad[kind];
      return [formatPair(entry?.js), formatPair(entry?.inline), formatPair(entry && atOnce(entry)), formatPair(entry?.hydration), formatPair(entry?.css), within(entry)];
    }),
  ]);
  const header = ['page kind', ...cols.flatMap(([name]) => [`${name} JS files`, 'inline', 'at once', 'hydration', 'CSS', 'budget'])];
  return table(header, rows);
}

/** A first query at growing site sizes: its download should stay flat while the index grows. */
function searchScaleSection(result) {
  if (!result.searchScale?.length) return '';
  const rows = result.searchScale.map((s) => [
    s.locale,
    s.pages,
    s.shards,
    formatBytes(s.totalGzip),
    formatBytes(s.manifestGzip),
    `${formatBytes(s.firstQueryGzip)} / ${formatBytes(s.firstQueryGzipMax)}`,
    s.firstQueryFiles,
    formatMs(s.firstResultMs),
    formatMs(s.slow4gMs),
  ]);
  const header = ['locale', 'pages', 'shards', 'index gzip', 'manifest gzip', 'first query gzip (median / max)', 'files', 'first result (CPU)', 'first result, slow 4G (est.)'];
  return `Search at site size (synthetic pages, 2 sections of 60 words; slow 4G estimate: 3 round trips of 150 ms, 1.6 Mbit/s, CPU x4)\n${table(header, rows)}`;
}

function searchTable(result) {
  const cols = columns(result).filter(([, c]) => c.search);
  const locales = [...new Set(cols.flatMap(([, c]) => Object.keys(c.search.locales)))];
  const rows = locales.map((locale) => [
    locale,
    ...cols.flatMap(([, c]) => {
      const entry = c.search.locales[locale];
      return entry ? [entry.sections, entry.shards ?? '-', formatPair({ raw: entry.documents.raw + entry.index.raw, gzip: entry.documents.gzip + entry.index.gzip })] : ['-', '-', '-'];
    }),
  ]);
  const timing = cols.map(([name, c]) => {
    const t = c.search.timing;
    if (!t) return `${name}: no search timing`;
    return `${name}: ${t.locale} first query downloads ${formatBytes(t.firstQueryGzip)} gzip (median of ${t.queries}, at most ${formatBytes(t.firstQueryGzipMax)}; manifest ${formatBytes(t.manifestGzip)}, ${t.firstQueryFiles} files), first result in ${formatMs(t.firstResultMs)}, a later query takes ${formatMs(t.queryMs)} (${t.hitsPerQuery} hits each), a 2,000-character word ${formatMs(t.longWordMs)}`;
  });
  return `${table(['locale', ...cols.flatMap(([name]) => [`${name} sections`, `${name} shards`, `${name} raw / gzip`])], rows)}\n${timing.join('\n')}`;
}

function nxIncrementalSection(result) {
  const nx = result.siteIncremental;
  if (!nx) return '';
  const line = (label, run) =>
    `  ${label}: ${formatMs(run.wallMs)}, ${run.fromCache} tasks from the cache, ran: ${run.ran.length ? run.ran.join(', ') : 'nothing'}` +
    (run.prerender ? `; pages rendered ${run.prerender.rendered}, unchanged ${run.prerender.reused}` : '') +
    (run.filesChanged === undefined ? '' : `; output files changed ${run.filesChanged}`);
  return ['Incremental builds of the site with Nx (`nx run site:build`)', line('no change', nx.unchanged), line(`after editing ${nx.afterEdit.edited}`, nx.afterEdit)].join('\n');
}

function devServerSection(result) {
  const dev = result.devServer;
  if (!dev) return '';
  return (
    `Development server (the site's dev.mjs over a copy of its content): first page ${dev.route} after ${formatMs(dev.coldStartMs)} with an empty compile cache, ` +
    `${formatMs(dev.warmStartMs)} with a warm one; saving ${dev.edited} to the served page showing the edit: median ${formatMs(dev.medianSaveMs)} (${dev.saveToServedMs.map(formatMs).join(', ')})` +
    (dev.saveToDataMs ? `; to its new page data (what an open page fetches when told over the HMR channel): median ${formatMs(median(dev.saveToDataMs))}` : '')
  );
}

function lighthouseSection(result) {
  if (!result.lighthouse) return 'Lighthouse: not run (--skip-lighthouse)';
  if (result.lighthouse.skipped) return `Lighthouse: skipped, ${result.lighthouse.skipped}`;
  const rows = result.lighthouse.pages.map((p) => [p.route, p.performance, p.accessibility, p.bestPractices, p.seo, formatMs(p.fcpMs), formatMs(p.lcpMs), formatMs(p.tbtMs), formatBytes(p.byteWeight)]);
  return `Lighthouse (mobile) over ${result.lighthouse.site}\n${table(['page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'bytes'], rows)}`;
}

/**
 * The whole report as text.
 * @param {object} result the bench JSON
 */
export function renderReport(result) {
  const o = result.corpus?.options;
  const parts = [
    `Lumidoc bench, ${result.date}, ${result.machine.cpus} x ${result.machine.cpuModel}, Node ${result.machine.node}` +
      (result.machine.loadAverage ? `, load average ${result.machine.loadAverage.start} at the start, ${result.machine.loadAverage.end} at the end` : ''),
    o ? `corpus: ${o.dir ? o.dir : `${o.locales.length} locales x (${o.docs} docs + ${o.posts} posts) + ${o.ops} API operations, seed ${o.seed}`}` : '',
    result.smallCorpus ? `corpus (small): ${result.smallCorpus.options.docs} docs + ${result.smallCorpus.options.posts} posts per locale, ${result.smallCorpus.options.ops} operations` : '',
    result.site ? `site: ${result.site.description}` : `site: ${result.siteSkipped ?? 'not measured'}`,
    '',
    buildTable(result),
    '',
    result.largeApi ? `Large API (${result.largeApi.operations} operations, ${result.largeApi.pages} pages): ${result.largeApi.wallMs} ms (load ${result.largeApi.loadMs} ms), peak memory ${formatBytes(result.largeApi.peakRssBytes)}, page data ${formatBytes(result.largeApi.dataBytes)}` : '',
    '',
    `First load per page kind, heaviest page (raw / gzip; at once = JS files + inline scripts, budget ${formatBytes(BUDGETS.js)}; hydration = JS loaded when the page hydrates after load, budget ${formatBytes(BUDGETS.hydration)}; CSS budget ${formatBytes(BUDGETS.css)} gzip)`,
    firstLoadTable(result),
    '',
    result.bundleIndependence ? `Client bundle vs. number of pages: ${result.bundleIndependence.summary}` : '',
    '',
    'Search index per locale (manifest, term shards and document chunks; a query downloads only what it needs)',
    searchTable(result),
    '',
    searchScaleSection(result),
    '',
    nxIncrementalSection(result),
    '',
    devServerSection(result),
    '',
    lighthouseSection(result),
  ];
  return parts.filter((part, i, all) => part !== '' || all[i - 1] !== '').join('\n');
}
