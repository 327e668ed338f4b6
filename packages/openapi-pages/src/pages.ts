import type { ApiIntroPageData, ApiOperationPageData, LinkSource, SidebarData } from '@lumidoc/content-pipeline';
import type { LocaleSet } from '@lumidoc/i18n';
import { introFacts } from './intro/facts.js';
import { introPages } from './intro/page.js';
import { introTemplateFor } from './intro/templates.js';
import type { LoadedSpec } from './load.js';
import { operationContent, operationPage } from './operation-page.js';
import { indexOperations } from './operations.js';
import { securitySchemes } from './security.js';
import { apiSidebar } from './sidebar.js';

/** Options of `createApiPages`: the site's locales and how the reference is published. */
export interface ApiPagesOptions {
  locales: LocaleSet;
  /** Locale-neutral route of the reference, `/docs/api`. */
  routeBase?: string;
  /** Where the site serves the OpenAPI file for download. */
  specUrl: string;
  /** Server URL used in the code samples. */
  sampleServerUrl: string;
  /** npm package with one function per operation id, for the SDK sample. */
  sdkPackage?: string;
  /** Locale-neutral route, optionally with an anchor, of the docs that say how to create an API key. */
  apiKeyRoute?: string;
  /** Language the spec is written in; its own prose appears only in that locale's introduction. Default: the site's source locale. */
  specLocale?: string;
  /** Shown in error messages. */
  specFile: string;
}

/** The reference's pages and sidebars, and the introduction's links to check with the site's. */
export interface ApiPages {
  pages: Array<ApiOperationPageData | ApiIntroPageData>;
  sidebars: SidebarData[];
  linkSources: LinkSource[];
}

/** The API reference: an introduction page and one page per operation, in every locale, with one sidebar. */
export function createApiPages(spec: LoadedSpec, options: ApiPagesOptions): ApiPages {
  const { locales } = options;
  const routeBase = options.routeBase ?? '/docs/api';
  const index = indexOperations(spec.api, options.specFile, routeBase);
  const schemes = securitySchemes(spec.api);
  const contents = new Map(index.ordered.map((o) => [o.slug, operationContent(o, spec, schemes, options)]));
  const intro = introPages({
    locales,
    facts: introFacts(spec, index, { ...options, routeBase }),
    routeBase,
    specLocale: options.specLocale ?? locales.sourceLocale,
    specFile: options.specFile,
  });

  const pages: Array<ApiOperationPageData | ApiIntroPageData> = [];
  const sidebars: SidebarData[] = [];
  for (const locale of locales.list) {
    const route = (slug?: string) => locales.localizePath(slug ? `${routeBase}/${slug}` : routeBase, locale.code);
    const introLabel = introTemplateFor(locales, locale.code).template.sidebarLabel;
    sidebars.push(apiSidebar(index, locale.code, introLabel, route));
    index.ordered.forEach((o, at) => {
      const alternates = Object.fromEntries(locales.list.map((l) => [l.code, locales.localizePath(`${routeBase}/${o.slug}`, l.code)]));
      pages.push(operationPage(o, contents.get(o.slug)!, { locale: locale.code, route, alternates, introLabel, prev: index.ordered[at - 1], next: index.ordered[at + 1], specUrl: options.specUrl }));
    });
  }
  pages.push(...intro.pages);
  return { pages, sidebars, linkSources: intro.linkSources };
}
