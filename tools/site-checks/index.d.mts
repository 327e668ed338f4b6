/** A start tag of an HTML document. */
export interface StartTag {
  /** Lower-cased element name. */
  name: string;
  /** Lower-cased attribute names, decoded values. */
  attrs: Record<string, string>;
  /** Index of the `<` in the document. */
  offset: number;
  /** Raw content of a script, style, textarea or title element. */
  text?: string;
}
export declare function scanTags(html: string): StartTag[];
export declare function decodeEntities(text: string): string;

export declare function routeOfHtmlFile(file: string): { route: string; notFound: boolean } | undefined;
export declare function resolveUrlPath(pathname: string, files: ReadonlySet<string>): string | undefined;
export declare function splitLocale(route: string, prefixed: readonly string[], defaultLocale: string): { locale: string; neutral: string };
export declare function localizeRoute(neutral: string, locale: string, defaultLocale: string): string;

export type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; src?: string }>;
/** What a page loads at once, and what it loads later to hydrate (a deferred-hydration entry). */
export interface FirstLoad {
  kind: string | undefined;
  js: string[];
  hydration: string[];
  css: string[];
  inlineScripts: string[];
  problems: string[];
}
export declare const DEFAULT_KIND_MODULE: (kind: string) => string;
export declare const DEFAULT_HYDRATION_MODULE: string;
export declare function firstLoadAssets(html: string, manifest: ViteManifest, options?: { base?: string; kindModule?: (kind: string) => string; hydrationModule?: string }): FirstLoad;
export declare function readRuntime(tags: StartTag[]): ({ kind?: string } & Record<string, unknown>) | undefined;

export interface Bytes {
  raw: number;
  gzip: number;
  files: number;
}
/** The heaviest first load of one page kind; `route` names the page that has it. */
export interface KindSummary {
  kind: string;
  pages: number;
  js: Bytes & { route: string };
  inline: Bytes & { route: string };
  /** Script files and inline scripts together, as the JS budget counts them. */
  atOnce: Bytes & { route: string };
  hydration: Bytes & { route: string };
  css: Bytes & { route: string };
  problems: string[];
}
export declare const KB: number;
export declare const BUDGETS: { js: number; css: number; hydration: number };
export declare const BUDGETED_PAGE_TYPES: ReadonlyArray<{ kind: string; label: string }>;
export declare function byteSizes(data: Uint8Array | string): { raw: number; gzip: number };
export interface AssetSizer {
  total(urls: readonly string[]): Bytes & { missing: string[] };
}
export declare function createAssetSizer(read: (url: string) => Uint8Array | undefined): AssetSizer;
export declare function summarizeByKind(pages: Iterable<{ route: string; firstLoad: FirstLoad }>, sizer: AssetSizer): Map<string, KindSummary>;
export declare function budgetViolations(summary: KindSummary, budgets?: { js: number; css: number; hydration: number }): string[];

export interface BrokenLink {
  from: string;
  href: string;
  problem: string;
}
export interface ExternalLink {
  url: string;
  count: number;
  pages: string[];
}
export declare function pageLinkFacts(tags: StartTag[]): { ids: Set<string>; refs: string[] };
export declare function checkSiteLinks(input: {
  pages: Array<{ file: string; route: string; ids: Set<string>; refs: string[] }>;
  files: ReadonlySet<string>;
  siteOrigin: string;
  pendingTarget?: (pathname: string) => string | undefined;
}): { checked: number; broken: BrokenLink[]; pending: Array<BrokenLink & { reason: string }>; external: ExternalLink[] };

export interface RouteFamily {
  route: string;
  min?: number;
  max?: number;
}
export interface RouteGroup {
  name: string;
  note?: string;
  pending?: string;
  routes: string[];
  families?: RouteFamily[];
}
export interface SpecRoutes {
  defaultLocale: string;
  locales: string[];
  groups: RouteGroup[];
}
export interface GroupCoverage {
  name: string;
  pending: string | undefined;
  active: boolean;
  expected: number;
  missing: string[];
  familyProblems: string[];
}
export declare function familyPattern(shape: string): RegExp;
export declare function routeCoverage(spec: SpecRoutes, builtRoutes: Iterable<string>): { groups: GroupCoverage[]; unexpected: string[] };
export declare function pendingRouteReason(spec: SpecRoutes, coverage: readonly GroupCoverage[]): (route: string) => string | undefined;
export declare function readSpecRoutes(): SpecRoutes;

export declare function routesInBundle(scripts: Array<{ file: string; text: string }>, routes: Iterable<string>, allowed?: ReadonlySet<string>): Array<{ file: string; route: string }>;

export declare function listSiteFiles(siteDir: string): string[];
export declare function readManifest(siteDir: string): ViteManifest;
export declare function readHtmlPages(siteDir: string, files?: readonly string[]): Generator<{ file: string; route: string; notFound: boolean; html: string }>;
export declare function canonicalOrigin(html: string): string | undefined;
export declare function firstLoadByKind(siteDir: string, options?: { base?: string }): Map<string, KindSummary>;
