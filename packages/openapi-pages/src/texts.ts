import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ContentError } from '@lumidoc/content-pipeline';
import type { LocaleSet } from '@lumidoc/i18n';
import type { OpenAPIV3 } from 'openapi-types';
import type { Operation } from './operations.js';

/** One translated text and the hash of the source text it was translated from. */
export interface OverlayEntry {
  text: string;
  /** First 12 hex digits of the SHA-256 of the source text (`sourceHash` below). */
  sourceHash: string;
}

/** The translatable texts of one operation. */
export interface OperationOverlay {
  summary?: OverlayEntry;
  description?: OverlayEntry;
  /** Parameter descriptions by parameter name. */
  parameters?: Record<string, OverlayEntry>;
}

/**
 * A translation of the description's prose into one locale: `<spec folder>/i18n/<locale>.json`.
 * Operations are keyed by `operationId` (by their JSON pointer, `#/paths/~1x/get`, when they have
 * none), tags by their name.
 */
export interface ApiOverlay {
  operations?: Record<string, OperationOverlay>;
  tags?: Record<string, { name?: OverlayEntry; description?: OverlayEntry }>;
}

const hashes = new Map<string, string>();
/** The hash an overlay entry records: the first 12 hex digits of the SHA-256 of the source text. */
export function sourceHash(text: string): string {
  let hash = hashes.get(text);
  if (hash === undefined) {
    hash = createHash('sha256').update(text).digest('hex').slice(0, 12);
    if (hashes.size > 50_000) hashes.clear();
    hashes.set(text, hash);
  }
  return hash;
}

/** Where the overlays of a description live: `i18n/` beside it. */
export const overlayDir = (specPath: string) => path.join(path.dirname(specPath), 'i18n');

/** Reads every `<locale>.json` overlay beside the description (none when the folder is missing). */
export function loadOverlays(specPath: string, displayPath: string, locales: readonly string[]): Map<string, ApiOverlay> {
  const overlays = new Map<string, ApiOverlay>();
  for (const locale of locales) {
    const file = path.join(overlayDir(specPath), `${locale}.json`);
    if (!fs.existsSync(file)) continue;
    const shown = path.join(path.dirname(displayPath), 'i18n', `${locale}.json`).split(path.sep).join('/');
    let overlay: unknown;
    try {
      overlay = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      throw new ContentError({ file: shown }, `the API translation is not valid JSON: ${(error as Error).message}`, 'fix the JSON syntax');
    }
    if (!overlay || typeof overlay !== 'object' || Array.isArray(overlay)) throw new ContentError({ file: shown }, 'the API translation at # must be an object with "operations" and "tags"', 'see the README of @lumidoc/openapi-pages for the format');
    overlays.set(locale, overlay as ApiOverlay);
  }
  return overlays;
}

/** How a text reads in one locale, and from which locale it comes. */
export interface LocalText {
  text: string;
  /** Locale whose words these are; the spec's locale when no translation applies. */
  from: string;
  status: 'source' | 'translated' | 'missing' | 'outdated';
}

/** The key of an operation in the overlays: its operationId, else its JSON pointer. */
export const operationKey = (o: Operation) => (o.hasOperationId ? o.id : o.pointer);

/** Every translatable text of a description, with its place in an overlay. */
export interface SourceText {
  /** `operations.getAlbum.summary`, `tags.Albums.name`, `operations.getAlbum.parameters.id`. */
  key: string;
  text: string;
  pick: (overlay: ApiOverlay) => OverlayEntry | undefined;
}

/** The texts of an operation that a translation covers. */
export function operationTexts(o: Operation): SourceText[] {
  const key = operationKey(o);
  const texts: SourceText[] = [];
  if (o.op.summary) texts.push({ key: `operations.${key}.summary`, text: o.op.summary, pick: (ov) => ov.operations?.[key]?.summary });
  if (o.op.description) texts.push({ key: `operations.${key}.description`, text: o.op.description, pick: (ov) => ov.operations?.[key]?.description });
  for (const p of o.parameters) {
    if (p.description) texts.push({ key: `operations.${key}.parameters.${p.name}`, text: p.description, pick: (ov) => ov.operations?.[key]?.parameters?.[p.name] });
  }
  return texts;
}

/** The texts of a tag that a translation covers. */
export function tagTexts(tag: string, described: OpenAPIV3.TagObject | undefined): SourceText[] {
  const texts: SourceText[] = [{ key: `tags.${tag}.name`, text: tag, pick: (ov) => ov.tags?.[tag]?.name }];
  if (described?.description) texts.push({ key: `tags.${tag}.description`, text: described.description, pick: (ov) => ov.tags?.[tag]?.description });
  return texts;
}

/** Looks texts up in a locale's fallback chain of overlays. */
export class ApiTexts {
  constructor(
    private readonly overlays: ReadonlyMap<string, ApiOverlay>,
    private readonly locales: LocaleSet,
    private readonly specLocale: string,
  ) {}

  /** The text in `locale`: its own current translation, else the next one along its fallback chain, else the source. */
  get(source: SourceText, locale: string): LocalText {
    let status: LocalText['status'] = 'missing';
    for (const code of this.locales.fallbackChain(locale)) {
      if (code === this.specLocale) return { text: source.text, from: code, status: code === locale ? 'source' : status };
      const entry = this.overlays.get(code) ? source.pick(this.overlays.get(code)!) : undefined;
      const current = entry && typeof entry.text === 'string' && entry.sourceHash === sourceHash(source.text);
      if (current) return { text: entry.text, from: code, status: code === locale ? 'translated' : status };
      if (code === locale && entry) status = 'outdated';
    }
    return { text: source.text, from: this.specLocale, status };
  }
}

/** Per locale: how many API texts are translated, missing and outdated. */
export interface ApiTranslationRow {
  locale: string;
  translated: number;
  missing: number;
  outdated: number;
  outdatedKeys: string[];
}

/** Counts the API texts of a description per locale, as `npm run i18n:status` shows them. */
export function apiTranslationStatus(texts: readonly SourceText[], overlays: ReadonlyMap<string, ApiOverlay>, locales: readonly string[], specLocale: string): ApiTranslationRow[] {
  return locales
    .filter((locale) => locale !== specLocale)
    .map((locale) => {
      const overlay = overlays.get(locale);
      const row: ApiTranslationRow = { locale, translated: 0, missing: 0, outdated: 0, outdatedKeys: [] };
      for (const text of texts) {
        const entry = overlay ? text.pick(overlay) : undefined;
        if (!entry) row.missing++;
        else if (entry.sourceHash === sourceHash(text.text)) row.translated++;
        else {
          row.outdated++;
          row.outdatedKeys.push(text.key);
        }
      }
      return row;
    });
}
