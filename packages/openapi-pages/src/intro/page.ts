import { compileMarkdown, localizeHast, type ApiIntroPageData, type CompiledMarkdown, type LinkSource } from '@lumidoc/content-pipeline';
import type { LocaleSet } from '@lumidoc/i18n';
import { markdownText } from '../markdown-text.js';
import type { IntroFacts } from './template.js';
import type { IntroTemplate } from './template.js';
import { introTemplateFor } from './templates.js';

/** What the introduction pages are made from. */
export interface IntroPagesInput {
  locales: LocaleSet;
  facts: IntroFacts;
  /** Locale-neutral route of the introduction: `/docs/api`. */
  routeBase: string;
  /** Language of the spec's own text (`info.description`, scheme descriptions). */
  specLocale: string;
  /** Shown in error messages about the generated Markdown. */
  specFile: string;
  /** The introduction's words per locale (default: Lumidoc's own, in its ten locales). */
  templates?: Readonly<Record<string, IntroTemplate>>;
  /** A tag's name in a locale (translated, else as written). */
  areaLabel?: (tag: string, locale: string) => string;
  /** A tag's description in a locale, when it has one. */
  areaDescription?: (tag: string, locale: string) => string | undefined;
}

/** A value for an inline code span: no backtick or line break can end it early. */
const inCode = (text: string) => text.replace(/`/g, 'ˋ').replace(/[\r\n]+/g, ' ');
/** A URL for an inline code span: backticks and spaces percent-encoded, which leaves the URL the same. */
const urlInCode = (url: string) => url.replace(/`/g, '%60').replace(/\s/g, '%20');

/**
 * The facts as the Markdown templates may write them: names from the description (title, tags,
 * URLs, scheme names) are text, never Markdown, so none can add a link or markup to the page.
 */
function markdownFacts(facts: IntroFacts): IntroFacts {
  return {
    ...facts,
    title: markdownText(facts.title),
    version: markdownText(facts.version),
    baseUrl: urlInCode(facts.baseUrl),
    sampleServerUrl: urlInCode(facts.sampleServerUrl),
    schemes: facts.schemes.map((s) => ({ ...s, name: inCode(s.name), key: inCode(s.key) })),
    ...(facts.apiKeyHeader ? { apiKeyHeader: inCode(facts.apiKeyHeader) } : {}),
    ...(facts.sampleCall ? { sampleCall: { ...facts.sampleCall, path: urlInCode(facts.sampleCall.path) } } : {}),
    errors: facts.errors.map((e) => ({ ...e, status: inCode(e.status) })),
  };
}

/** Facts as a template in `templateLocale` may use them: the spec's own prose only in its language. */
function factsFor(facts: IntroFacts, templateLocale: string, specLocale: string): IntroFacts {
  if (templateLocale === specLocale) return facts;
  const { description: _description, ...rest } = facts;
  return { ...rest, schemes: facts.schemes.map(({ description: _d, ...scheme }) => scheme) };
}

/**
 * The introduction in every locale. A locale without its own words gets those of its fallback
 * chain, marked as a fallback (`fallbackFrom`, `noindex`, canonical to the source). Each template's
 * links are returned once, to be checked with the rest of the site.
 */
export function introPages({ locales, facts, routeBase, specLocale, specFile, templates, areaLabel = (tag) => tag, areaDescription = () => undefined }: IntroPagesInput): { pages: ApiIntroPageData[]; linkSources: LinkSource[] } {
  const compiled = new Map<string, CompiledMarkdown>();
  const linkSources: LinkSource[] = [];
  const chosen = new Map(locales.list.map((l) => [l.code, introTemplateFor(locales, l.code, templates)]));
  const alternates = Object.fromEntries(locales.list.map((l) => [l.code, locales.localizePath(routeBase, l.code)]));
  const untranslatedLocales = locales.list.filter((l) => chosen.get(l.code)!.locale !== l.code).map((l) => l.code);

  const pages = locales.list.map((locale): ApiIntroPageData => {
    const { locale: source, template } = chosen.get(locale.code)!;
    const localFacts = factsFor({ ...facts, areas: facts.areas.map((a) => ({ ...a, label: areaLabel(a.tag, source), ...(areaDescription(a.tag, source) ? { description: areaDescription(a.tag, source)! } : {}) })) }, source, specLocale);
    let intro = compiled.get(source);
    if (!intro) {
      const displayPath = `${specFile} (API introduction, ${source})`;
      intro = compileMarkdown(template.markdown(markdownFacts(localFacts)), { file: displayPath, frontMatter: false });
      compiled.set(source, intro);
      linkSources.push({ locale: locales.has(source) ? source : locale.code, route: routeBase, displayPath, links: intro.links, images: intro.images });
    }
    const route = locales.localizePath(routeBase, locale.code);
    const isFallback = source !== locale.code;
    return {
      kind: 'api-intro',
      locale: locale.code,
      route,
      title: template.title(localFacts),
      description: template.description(localFacts),
      alternates,
      untranslatedLocales,
      ...(isFallback ? { fallbackFrom: source } : {}),
      canonicalRoute: isFallback && locales.has(source) ? locales.localizePath(routeBase, source) : route,
      noindex: isFallback,
      sidebarId: 'api',
      body: localizeHast(intro.body, (target) => locales.localizePath(target, locale.code)),
      toc: intro.toc,
      version: facts.version,
      baseUrl: facts.baseUrl,
      areas: facts.areas.map((a) => ({ tag: a.tag, label: areaLabel(a.tag, source), count: a.count, route: locales.localizePath(a.route, locale.code) })),
      specUrl: facts.specUrl,
    };
  });
  return { pages, linkSources };
}
