import fs from 'node:fs';
import path from 'node:path';
import { canonicalOrigin, checkSiteLinks, listSiteFiles, pageLinkFacts, pendingRouteReason, readHtmlPages, readSpecRoutes, routeCoverage, scanTags } from '@lumidoc/site-checks';
import { expect, inject, it } from 'vitest';

/** Where the list of external links goes (git-ignored `test-output`). */
const REPORT = path.resolve(import.meta.dirname, '../test-output/external-links.json');

const siteDir = inject('siteDir');
const files = listSiteFiles(siteDir);
const pages: Array<{ file: string; route: string; ids: Set<string>; refs: string[] }> = [];
/** Routes whose page shows another locale's text with a notice (every locale is written, so none). */
const fallbackRoutes: string[] = [];
let siteOrigin: string | undefined;
for (const page of readHtmlPages(siteDir, files)) {
  siteOrigin ??= canonicalOrigin(page.html);
  if (/class="[^"]*\bld-notice--fallback\b/.test(page.html)) fallbackRoutes.push(page.route);
  pages.push({ file: page.file, route: page.route, ...pageLinkFacts(scanTags(page.html)) });
}
if (!siteOrigin) throw new Error(`No page under ${siteDir} has a canonical link; the link check needs it to tell the site's own URLs from external ones.`);

const spec = readSpecRoutes();
const coverage = routeCoverage(
  spec,
  pages.filter((page) => !page.file.endsWith('404.html')).map((page) => page.route),
);
const result = checkSiteLinks({ pages, files: new Set(files), siteOrigin, pendingTarget: pendingRouteReason(spec, coverage.groups) });

fs.mkdirSync(path.dirname(REPORT), { recursive: true });
fs.writeFileSync(REPORT, `${JSON.stringify({ siteOrigin, pages: pages.length, external: result.external }, null, 2)}\n`);

it(`every internal link and anchor resolves (${pages.length} pages of every locale, ${result.checked} URLs; ${result.external.length} external URLs listed in test-output/external-links.json)`, () => {
  expect(result.broken.length, `broken links, first ones: ${JSON.stringify(result.broken.slice(0, 30), null, 2)}`).toBe(0);
});

it(`no page of any locale falls back to another locale's text (${pages.length} pages)`, () => {
  expect(fallbackRoutes.slice(0, 30), `${fallbackRoutes.length} pages with a fallback notice`).toEqual([]);
});

// Links to spec routes whose engine is not built yet (the pending groups of the route coverage
// gate) are listed here as skipped; once those pages exist they are checked like every other link.
if (result.pending.length > 0) {
  const groups = [...new Set(result.pending.map((link) => link.reason))];
  it.skip(`${result.pending.length} links to routes not built yet: ${groups.join('; ')}`, () => {
    expect(result.pending).toEqual([]);
  });
}
