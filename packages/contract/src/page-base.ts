// What every kind of page shares, apart from the registry of kinds (page-data.ts), so that the
// modules declaring kinds (blog, standalone pages) and the union can import it without a circle.

/** One entry of a page's table of contents. */
export interface TocEntry {
  /** Anchor id of the heading. */
  id: string;
  /** Heading text, without its custom id. */
  text: string;
  /** Heading level, 2 to 6. */
  depth: number;
}

/** A labelled link to another page of the site. */
export interface PageLink {
  label: string;
  /** Localized route, e.g. `/ru/docs/install/requirements`. */
  route: string;
  /** Language of the label when it is not the page's: the linked doc is shown from a fallback locale. */
  lang?: string;
}

/** One step of a breadcrumb trail; the last one is the page itself and has no route. */
export interface Breadcrumb {
  label: string;
  route?: string;
  /** Language of the label when it is not the page's: a doc shown from a fallback locale. */
  lang?: string;
}

/** Fields every page shares. */
export interface PageBase {
  /** Locale of the visitor this page is rendered for. */
  locale: string;
  /** Localized route, the page's URL path without a trailing slash (`/ru/docs/overview/welcome`). */
  route: string;
  /** Page title, used for the h1 and `<title>`. */
  title: string;
  /** One-sentence summary for `<meta name="description">` and search results. */
  description?: string;
  /** The route of this same page in every locale of the site, for the language dropdown. */
  alternates: Record<string, string>;
  /** Locales whose version of this page is a fallback (no translation): left out of hreflang. */
  untranslatedLocales: string[];
  /** Set when the words come from another locale because this one has no translation yet. */
  fallbackFrom?: string;
  /** Absolute canonical route: the source page for fallbacks, else the page itself. */
  canonicalRoute: string;
  /** Keep search engines and the site search away from this page. */
  noindex: boolean;
  /** Which shared sidebar the page shows (`docs`, `api`), fetched once per locale. */
  sidebarId?: string;
  /** Words for `<meta name="keywords">` (front matter `keywords`). */
  keywords?: string[];
  /** The page's social card (`og:image`): a site path or an absolute URL (front matter `image`). */
  socialImage?: string;
  /**
   * Names of fields whose values the page's translations hold equal (an API operation's schemas,
   * responses and code samples). The build writes them to a data file of their own, named by its
   * content, that every locale's page file points to, so they are written and downloaded once
   * rather than once per locale. A hint for writing the data files, which leave it out.
   */
  sharedFields?: readonly string[];
}

/** A translation whose English source changed after it was made. */
export interface OutdatedTranslation {
  /** Route of the source-locale page the reader can switch to. */
  sourceRoute: string;
  sourceLocale: string;
}
