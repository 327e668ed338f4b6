import fs from 'node:fs';
import path from 'node:path';
import { listSiteFiles, localizeRoute, readSpecRoutes, routeCoverage, routeOfHtmlFile } from '@lumidoc/site-checks';
import { describe, expect, inject, it } from 'vitest';

const siteDir = inject('siteDir');
const baseUrl = inject('baseUrl');
const spec = readSpecRoutes();
const served = listSiteFiles(siteDir).flatMap((file) => routeOfHtmlFile(file) ?? []);
const coverage = routeCoverage(
  spec,
  served.filter((page) => !page.notFound).map((page) => page.route),
);
const localeCount = spec.locales.length;

/**
 * Every route of SPEC.md section 2 under every locale prefix (tools/site-checks/data/spec-routes.json).
 * A group whose engine is not built yet is reported as skipped until one of its pages appears;
 * from then on it is enforced in full.
 */
describe(`route coverage: the spec's routes in all ${localeCount} locales`, () => {
  for (const group of coverage.groups) {
    const count = group.expected / localeCount;
    const routes = `${count} route${count === 1 ? '' : 's'}`;
    const name = group.active
      ? `${group.name}: ${routes} x ${localeCount} locales exist${group.pending ? ' (marked pending in spec-routes.json, enforced because its pages exist)' : ''}`
      : `${group.name}: ${routes} skipped, pending: ${group.pending}`;
    it.skipIf(!group.active)(name, () => {
      expect(group.missing, `missing routes of "${group.name}"`).toEqual([]);
      expect(group.familyProblems, `route families of "${group.name}"`).toEqual([]);
    });
  }

  it('has no page the spec does not list (add a route the spec allows to tools/site-checks/data/spec-routes.json)', () => {
    expect(coverage.unexpected).toEqual([]);
  });
});

/** A static host answers anything that is not a page with the locale's not-found page and 404. */
describe('the not-found page', () => {
  const notFoundFile = (locale: string) => path.join(siteDir, locale === spec.defaultLocale ? '404.html' : `${locale}/404.html`);
  const prefix = (locale: string) => localizeRoute('/', locale, spec.defaultLocale).replace(/\/$/, '');

  it.each(spec.locales)('%s: an unknown path gets the locale’s 404.html with HTTP 404', async (locale) => {
    const response = await fetch(`${baseUrl}${prefix(locale)}/no-such-page-anywhere`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(fs.readFileSync(notFoundFile(locale), 'utf8'));
  });

  // Near misses of real routes: a folder, a child of a page, an unknown operation or post, a
  // locale the site does not have, another letter case.
  it.each([
    '/ru/docs',
    '/ru/docs/overview',
    '/ru/docs/overview/welcome/extra',
    '/ru/docs/api/no-such-operation',
    '/ru/blog/no-such-post',
    '/xx/docs/overview/welcome',
    '/ru/docs/overview/Welcome',
    '/docs/no-such-page',
  ])('%s is not a page (HTTP 404)', async (pathname) => {
    const response = await fetch(baseUrl + pathname);
    expect(response.status).toBe(404);
    await response.body?.cancel();
  });
});
