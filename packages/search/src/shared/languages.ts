import type lunrType from 'lunr';

type Lunr = typeof lunrType;
type PipelineFunction = lunrType.PipelineFunction;
type LanguagePlugin = (lunr: Lunr) => void;

/** lunr-languages module per locale with a stemmer; other locales use lunr's English stemmer for Latin words. */
const LANGUAGE_MODULES: Record<string, () => Promise<{ default: LanguagePlugin }>> = {
  ru: () => import('lunr-languages/lunr.ru.js'),
  de: () => import('lunr-languages/lunr.de.js'),
  fr: () => import('lunr-languages/lunr.fr.js'),
  es: () => import('lunr-languages/lunr.es.js'),
  pt: () => import('lunr-languages/lunr.pt.js'),
};

const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;

/** Pipeline labels stored in the index, so the browser rebuilds the same pipeline. */
export const stemmerLabel = (locale: string) => `lumidoc-stemmer-${locale}`;
export const stopWordLabel = (locale: string) => `lumidoc-stop-${locale}`;

interface LunrLanguages {
  stemmerSupport?: unknown;
  [language: string]: unknown;
}

/**
 * Registers the stemmer and stop-word filter for a locale and returns them. Words are stemmed by
 * their script: Cyrillic with the Russian stemmer, Latin with the locale's stemmer (English where
 * the locale has none), so English terms inside a Russian page still match. CJK words are kept.
 */
export async function languagePipeline(lunr: Lunr, locale: string): Promise<{ stemmer: PipelineFunction; stopWords: PipelineFunction; asciiStemmer: PipelineFunction }> {
  const registry = lunr as unknown as LunrLanguages;
  const language = locale.split('-')[0]!;
  const load = LANGUAGE_MODULES[language];
  if (load && !registry[language]) {
    if (!registry.stemmerSupport) {
      const support = await import('lunr-languages/lunr.stemmer.support.js');
      (support.default as LanguagePlugin)(lunr);
    }
    (await load()).default(lunr);
  }
  const own = registry[language] as { stemmer: PipelineFunction; stopWordFilter: PipelineFunction } | undefined;
  const latinStemmer = own && language !== 'ru' ? own.stemmer : lunr.stemmer;
  const cyrillicStemmer = language === 'ru' && own ? own.stemmer : undefined;

  const stemmer: PipelineFunction = (token, i, tokens) => {
    const text = token.toString();
    if (CYRILLIC.test(text)) return cyrillicStemmer ? cyrillicStemmer(token, i, tokens) : token;
    if (LATIN.test(text) && !/[._\-/:@]/.test(text)) return latinStemmer(token, i, tokens);
    return token;
  };
  const stopWords: PipelineFunction = (token, i, tokens) => {
    const kept = (lunr.stopWordFilter as unknown as PipelineFunction)(token, i, tokens);
    if (!kept || !own) return kept;
    return own.stopWordFilter(token, i, tokens);
  };
  const pipeline = lunr.Pipeline as unknown as { registeredFunctions: Record<string, unknown> };
  if (!pipeline.registeredFunctions[stemmerLabel(locale)]) {
    lunr.Pipeline.registerFunction(stemmer, stemmerLabel(locale));
    lunr.Pipeline.registerFunction(stopWords, stopWordLabel(locale));
  }
  return {
    stemmer: pipeline.registeredFunctions[stemmerLabel(locale)] as PipelineFunction,
    stopWords: pipeline.registeredFunctions[stopWordLabel(locale)] as PipelineFunction,
    // `stemmer` for a term of ASCII letters and digits, without its script tests: such a term is
    // Latin when it holds a letter, and a number (kept as it is) when it does not.
    asciiStemmer: (token, i, tokens) => (/[a-z]/i.test(token.toString()) ? latinStemmer(token, i, tokens) : token),
  };
}
