import type { OpenAPIV3 } from 'openapi-types';
import { loadSpec } from './load.js';
import { indexOperations } from './operations.js';
import { apiTranslationStatus, loadOverlays, operationTexts, tagTexts, type ApiTranslationRow } from './texts.js';

/**
 * How far each locale's translation of a description's prose has come (`npm run i18n:status`):
 * per locale, the summaries, descriptions, parameter descriptions and tags that are translated,
 * missing, or translated from a source text that has changed since (outdated).
 */
export async function apiTranslationReport(specPath: string, locales: readonly string[], specLocale = 'en', displayPath = specPath): Promise<{ total: number; locales: ApiTranslationRow[] }> {
  const spec = await loadSpec(specPath, displayPath);
  const index = indexOperations(spec.api, displayPath, '/docs/api');
  const tags = new Map((spec.api.tags ?? []).map((t): [string, OpenAPIV3.TagObject] => [t.name, t]));
  const texts = [...index.ordered.flatMap(operationTexts), ...index.tags.flatMap((tag) => tagTexts(tag, tags.get(tag)))];
  return { total: texts.length, locales: apiTranslationStatus(texts, loadOverlays(specPath, displayPath, locales), locales, specLocale) };
}
