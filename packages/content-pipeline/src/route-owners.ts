import type { LocaleSet } from '@lumidoc/i18n';
import type { DocSource } from './docs/sources.js';
import { ContentError, type SourceLocation } from './errors.js';
import type { LinkSource } from './links/check.js';
import { frontMatterLine } from './markdown/front-matter-lines.js';
import type { PageData } from '@lumidoc/contract';

/** Where a page comes from: a docs file (with its slug line), a plugin's source, or the config. */
interface Owner {
  where: SourceLocation;
  /** "a doc", "the api plugin" … */
  what: string;
  isDoc: boolean;
}

/**
 * Every built route has one owner. Docs are already unique among themselves; this catches a doc on
 * a plugin's route (`slug: /api` on the API reference's `/docs/api`) and two plugins on one route,
 * which would otherwise overwrite each other's page in silence. The error names both sources.
 */
export class RouteOwners {
  private readonly owners = new Map<string, Owner>();

  constructor(private readonly locales: LocaleSet) {}

  /** Docs pages, each owned by the file it is built from (any locale of it: they share one route). */
  addDocs(pages: readonly PageData[], sources: readonly DocSource[]): void {
    const byRoute = new Map<string, DocSource>();
    for (const source of sources) if (!byRoute.has(source.route) || source.locale === this.locales.sourceLocale) byRoute.set(source.route, source);
    for (const page of pages) {
      const source = byRoute.get(this.locales.parse(page.route).path);
      if (!source) continue;
      const line = frontMatterLine(source.file.text, 'slug') ?? frontMatterLine(source.file.text, 'id');
      this.claim(page.route, { where: { file: source.file.displayPath, ...(line ? { line } : {}) }, what: 'a doc', isDoc: true });
    }
  }

  /** Pages from outside the content, such as doc aliases in the site config. */
  addOther(pages: readonly PageData[], file: string, what: string): void {
    for (const page of pages) this.claim(page.route, { where: { file }, what, isDoc: false });
  }

  /** A plugin's pages, each owned by the source its link sources name for that route, else by the plugin. */
  addPlugin(name: string, pages: readonly PageData[], linkSources: readonly LinkSource[] = []): void {
    const files = new Map(linkSources.map((s) => [this.locales.localizePath(s.route, s.locale), s.displayPath]));
    for (const page of pages) {
      this.claim(page.route, { where: { file: files.get(page.route) ?? `the ${name} plugin` }, what: `the ${name} plugin`, isDoc: false });
    }
  }

  private claim(route: string, owner: Owner): void {
    const other = this.owners.get(route);
    if (!other) {
      this.owners.set(route, owner);
      return;
    }
    // Point at the doc when there is one: its slug is what can change.
    const [here, there] = owner.isDoc || !other.isDoc ? [owner, other] : [other, owner];
    throw new ContentError(
      here.where,
      `route ${route} of ${here.what} is also the route of ${there.what} (${there.where.file})`,
      here.isDoc ? `give the doc another slug or id: ${route} belongs to ${there.what}` : `change one of them so that each route has one page`,
    );
  }
}
