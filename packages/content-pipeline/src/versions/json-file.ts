import { LineCounter, parseDocument } from 'yaml';
import { ContentError } from '../errors.js';

/** A parsed JSON file that can say on which line a value stands. */
export interface JsonFile {
  value: unknown;
  /** Line of the value at `path` (keys and array indexes), when it exists. */
  lineOf(path: ReadonlyArray<string | number>): number | undefined;
}

/**
 * Parses a JSON configuration file. JSON is read as YAML 1.2 (a superset of JSON) because that
 * parser keeps source positions: a syntax error, and later a wrong value, get their line.
 */
export function parseJsonFile(text: string, file: string, fix: string): JsonFile {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const lineAt = (offset: number | undefined) => (offset === undefined ? undefined : lineCounter.linePos(offset).line);
  const error = doc.errors[0];
  if (error) throw new ContentError({ file, line: lineAt(error.pos[0]) }, `is not valid JSON: ${error.message.split('\n')[0]}`, fix);
  return {
    value: doc.toJS(),
    lineOf: (path) => {
      const node = path.length === 0 ? doc.contents : doc.getIn(path, true);
      const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
      return lineAt(range?.[0]);
    },
  };
}
