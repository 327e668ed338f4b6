/** One concept of a locale's terminology. */
export interface GlossaryTerm {
  /** Kebab-case English id of the concept: `administration`. */
  id: string;
  /** The English term or UI label. */
  en: string;
  /** The one term every page of the locale uses. */
  preferred: string;
  /** Variants that must not appear; a trailing `*` matches any ending (a stem). */
  avoid: string[];
  /** A label of the product's interface. */
  ui: boolean;
  note?: string;
}

export interface Glossary {
  locale: string;
  terms: GlossaryTerm[];
}

/** A glossary file that cannot be used: names the file, the line and the fix. */
export class GlossaryError extends Error {
  file: string;
  line: number;
}

/** Reads and checks a glossary file's YAML text. */
export function parseGlossary(text: string, file: string): Glossary;

/** The lines of a content file with everything that is not prose (code, URLs, ids, keys) blanked out. */
export function proseLines(text: string, kind: 'markdown' | 'yaml' | 'json'): string[];

export interface GlossaryFinding {
  file: string;
  line: number;
  column: number;
  /** The text found, as written on the page. */
  found: string;
  term: GlossaryTerm;
}

/** Every avoided variant in one file's prose lines; `<!-- glossary: allow <id> -->` excuses its own line and the next. */
export function findAvoidedTerms(glossary: Glossary, lines: string[], file: string, rawLines?: string[]): GlossaryFinding[];

export interface GlossaryCheckOptions {
  /** Folder of `<locale>.yaml` glossaries. */
  glossaryDir: string;
  /** Files of a locale to check, relative to `root`; `{locale}` is replaced. */
  sources: string[];
  root: string;
  /** Only these locales (default: every glossary). */
  locales?: string[];
}

export interface GlossaryReport {
  locale: string;
  files: number;
  findings: GlossaryFinding[];
}

export function checkGlossaries(options: GlossaryCheckOptions): GlossaryReport[];
