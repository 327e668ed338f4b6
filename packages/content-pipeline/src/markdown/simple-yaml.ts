// Most front matter is a few `key: value` lines. Reading those without the full YAML parser saves
// about a twentieth of a docs file's compile; anything this reader is not sure of (comments,
// nesting, lists, escapes, words YAML reads as null or a number) is left to the parser.

/** One `key: value` line: the key and the value as YAML reads it. */
export type SimplePair = [key: string, value: string | number | boolean];

const LINE = /^([A-Za-z_][A-Za-z0-9_]*): (.+)$/;
/** Quoted without escapes: `"…"` holds no `"` or `\`, `'…'` no `'`. */
const QUOTED = /^(?:"([^"\\]*)"|'([^']*)')$/;
/** A decimal integer as YAML's core schema reads it, small enough to stay exact. */
const INTEGER = /^(?:0|[1-9][0-9]{0,14})$/;
/**
 * A plain (unquoted) string that no YAML rule reads otherwise: it begins with a letter or `/`, holds
 * no `:`, `#` or other indicator, and does not end in a space.
 */
const PLAIN = /^[A-Za-z/][A-Za-z0-9 _.,()/'-]*[A-Za-z0-9_.)'/-]$|^[A-Za-z/]$/;
/** Plain words YAML 1.2's core schema reads as null or booleans. */
const RESERVED = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;

/**
 * The pairs of a YAML text made only of `key: value` lines (each key once) whose values are quoted
 * strings without escapes, whole numbers, `true`, `false` or plain words; undefined for any other
 * text, which the YAML parser reads instead. Where it answers, it answers as the parser would.
 */
export function readSimpleYaml(text: string): SimplePair[] | undefined {
  const pairs: SimplePair[] = [];
  const keys = new Set<string>();
  for (const written of text.split('\n')) {
    const line = written.endsWith('\r') ? written.slice(0, -1) : written;
    const match = LINE.exec(line);
    if (!match || keys.has(match[1]!)) return undefined;
    const value = valueOf(match[2]!);
    if (value === undefined) return undefined;
    keys.add(match[1]!);
    pairs.push([match[1]!, value]);
  }
  return pairs.length > 0 ? pairs : undefined;
}

function valueOf(written: string): string | number | boolean | undefined {
  const quoted = QUOTED.exec(written);
  if (quoted) return quoted[1] ?? quoted[2]!;
  if (INTEGER.test(written)) return Number(written);
  if (written === 'true' || written === 'false') return written === 'true';
  return PLAIN.test(written) && !RESERVED.test(written) ? written : undefined;
}
