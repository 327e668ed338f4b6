// What a build plugin sees and gives: the interface by which page kinds (docs, API reference, blog,
// standalone pages, a team's own) and file makers (search indexes, feeds) join a build.
import type { LocaleSet } from '@lumidoc/i18n';
import type { PageData, SidebarData } from './page-data.js';

/**
 * Facts about the site's code that every page's HTML carries to the client. Nothing here changes
 * when content changes, so a page whose own content did not change keeps byte-identical HTML.
 */
export interface SiteRuntime {
  /** Stylesheets of the client bundle (hashed file names). */
  css: string[];
  /** Client entry script. */
  entry: string;
  /** Timestamp in the names of the search files (`search-doc-<ts>.json`). */
  searchTimestamp: string;
  /** Base path the site is served from, `/` unless hosted in a sub-folder. */
  baseUrl: string;
}

/** An internal link found in a document, to be checked once every page is known. */
export interface LinkRef {
  /**
   * Locale-neutral target route (`/docs/install/requirements`), `''` for the same page, or a relative
   * URL path (`../api`, `./other`) that the check resolves against the linking page's route.
   */
  route: string;
  /** Anchor without `#`, when the link has one. */
  hash?: string;
  line?: number;
  column?: number;
  /** The link exactly as written, for error messages. */
  written: string;
  /**
   * Set when the link names a Markdown file (`.md`/`.mdx`) that is no page of the site: the link is
   * kept as written and the check reports it as its `onBrokenMarkdownLinks` says.
   */
  brokenMarkdown?: true;
}

/** An image the page shows, to be checked against the static files, or a content file it copies into the site. */
export interface ImageRef {
  /** The URL the page uses. */
  src: string;
  /**
   * Absolute path of a content file (a relative or `@site/` image) that the build copies into the
   * site at `src`, a name made from its bytes' hash (`/assets/images/x-1a2b3c4d.png`).
   */
  file?: string;
  line?: number;
  /** Loaded from another host (`https://`, `http://`, `//host`): allowed only from the site's image hosts. */
  remote?: boolean;
}

/** The links and images of one source file, checked once every page of the site is known. */
export interface LinkSource {
  locale: string;
  /** Locale-neutral route of the page the source renders to. */
  route: string;
  displayPath: string;
  links: readonly LinkRef[];
  images: readonly ImageRef[];
}

/** What a plugin sees: the site's locales and everything collected so far. */
export interface BuildContext {
  locales: LocaleSet;
  mode: 'production' | 'development';
  /** Where `emit()` writes its files, as if it were the site root; empty while `pages()` runs. */
  outDir: string;
  siteDir: string;
  pages: readonly PageData[];
  runtime: SiteRuntime;
  /**
   * Adds a file to the site at `file`, a path below the site root (`ru/search-0.json`), kept in
   * memory until the site is written; only in `emit()`. Cheaper than writing below `outDir` for
   * plugins that make many files.
   */
  emitFile: (file: string, data: string | Uint8Array) => void;
  /**
   * Keeps a result between builds, in the build's cache: `compute()`'s result, or the one kept under
   * `name` (per plugin) when it was made from the same `key.text` (everything it depends on besides
   * code) and the same code (`key.code`: module URLs, each standing for the code of its package).
   * Results are stored as JSON, so only plain data. Absent when the build keeps no cache.
   */
  keep?<T>(name: string, key: { text: string; code: readonly string[] }, compute: () => T | Promise<T>): Promise<T>;
  /**
   * A hash of a page's data as the site writes it (its data file): pages with equal hashes hold
   * equal data. For a `keep` key made from pages without reading them through (a search index).
   * Only in `emit()`; absent where the site provides none.
   */
  pageHash?(page: PageData): string;
  log: (line: string) => void;
}

/** Adds pages (API reference, blog …) or files (search indexes, feeds) to a build. */
export interface BuildPlugin {
  name: string;
  /** Pages and sidebars of the plugin's own; links in them are checked with the rest. */
  pages?(context: BuildContext): Promise<{ pages: PageData[]; sidebars?: SidebarData[]; linkSources?: LinkSource[] }>;
  /**
   * True when `pages()` needs nothing collected before it (`context.pages`, which it then may not
   * read): the build runs it while the docs compile, on the thread the compile threads leave idle.
   * Its pages still join the site after the docs, in the plugins' order.
   */
  independentOfDocs?: boolean;
  /** Files written below `context.outDir` once every page is known; they join the collection's files. */
  emit?(context: BuildContext): Promise<void>;
  /**
   * True when no page needs the files of `emit()` to render (a search index): a development server
   * then runs `emit()` only when one of its files is first asked for, so pages are served sooner.
   */
  emitOnDemand?: boolean;
}
