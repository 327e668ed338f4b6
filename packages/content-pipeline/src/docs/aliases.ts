import type { LocaleSet } from '@lumidoc/i18n';
import { ContentError } from '../errors.js';
import type { DocCategoryIndexPageData, DocPageData } from '@lumidoc/contract';

/**
 * Serves a doc at extra routes: each alias (`/docs/guides/scaling`) gets a copy of its target page
 * (`/docs/guides/scaling-immich`) in every locale, canonical to the target and kept out of search
 * engines, so both routes work and only one is indexed.
 */
export function createAliasPages<P extends DocPageData | DocCategoryIndexPageData>(pages: readonly P[], aliases: Readonly<Record<string, string>>, locales: LocaleSet, configFile: string): P[] {
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const out: P[] = [];
  for (const [alias, target] of Object.entries(aliases)) {
    if (byRoute.has(locales.localizePath(alias, locales.defaultLocale))) {
      throw new ContentError({ file: configFile }, `doc alias ${alias} is already the route of a page`, 'remove the alias or rename the page');
    }
    for (const locale of locales.list) {
      const page = byRoute.get(locales.localizePath(target, locale.code));
      if (!page) {
        throw new ContentError({ file: configFile }, `doc alias ${alias} points to ${target}, which is not a page in ${locale.code}`, 'point the alias at an existing docs route, e.g. /docs/<section>/<slug>');
      }
      out.push({
        ...page,
        route: locales.localizePath(alias, locale.code),
        alternates: Object.fromEntries(Object.keys(page.alternates).map((code) => [code, locales.localizePath(alias, code)])),
        noindex: true,
      });
    }
  }
  return out;
}
