// The shape of a collected site, apart from the code that collects (collect-site.ts) and the code
// that writes it (@lumidoc/app), so that both can use it without importing each other.
import type { LocaleSet } from '@lumidoc/i18n';
import type { TranslationStatus } from '../docs/pages.js';
import type { PageData, SidebarData } from '@lumidoc/contract';
import type { PageDataSource, SiteRuntime } from '../runtime.js';

/** A whole site in memory: what `buildSite` writes, and what a development server serves. */
export interface SiteCollection {
  /** Every page of every locale. */
  pages: PageData[];
  sidebars: SidebarData[];
  /** The localized `/404` route of each locale, rendered as the not-found page. */
  notFoundRoutes: string[];
  /**
   * Every file below the site root other than page and sidebar data, by its path there
   * (`/sitemap.xml`, `/ru/search-doc-<ts>.json` …): sitemap, robots.txt, translation status and
   * everything the plugins' `emit()` wrote. Data files are serialized when first asked for
   * (`dataFile`, `dataFiles`, or a plugin's `pageHash` in `emit()`), each once.
   */
  files: Map<string, string | Uint8Array>;
  /** The JSON of a page or sidebar data file by its path below the site root, if there is one. */
  dataFile(urlPath: string): string | undefined;
  /** Every data file's path, JSON and a hash of the JSON (equal hashes, equal files), one at a time. */
  dataFiles(): Iterable<[path: string, json: string, hash: string]>;
  /** Pages and sidebars by route, for the server entry's render. */
  data: PageDataSource;
  runtime: SiteRuntime;
  locales: LocaleSet;
  translations: TranslationStatus[];
  /** Milliseconds per phase of the collection. */
  phases: Record<string, number>;
  /**
   * Runs, once, the `emit()` of the plugins left for later (`deferOnDemandEmits`) and adds their
   * files to `files`; resolves at once when there are none. A failed run is tried again next time.
   */
  emitDeferred(): Promise<void>;
  /**
   * Takes a docs file's new text into the collection in place, when the edit leaves its front
   * matter as it was: its pages' data, the translation state of its translations, the links into
   * it checked again; the plugins' files are dropped and made again by the next `emitDeferred()`
   * (a development server runs it when one of them is asked for). Resolves
   * to the routes whose data changed, or undefined when only collecting the site again can take
   * the change (a new, removed or renamed file, or changed front matter). Throws the content's
   * error (file, line, fix) and then leaves the collection as it was.
   */
  updateDocFile(filePath: string): Promise<string[] | undefined>;
}
