// Byte budgets per page type: sizes (raw and gzip) of what each page loads first, grouped by the
// page's kind, and the check against the limits of issue 15.
import { gzipSync } from 'node:zlib';

/** One kilobyte as the budgets count it. */
export const KB = 1000;

/**
 * Limits per page type, gzip-compressed: JavaScript loaded at once (script files and the HTML's
 * inline scripts together), CSS, and the JavaScript a page loads later to hydrate.
 */
export const BUDGETS = { js: 100 * KB, css: 20 * KB, hydration: 150 * KB };

/** The page types the budgets name, by PageData kind. */
export const BUDGETED_PAGE_TYPES = [
  { kind: 'home', label: 'home' },
  { kind: 'doc', label: 'doc' },
  { kind: 'api-operation', label: 'API operation' },
  { kind: 'blog-post', label: 'blog post' },
  { kind: 'blog-list', label: 'blog list' },
];

/**
 * Raw and gzip size of some bytes (zlib's default level, as Vite reports it).
 * @param {Uint8Array | string} data
 */
export function byteSizes(data) {
  const buffer = typeof data === 'string' ? Buffer.from(data) : data;
  return { raw: buffer.length, gzip: gzipSync(buffer).length };
}

/**
 * Measures asset URLs through `read`, remembering each file's sizes.
 * @param {(url: string) => Uint8Array | undefined} read file bytes for a URL, undefined if missing
 */
export function createAssetSizer(read) {
  const cache = new Map();
  const sizeOf = (url) => {
    if (!cache.has(url)) {
      const bytes = read(url);
      cache.set(url, bytes === undefined ? undefined : byteSizes(bytes));
    }
    return cache.get(url);
  };
  return {
    /**
     * Totals of a list of URLs; `missing` names those `read` could not find.
     * @param {readonly string[]} urls
     */
    total(urls) {
      const out = { raw: 0, gzip: 0, files: urls.length, missing: [] };
      for (const url of urls) {
        const size = sizeOf(url);
        if (!size) out.missing.push(url);
        else {
          out.raw += size.raw;
          out.gzip += size.gzip;
        }
      }
      return out;
    },
  };
}

/**
 * @typedef {{ raw: number, gzip: number, files: number }} Bytes
 * @typedef {Bytes & { route: string }} Heaviest
 * @typedef {{ kind: string, pages: number, js: Heaviest, inline: Heaviest, atOnce: Heaviest, hydration: Heaviest, css: Heaviest, problems: string[] }} KindSummary
 */

/**
 * The heaviest first load of each page kind: script files, inline scripts, both together (what the
 * JS budget limits), the hydration stage and CSS, each the heaviest page of its kind.
 * @param {Iterable<{ route: string, firstLoad: import('./first-load.mjs').FirstLoad }>} pages
 * @param {ReturnType<typeof createAssetSizer>} sizer
 * @returns {Map<string, KindSummary>} by kind; pages without a kind are `not-found`
 */
export function summarizeByKind(pages, sizer) {
  const byKind = new Map();
  const heavier = (current, next, route) => (!current || next.gzip > current.gzip ? { raw: next.raw, gzip: next.gzip, files: next.files, route } : current);
  for (const { route, firstLoad } of pages) {
    const kind = firstLoad.kind ?? 'not-found';
    const summary = byKind.get(kind) ?? { kind, pages: 0, js: undefined, inline: undefined, atOnce: undefined, hydration: undefined, css: undefined, problems: [] };
    summary.pages += 1;
    const js = sizer.total(firstLoad.js);
    const css = sizer.total(firstLoad.css);
    const inlineBytes = firstLoad.inlineScripts.map((text) => byteSizes(text));
    const inline = { raw: inlineBytes.reduce((n, b) => n + b.raw, 0), gzip: inlineBytes.reduce((n, b) => n + b.gzip, 0), files: inlineBytes.length };
    const atOnce = { raw: js.raw + inline.raw, gzip: js.gzip + inline.gzip, files: js.files + inline.files };
    const hydration = sizer.total(firstLoad.hydration ?? []);
    summary.js = heavier(summary.js, js, route);
    summary.atOnce = heavier(summary.atOnce, atOnce, route);
    summary.hydration = heavier(summary.hydration, hydration, route);
    summary.css = heavier(summary.css, css, route);
    summary.inline = heavier(summary.inline, inline, route);
    for (const problem of [...firstLoad.problems, ...[...js.missing, ...hydration.missing, ...css.missing].map((url) => `${url} does not exist`)]) {
      const line = `${route}: ${problem}`;
      if (summary.problems.length < 20 && !summary.problems.includes(line)) summary.problems.push(line);
    }
    byKind.set(kind, summary);
  }
  return byKind;
}

/** What each budget limits, and how a page over it gets back within. */
const BUDGET_PARTS = [
  { budget: 'js', measured: 'atOnce', label: 'JS loaded at once (files and inline scripts)', fix: 'move code the first paint does not need behind the hydration import or a lazy chunk, and keep data out of inline scripts' },
  { budget: 'css', measured: 'css', label: 'CSS', fix: 'split the styles a page does not need into a lazy chunk' },
  { budget: 'hydration', measured: 'hydration', label: 'JS loaded to hydrate', fix: 'split the code a page does not need into a lazy chunk' },
];

/**
 * Budget violations of one kind's summary, as sentences naming the page and the overshoot.
 * @param {KindSummary} summary
 * @param {{ js: number, css: number, hydration: number }} [budgets]
 * @returns {string[]}
 */
export function budgetViolations(summary, budgets = BUDGETS) {
  const out = [];
  for (const part of BUDGET_PARTS) {
    const measured = summary[part.measured];
    if (measured && measured.gzip > budgets[part.budget]) {
      out.push(`${summary.kind}: ${part.label} of ${measured.route} is ${(measured.gzip / KB).toFixed(1)} KB gzip, over the ${budgets[part.budget] / KB} KB budget; ${part.fix}`);
    }
  }
  return out;
}
