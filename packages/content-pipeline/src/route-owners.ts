import type { LocaleSet } from '@lumidoc/i18n';
import type { DocSource } from './docs/sources.js';
import { ContentError, formatLocation, type SourceLocation } from './errors.js';
import type { LinkSource } from './links/check.js';
import { frontMatterLine } from './markdown/front-matter-lines.js';
import type { PageData } from '@lumidoc/contract';

/** Where a page comes from: a docs file (with its slug line), a plugin's source, or the config. */
interface Owner {
  /** The file (and line) the page is written from; absent when only a plugin's code makes it. */
  where?: SourceLocation;
  /** "a doc", "the api plugin", "the api plugin's api-intro page "API"" … */
  what: string;
  /** What to change on this side to end the clash. */
  fix: string;
  /** Written in the docs (a doc, a category): what the site's authors change first, so the error points at it. */
  isDocs: boolean;
}

const OTHER_FIX = 'change one of them so that each route has one page';

/**
 * Every built route has one owner. Docs are already unique among themselves; this catches a doc or
 * a docs category's generated index on a plugin's route (`id: api` or `slug: /api` on the API
 * reference's `/docs/api`), a doc alias on a page's route, and two plugins on one route (the blog
 * and the standalone pages), which would otherwise overwrite each other's page in silence. The
 * error names both sources: a file where there is one, else the plugin and the page it makes.
 */
export class RouteOwners {
  private readonly owners = new Map<string, Owner>();

  constructor(private readonly locales: LocaleSet) {}

  /** Docs pages, each owned by the file it is built from (any locale of it: they share one route), or by its category. */
  addDocs(pages: readonly PageData[], sources: readonly DocSource[]): void {
    const byRoute = new Map<string, DocSource>();
    for (const source of sources) if (!byRoute.has(source.route) || source.locale === this.locales.sourceLocale) byRoute.set(source.route, source);
    for (const page of pages) {
      const source = byRoute.get(this.locales.parse(page.route).path);
      if (source) {
        const line = frontMatterLine(source.file.text, 'slug') ?? frontMatterLine(source.file.text, 'id');
        this.claim(page.route, { where: { file: source.file.displayPath, ...(line ? { line } : {}) }, what: 'a doc', isDocs: true, fix: 'give the doc another slug or id' });
      } else if (page.kind === 'doc-category-index') {
        this.claim(page.route, {
          what: `the generated index page of docs category "${page.title}"`,
          isDocs: true,
          fix: `give the category's generated index another slug (link: { type: 'generated-index', slug: '/category/…' }) in its _category_ file or the sidebars file`,
        });
      }
    }
  }

  /** Pages from outside the content, such as doc aliases in the site config. */
  addOther(pages: readonly PageData[], file: string, what: string): void {
    for (const page of pages) this.claim(page.route, { where: { file }, what, isDocs: false, fix: OTHER_FIX });
  }

  /**
   * A plugin's pages, each owned by the source file its link sources name for that route (in the
   * page's locale, else in any locale: a translation falls back to its source), else by the plugin
   * and the kind and title of the page it makes.
   */
  addPlugin(name: string, pages: readonly PageData[], linkSources: readonly LinkSource[] = []): void {
    const exact = new Map(linkSources.map((s) => [this.locales.localizePath(s.route, s.locale), s.displayPath]));
    const anyLocale = new Map<string, string>();
    for (const s of linkSources) if (!anyLocale.has(s.route)) anyLocale.set(s.route, s.displayPath);
    for (const page of pages) {
      const file = exact.get(page.route) ?? anyLocale.get(this.locales.parse(page.route).path);
      const owner = file
        ? { where: { file }, what: `the ${name} plugin` }
        : { what: `the ${name} plugin's ${page.kind} page "${page.title}"` };
      this.claim(page.route, { ...owner, isDocs: false, fix: OTHER_FIX });
    }
  }

  private claim(route: string, owner: Owner): void {
    const other = this.owners.get(route);
    if (!other) {
      this.owners.set(route, owner);
      return;
    }
    // Point at the docs when they are one side (a slug is what can change), else at a file.
    const rank = (o: Owner) => (o.isDocs ? 2 : o.where ? 1 : 0);
    const [here, there] = rank(owner) >= rank(other) ? [owner, other] : [other, owner];
    const thereNamed = there.where ? `${there.what} (${formatLocation(there.where)})` : there.what;
    throw new ContentError(
      here.where ?? { file: here.what },
      `route ${route} of ${here.where ? here.what : 'it'} is also the route of ${thereNamed}`,
      here.isDocs ? `${here.fix}: ${route} belongs to ${there.what}` : here.fix,
    );
  }
}
