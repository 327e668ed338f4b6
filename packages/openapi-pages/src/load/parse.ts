import { ContentError } from '@lumidoc/content-pipeline';
import { parse as parseYaml } from 'yaml';

/**
 * Alias uses a YAML file may make before it is taken for an alias bomb (a few lines that expand
 * to billions of nodes). Hand-written descriptions use a handful.
 */
export const MAX_YAML_ALIASES = 200;

/** Parses a description's text, JSON or YAML. Refuses alias bombs and text that is neither. */
export function parseDescription(text: string, displayPath: string): unknown {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      // A JSON-looking file can still be YAML (flow style); try that before giving up.
      try {
        return parseYamlSafely(text, displayPath);
      } catch {
        throw new ContentError({ file: displayPath }, `the OpenAPI description is not valid JSON: ${(error as Error).message}`, 'fix the JSON syntax at the position named in the message');
      }
    }
  }
  return parseYamlSafely(text, displayPath);
}

function parseYamlSafely(text: string, displayPath: string): unknown {
  try {
    return parseYaml(text, { maxAliasCount: MAX_YAML_ALIASES, prettyErrors: false, merge: true }) as unknown;
  } catch (error) {
    const message = (error as Error).message;
    if (/alias/i.test(message)) {
      throw new ContentError(
        { file: displayPath },
        `the OpenAPI description uses YAML aliases that expand too far (more than ${MAX_YAML_ALIASES} alias uses, or aliases nested inside aliases): it would take unbounded time and memory to read`,
        'write the repeated parts once under components and point to them with $ref instead of YAML anchors (&) and aliases (*)',
      );
    }
    const line = (error as { linePos?: Array<{ line: number }> }).linePos?.[0]?.line;
    throw new ContentError({ file: displayPath, ...(line ? { line } : {}) }, `the OpenAPI description is not valid YAML or JSON: ${message.split('\n')[0]}`, 'fix the syntax at the line named in the message');
  }
}
