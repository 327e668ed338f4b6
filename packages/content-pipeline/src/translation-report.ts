import { parseFrontMatter } from './markdown/front-matter.js';
import { sourceHash } from './docs/sources.js';

/** A Markdown file of a collection, by locale and path inside the locale folder. */
export interface LocalizedFile {
  /** `docs`, `blog`, `pages`. */
  collection: string;
  locale: string;
  /** Path inside the locale folder, e.g. `install/docker-compose.md`. */
  path: string;
  text: string;
}

/** How far one locale's translation of a collection is. */
export interface LocaleTranslationStatus {
  locale: string;
  translated: number;
  outdated: string[];
  missing: string[];
  /** Translations without `source_hash`: their state cannot be known. */
  untracked: string[];
}

/**
 * Compares every translation's `source_hash` with the source file it came from (YAML data pages are
 * only checked for being there). Pure: files in,
 * one row per locale out (the source locale itself is not listed).
 */
export function translationReport(files: readonly LocalizedFile[], locales: readonly string[], sourceLocale = 'en'): LocaleTranslationStatus[] {
  const key = (f: Pick<LocalizedFile, 'collection' | 'path'>) => `${f.collection}/${f.path}`;
  const sources = new Map(files.filter((f) => f.locale === sourceLocale).map((f) => [key(f), sourceHash(f.text)]));
  return locales
    .filter((locale) => locale !== sourceLocale)
    .map((locale) => {
      const own = new Map(files.filter((f) => f.locale === locale).map((f) => [key(f), f]));
      const row: LocaleTranslationStatus = { locale, translated: 0, outdated: [], missing: [], untracked: [] };
      for (const [name, hash] of sources) {
        const file = own.get(name);
        if (!file) row.missing.push(name);
        // Data pages (`home.yml`) carry no front matter: being there is all that can be known.
        else if (!/\.mdx?$/.test(name)) row.translated++;
        else {
          const recorded = parseFrontMatter(file.text, name).frontMatter.source_hash;
          if (recorded === undefined) row.untracked.push(name);
          else if (recorded !== hash) row.outdated.push(name);
          else row.translated++;
        }
      }
      return row;
    });
}
