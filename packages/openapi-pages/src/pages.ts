import type { ApiIntroPageData, ApiOperationPageData, LinkSource, PageLink, SidebarData } from '@lumidoc/content-pipeline';
import type { LocaleSet } from '@lumidoc/i18n';
import type { OpenAPIV3 } from 'openapi-types';
import { introFacts } from './intro/facts.js';
import { introPages } from './intro/page.js';
import type { IntroTemplate } from './intro/template.js';
import { introTemplateFor } from './intro/templates.js';
import type { LoadedSpec } from './load.js';
import { descriptionCompiler, operationContent, operationPage, type OperationTexts } from './operation-page.js';
import { indexOperations, type Operation } from './operations.js';
import type { SchemaLimits } from './schema-view.js';
import { securitySchemes } from './security.js';
import { apiSidebar } from './sidebar.js';
import { ApiTexts, operationKey, operationTexts, tagTexts, type ApiOverlay } from './texts.js';

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
  /** Translations of the description's prose by locale (see `loadOverlays`). */
  overlays?: ReadonlyMap<string, ApiOverlay>;
  /** Depth and size limits of each schema view. */
  schemaLimits?: Partial<SchemaLimits>;
  /**
   * The introduction's words per locale; a locale without its own follows its fallback chain (and
   * its page is marked a fallback). Default: Lumidoc's own, written in all ten of its locales.
   */
  introTemplates?: Readonly<Record<string, IntroTemplate>>;
}

/** The reference's pages and sidebars, the links to check with the site's, and what was repaired. */
export interface ApiPages {
  pages: Array<ApiOperationPageData | ApiIntroPageData>;
  sidebars: SidebarData[];
  linkSources: LinkSource[];
  /** Problems that did not stop the pages (a clashing slug, an undefined scheme), one line each. */
  warnings: string[];
}

/** The API reference: an introduction page and one page per operation, in every locale, with one sidebar. */
export function createApiPages(spec: LoadedSpec, options: ApiPagesOptions): ApiPages {
  const { locales } = options;
  const routeBase = options.routeBase ?? '/docs/api';
  const specLocale = options.specLocale ?? locales.sourceLocale;
  const index = indexOperations(spec.api, options.specFile, routeBase);
  const schemes = securitySchemes(spec.api);
  const texts = new ApiTexts(options.overlays ?? new Map(), locales, specLocale);
  const compile = descriptionCompiler(options.specFile);
  const contents = new Map(index.ordered.map((o) => [o.slug, operationContent(o, spec, schemes, { ...options, ...(options.schemaLimits ? { limits: options.schemaLimits } : {}) }, compile)]));
  const tagObjects = new Map((spec.api.tags ?? []).map((t): [string, OpenAPIV3.TagObject] => [t.name, t]));
  const tagLabel = (tag: string, locale: string) => texts.get(tagTexts(tag, tagObjects.get(tag))[0]!, locale).text;
  const tagDescription = (tag: string, locale: string) => {
    const source = tagTexts(tag, tagObjects.get(tag))[1];
    return source ? texts.get(source, locale).text : undefined;
  };

  /** An operation's words in a locale: summary, description, parameter descriptions. */
  const textsOf = (o: Operation, locale: string): OperationTexts => {
    const sources = operationTexts(o);
    const key = `operations.${operationKey(o)}`;
    const pick = (field: string) => sources.find((s) => s.key === `${key}.${field}`);
    const summary = pick('summary');
    const description = pick('description');
    const localSummary = summary ? texts.get(summary, locale) : undefined;
    const localDescription = description ? texts.get(description, locale) : undefined;
    const markdown = localDescription?.text ?? localSummary?.text ?? '';
    const fallback = [localSummary, localDescription].find((t) => t && t.from !== locale);
    const parameterDescriptions = new Map<string, string>();
    for (const p of o.parameters) {
      const source = pick(`parameters.${p.name}`);
      if (source) parameterDescriptions.set(p.name, texts.get(source, locale).text);
    }
    const title = localSummary?.text ?? o.id;
    return {
      title,
      compiled: compile(markdown, o.pointer),
      ...(localSummary && localDescription ? { description: localDescription.text.split('\n')[0]! } : {}),
      tagLabel: tagLabel(o.tag, locale),
      parameterDescriptions,
      ...(fallback ? { fallbackFrom: fallback.from } : {}),
    };
  };

  const intro = introPages({
    locales,
    facts: introFacts(spec, index, { ...options, routeBase }),
    routeBase,
    specLocale,
    specFile: options.specFile,
    ...(options.introTemplates ? { templates: options.introTemplates } : {}),
    areaLabel: tagLabel,
    areaDescription: tagDescription,
  });

  const pages: Array<ApiOperationPageData | ApiIntroPageData> = [];
  const sidebars: SidebarData[] = [];
  const linkSources: LinkSource[] = [];
  const untranslated = new Map<string, string[]>();
  const localTexts = new Map<string, OperationTexts>();
  const alternatesOf = new Map(index.ordered.map((o) => [o.slug, Object.fromEntries(locales.list.map((l) => [l.code, locales.localizePath(`${routeBase}/${o.slug}`, l.code)]))]));
  for (const locale of locales.list) {
    for (const o of index.ordered) {
      const t = textsOf(o, locale.code);
      localTexts.set(`${locale.code} ${o.slug}`, t);
      if (t.fallbackFrom) untranslated.set(o.slug, [...(untranslated.get(o.slug) ?? []), locale.code]);
    }
  }
  for (const locale of locales.list) {
    const route = (slug?: string) => locales.localizePath(slug ? `${routeBase}/${slug}` : routeBase, locale.code);
    const introLabel = introTemplateFor(locales, locale.code, options.introTemplates).template.sidebarLabel;
    const label = (o: Operation) => localTexts.get(`${locale.code} ${o.slug}`)!.title;
    sidebars.push(apiSidebar(index, locale.code, introLabel, route, { operation: label, tag: (tag) => tagLabel(tag, locale.code) }));
    const link = (o: Operation | undefined): PageLink | undefined => (o ? { label: label(o), route: route(o.slug) } : undefined);
    index.ordered.forEach((o, at) => {
      const t = localTexts.get(`${locale.code} ${o.slug}`)!;
      const alternates = alternatesOf.get(o.slug)!;
      pages.push(
        operationPage(o, contents.get(o.slug)!, t, {
          locale: locale.code,
          route,
          localize: (target) => locales.localizePath(target, locale.code),
          alternates,
          untranslatedLocales: untranslated.get(o.slug) ?? [],
          introLabel,
          prev: link(index.ordered[at - 1]),
          next: link(index.ordered[at + 1]),
          specUrl: options.specUrl,
        }),
      );
      // Links in a description are checked like a doc's: from the locale whose words the page shows.
      if (t.compiled.links.length || t.compiled.images.length) {
        linkSources.push({ locale: locale.code, route: `${routeBase}/${o.slug}`, displayPath: `${options.specFile}${o.pointer}`, links: t.compiled.links, images: t.compiled.images });
      }
      for (const { pointer, compiled } of contents.get(o.slug)!.callbacks) {
        if (compiled && (compiled.links.length || compiled.images.length)) {
          linkSources.push({ locale: locale.code, route: `${routeBase}/${o.slug}`, displayPath: `${options.specFile}${pointer}`, links: compiled.links, images: compiled.images });
        }
      }
    });
  }
  pages.push(...intro.pages);
  return { pages, sidebars, linkSources: [...intro.linkSources, ...linkSources], warnings: [...spec.warnings, ...index.warnings] };
}
