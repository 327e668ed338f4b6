import type { PageData, SidebarData } from './page-data.js';
import type { SiteRuntime } from './plugin.js';

/**
 * Gives pages and sidebars to the router: from memory or disk when prerendering, over HTTP in the
 * browser. What a source has loaded it also gives synchronously, so components render from it
 * without carrying it in the router's hydration data (the HTML would hold every page twice).
 */
export interface PageDataSource {
  page(route: string): Promise<PageData | undefined>;
  sidebar(locale: string, sidebarId: string): Promise<SidebarData | undefined>;
  /** A page `page()` has already loaded, else undefined. */
  loadedPage(route: string): PageData | undefined;
  /** A sidebar `sidebar()` has already loaded, else undefined. */
  loadedSidebar(locale: string, sidebarId: string): SidebarData | undefined;
  /**
   * Calls `onChange` whenever loaded data is replaced (a development server sent new data for a
   * page); returns what stops it. Absent where data never changes once loaded.
   */
  subscribe?(onChange: () => void): () => void;
  /** A number that changes whenever loaded data is replaced; with `subscribe`. */
  revision?(): number;
}

/** What the server entry's render receives for one URL. */
export interface RenderContext {
  data: PageDataSource;
  runtime: SiteRuntime;
}

/**
 * What a render gives for one URL: the status, the complete HTML document and, for the
 * Content-Security-Policy, the text of every inline script it wrote (exactly as in the document).
 */
export interface RenderResult {
  status: number;
  html: string;
  /** The inline scripts the renderer wrote; the policy allows these and no other. */
  scripts?: readonly string[];
}

/** The server entry's render: a URL in, the status, the complete HTML document and its scripts out. */
export type RenderFunction = (url: string, context: RenderContext) => Promise<RenderResult>;
