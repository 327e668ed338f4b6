import type { Root as HastRoot } from 'hast';
import type { BlogPageData } from './blog.js';
import type { Breadcrumb, OutdatedTranslation, PageBase, PageLink, TocEntry } from './page-base.js';
import type { StandalonePageData } from './standalone-pages.js';

export type * from './blog.js';
export type * from './page-base.js';
export type * from './standalone-pages.js';

/** Which docs version a page belongs to, and what the reader is told about it. */
export interface DocVersionInfo {
  /** Docs plugin id; the preferred version is stored under `docs-preferred-version-<pluginId>`. */
  pluginId: string;
  /** Version name: `current` for the unreleased docs, else the snapshot's name (`1.135.0`). */
  name: string;
  /** Label for the badge and the switcher: `Next`, `v1.135.0`. */
  label: string;
  /** `unreleased`: docs of a version not released yet; `unmaintained`: an older snapshot. */
  status: 'unreleased' | 'latest' | 'unmaintained';
  /** Show the version badge: only when the site has more than one docs version. */
  badge: boolean;
  /** The same doc in the latest version (or that version's first doc), for the notice's link. */
  latest?: PageLink & {
    /** The latest version's name, stored as preferred when the reader follows the notice's link. */
    name: string;
  };
}

/** A documentation page compiled from Markdown. */
export interface DocPageData extends PageBase {
  kind: 'doc';
  /** Doc id, e.g. `overview/welcome`. */
  id: string;
  /** Rendered Markdown body as HAST. */
  body: HastRoot;
  toc: TocEntry[];
  breadcrumbs: Breadcrumb[];
  prev?: PageLink;
  next?: PageLink;
  draft: boolean;
  unlisted: boolean;
  /** Docs version name, `current` for the unreleased docs. */
  version: string;
  /** The version's label, status and notice link; absent on sites with a single docs version. */
  versionInfo?: DocVersionInfo;
  /** Link to edit the source file, when the site configures an edit URL. */
  editUrl?: string;
  /** Last change of the source file, or front matter `last_update`, which wins field by field. */
  lastUpdated?: { date: string; author?: string };
  outdated?: OutdatedTranslation;
  /**
   * Front matter `hide_title: true`: the theme adds no visible title heading (a leading `# Heading`
   * of the body is still shown). The page keeps its title everywhere else.
   */
  hideTitle?: boolean;
  /** Front matter `tags`, in the order written; absent when there are none. */
  tags?: DocTag[];
}

/** A tag of a doc, from its front matter: a name, or an inline `{ label, permalink, description }`. */
export interface DocTag {
  label: string;
  /** The inline tag's `description`. */
  description?: string;
}

/** One card of a category's index page: a doc, a sub-category or a link of the category. */
export interface DocCategoryIndexItem {
  kind: 'doc' | 'category' | 'link';
  label: string;
  /** Localized route (or URL, for a link); a sub-category without a page of its own points at its first doc. */
  href: string;
  /** The doc's front-matter description, or the sub-category's `description`. */
  description?: string;
  /** Number of items in a sub-category. */
  count?: number;
  /** Language of the label when it is not the page's: a doc shown from a fallback locale. */
  lang?: string;
}

/**
 * A docs category's generated index (`link: { type: 'generated-index' }` in `_category_.json` or
 * the sidebars file): the category's title, description and items as cards, in every locale.
 */
export interface DocCategoryIndexPageData extends PageBase {
  kind: 'doc-category-index';
  /** Stable id of the page across locales and builds: `category/<slug>`. */
  id: string;
  breadcrumbs: Breadcrumb[];
  items: DocCategoryIndexItem[];
  prev?: PageLink;
  next?: PageLink;
  /** Docs version name, `current` for the unreleased docs. */
  version: string;
  /** The version's label, status and notice link; absent on sites with a single docs version. */
  versionInfo?: DocVersionInfo;
}

/** A parameter of an API operation. */
export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  schema: SchemaView;
}

/** A JSON schema reduced to what the reference shows; circular references stay references. */
export interface SchemaView {
  type?: string;
  format?: string;
  /** Name of the component schema this came from, when it had one. */
  refName?: string;
  nullable?: boolean;
  enum?: Array<string | number | boolean | null>;
  default?: unknown;
  description?: string;
  items?: SchemaView;
  properties?: Array<{ name: string; required: boolean; schema: SchemaView }>;
  additionalProperties?: SchemaView;
  oneOf?: SchemaView[];
  anyOf?: SchemaView[];
  allOf?: SchemaView[];
  /**
   * Set instead of expanding again when the schema refers to one of its ancestors, or to a named
   * schema whose fields the same view already lists above.
   */
  circular?: boolean;
  /** Set when the view stops here because of its depth or size limit; the fields are not listed. */
  truncated?: boolean;
  /**
   * On a truncated view of a named schema: where the whole schema is written, as the URL of the
   * published description with the schema's JSON pointer, `/openapi.json#/components/schemas/Pet`.
   */
  definedAt?: string;
}

/** A request or response body. */
export interface ApiBody {
  contentType: string;
  required?: boolean;
  description?: string;
  schema?: SchemaView;
  example?: unknown;
}

/** One response of an operation. */
export interface ApiResponse {
  status: string;
  description: string;
  body?: ApiBody;
}

/** How one security scheme sends its credential. */
export interface ApiSecurityScheme {
  /** Key of the scheme in `components.securitySchemes` (`api_key`), as listed in `security`. */
  name: string;
  /** Where the credential travels. */
  in: 'header' | 'query' | 'cookie';
  /** Name of that header, query parameter or cookie: `Authorization`, `x-api-key`, `immich_access_token`. */
  key: string;
  /** For `Authorization` headers, the word before the credential: `Bearer`, `Basic`. */
  prefix?: string;
}

/** A request the API sends to the reader's server after an operation: an OpenAPI callback. */
export interface ApiCallback {
  /** Key of the callback in the operation's `callbacks`: `onEvent`. */
  name: string;
  method: string;
  /** The runtime expression its URL is built from: `{$request.body#/callbackUrl}`. */
  url: string;
  summary?: string;
  /** The callback's description, compiled like the operation's (links checked and localized). */
  description?: HastRoot;
  /** The body it sends. */
  requestBody?: ApiBody;
  /** Status codes it expects the reader's server to answer with. */
  statuses: string[];
}

/** A ready-to-copy example call. */
export interface CodeSample {
  /** Stable id: `curl`, `js-fetch`, `python-requests`, `sdk`. */
  id: string;
  label: string;
  language: string;
  code: string;
}

/** One page per API operation. */
export interface ApiOperationPageData extends PageBase {
  kind: 'api-operation';
  operationId: string;
  method: string;
  path: string;
  tag: string;
  deprecated: boolean;
  /** Operation description as HAST. */
  body: HastRoot;
  parameters: ApiParameter[];
  requestBody?: ApiBody;
  responses: ApiResponse[];
  /** Names of the security schemes that authorize the call; empty when public. */
  security: string[];
  /** How each scheme of `security` sends its credential, in the same order. */
  securitySchemes?: ApiSecurityScheme[];
  /** Localized route, with its anchor, of the introduction's section on authentication. */
  authRoute?: string;
  codeSamples: CodeSample[];
  /** Requests the API sends to the reader's server after this call (OpenAPI callbacks). */
  callbacks?: ApiCallback[];
  /**
   * Set on an OpenAPI 3.1 webhook's page: a request the API sends to the reader's endpoint, so the
   * code samples reproduce that delivery and receive it instead of calling the API.
   */
  webhook?: boolean;
  /** Where the whole OpenAPI file can be downloaded. */
  specUrl: string;
  breadcrumbs: Breadcrumb[];
  prev?: PageLink;
  next?: PageLink;
}

/** The API reference's introduction page. */
export interface ApiIntroPageData extends PageBase {
  kind: 'api-intro';
  body: HastRoot;
  toc: TocEntry[];
  version: string;
  baseUrl: string;
  areas: Array<{ tag: string; label: string; count: number; route: string }>;
  specUrl: string;
}

/** The page shown for any unknown route (HTTP 404). */
export interface NotFoundPageData extends PageBase {
  kind: 'not-found';
}

/**
 * Every kind of page, by its `kind`: the registry the union `PageData` is made from. Lumidoc's own
 * kinds are listed here; a plugin adds its own without touching this package, by augmenting it:
 *
 * ```ts
 * declare module '@lumidoc/contract' {
 *   interface PageKinds { changelog: ChangelogPageData }
 * }
 * ```
 */
export interface PageKinds {
  doc: DocPageData;
  'doc-category-index': DocCategoryIndexPageData;
  'api-operation': ApiOperationPageData;
  'api-intro': ApiIntroPageData;
  'not-found': NotFoundPageData;
  'blog-post': Extract<BlogPageData, { kind: 'blog-post' }>;
  'blog-list': Extract<BlogPageData, { kind: 'blog-list' }>;
  'blog-archive': Extract<BlogPageData, { kind: 'blog-archive' }>;
  'blog-authors': Extract<BlogPageData, { kind: 'blog-authors' }>;
  'blog-author': Extract<BlogPageData, { kind: 'blog-author' }>;
  'blog-tags': Extract<BlogPageData, { kind: 'blog-tags' }>;
  'blog-tag': Extract<BlogPageData, { kind: 'blog-tag' }>;
  home: Extract<StandalonePageData, { kind: 'home' }>;
  roadmap: Extract<StandalonePageData, { kind: 'roadmap' }>;
  'cursed-knowledge': Extract<StandalonePageData, { kind: 'cursed-knowledge' }>;
  page: Extract<StandalonePageData, { kind: 'page' }>;
}

/** The kind names of every registered page kind. */
export type PageKind = keyof PageKinds;

/** Any page of any registered kind; the theme, or the kind's plugin, renders it by its `kind`. */
export type PageData = PageKinds[PageKind];

/** An entry of a sidebar. */
export type SidebarItem = SidebarLink | SidebarCategory;

/** A link in a sidebar. */
export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** Reachable by direct link only; shown in the sidebar of that page alone. */
  unlisted?: boolean;
  /** Short tag shown beside the label, such as an HTTP method. */
  badge?: string;
  /** Language of the label when it is not the sidebar's: a doc shown from its fallback locale. */
  lang?: string;
  /** Class names the site gives the item (the doc's front matter `sidebar_class_name`). */
  className?: string;
  /** Data for a site's own sidebar item component (the doc's front matter `sidebar_custom_props`). */
  customProps?: Record<string, unknown>;
}

/** A collapsible group of sidebar items. */
export interface SidebarCategory {
  type: 'category';
  label: string;
  /** Route of the category's own page, when it has one. */
  href?: string;
  linkUnlisted?: boolean;
  /** Class names the site gives the category (`className` of its config or `_category_` file). */
  className?: string;
  collapsed: boolean;
  collapsible: boolean;
  items: SidebarItem[];
}

/** A sidebar as served to the browser, once per locale. */
export interface SidebarData {
  id: string;
  locale: string;
  items: SidebarItem[];
}
