import type { Processor } from 'unified';

/** The parts of micromark's tokenizer context and effects the guard reads. */
interface TokenizeContext {
  now(): { line: number };
  events: Array<[string, { type: string }, unknown]>;
}
type State = (code: number | null) => State | undefined;
type Tokenize = (this: TokenizeContext, effects: unknown, ok: State, nok: State) => State;
interface Construct {
  name?: string;
  tokenize: Tokenize;
}
interface SyntaxExtension {
  flow?: Record<string, Construct | Construct[]>;
}

/**
 * Whether a line could be a GFM table's delimiter row: only `-`, `:`, `|`, spaces and tabs, at
 * least one `-` and one `:` or `|` (without either it is a thematic break or a setext underline),
 * after any `>`, indentation or list marker of the containers around it.
 */
export function mayBeDelimiterRow(line: string): boolean {
  return DELIMITER_ROW_CHARACTERS.test(line) && line.includes('-') && (line.includes('|') || line.includes(':'));
}
const DELIMITER_ROW_CHARACTERS = /^[ \t>*+.)0-9|:-]+$/;

/** The lines (numbered from 1, as micromark numbers them) a table's head row could be on: those followed by a possible delimiter row. */
export function possibleTableHeadLines(markdown: string): Set<number> {
  const lines = markdown.split(/\r\n|\r|\n/);
  const heads = new Set<number>();
  for (let next = 1; next < lines.length; next++) if (mayBeDelimiterRow(lines[next]!)) heads.add(next);
  return heads;
}

/**
 * Lets GFM's table construct start a table only on a line followed by a possible delimiter row
 * (use after remark-gfm). micromark tries the construct at the start of every line of flow, and
 * it reads the whole line as a head row before it finds that the next line is no delimiter row:
 * a third of parsing a page that has a table. A try on another line now fails at once, as it would
 * have failed anyway; a try that continues a table (a body row) is left alone. The tree is the same.
 */
export function remarkGuardTableHeads(this: Processor): void {
  let headLines: Set<number> | undefined;
  const data = this.data() as { micromarkExtensions?: Array<SyntaxExtension | SyntaxExtension[]> };
  data.micromarkExtensions = (data.micromarkExtensions ?? []).flat().map((extension) => withGuardedTable(extension, () => headLines));
  const parse = this.parser;
  if (!parse) throw new Error('remarkGuardTableHeads needs a parser: use it after remark-parse');
  this.parser = (document, file) => {
    headLines = possibleTableHeadLines(String(document));
    try {
      return parse(document, file);
    } finally {
      headLines = undefined;
    }
  };
}

function withGuardedTable(extension: SyntaxExtension, headLines: () => Set<number> | undefined): SyntaxExtension {
  const constructs = extension.flow?.['null'];
  if (!constructs || ![constructs].flat().some((construct) => construct.name === 'table')) return extension;
  const guarded = [constructs].flat().map((construct) => (construct.name === 'table' ? guardedTable(construct, headLines) : construct));
  return { ...extension, flow: { ...extension.flow, null: guarded } };
}

function guardedTable(table: Construct, headLines: () => Set<number> | undefined): Construct {
  return {
    ...table,
    tokenize(effects, ok, nok) {
      const start = table.tokenize.call(this, effects, ok, nok);
      return (code) => {
        const lines = headLines();
        return lines && !lines.has(this.now().line) && !continuesTable(this.events) ? nok(code) : start(code);
      };
    },
  };
}

/** Whether the construct is tried right after a table's row, to read a body row (as the construct itself decides). */
function continuesTable(events: TokenizeContext['events']): boolean {
  let index = events.length - 1;
  while (index > -1 && (events[index]![1].type === 'lineEnding' || events[index]![1].type === 'linePrefix')) index--;
  const tail = index > -1 ? events[index]![1].type : undefined;
  return tail === 'tableHead' || tail === 'tableRow';
}
