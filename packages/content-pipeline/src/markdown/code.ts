import type { Element } from 'hast';
import type { Code, Root } from 'mdast';
import type { State } from 'mdast-util-to-hast';
import { ContentError } from '../errors.js';
import { grammarFor, highlightCode } from './highlight.js';
import { mermaidPlaceholder } from './mermaid-placeholder.js';
import { npm2yarnTabs } from './npm2yarn-tabs.js';
import { walkType } from './walk.js';

/** Options written after a code fence's language: `title="file.yml" {1,4-6} showLineNumbers=5`. */
export interface CodeMeta {
  title?: string;
  /** 1-based line numbers to highlight. */
  highlightLines: number[];
  /** Number of the first line when the fence asks for line numbers (`showLineNumbers`: 1, `showLineNumbers=5`: 5). */
  lineNumbersFrom?: number;
  /** The fence asks for its npm commands in Yarn and pnpm too (`npm2yarn`): tabs npm / Yarn / pnpm. */
  npm2yarn?: boolean;
}

const TITLE = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const LINE_NUMBERS = /(?:^|\s)showLineNumbers(?:=(\S*))?(?=\s|$)/;
const NPM2YARN = /(?:^|\s)npm2yarn(?=\s|$)/;

/** Reads a fence's meta string. Unknown words are ignored so Docusaurus fences keep working. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlightLines: [] };
  if (!meta) return result;
  const title = TITLE.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  // The rest is read without the title, whose text may hold braces or the word showLineNumbers.
  const rest = title ? meta.slice(0, title.index) + meta.slice(title.index + title[0].length) : meta;
  const ranges = /\{([\d,\s-]+)\}/.exec(rest);
  if (ranges) {
    for (const part of ranges[1]!.split(',')) {
      const [from, to] = part.trim().split('-').map(Number);
      if (from === undefined || Number.isNaN(from)) continue;
      for (let n = from; n <= (to ?? from); n++) result.highlightLines.push(n);
    }
  }
  const lineNumbers = LINE_NUMBERS.exec(rest);
  if (lineNumbers && (lineNumbers[1] === undefined || /^\d+$/.test(lineNumbers[1]))) result.lineNumbersFrom = lineNumbers[1] === undefined ? 1 : Number(lineNumbers[1]);
  if (NPM2YARN.test(rest)) result.npm2yarn = true;
  return result;
}

/** How a comment is written in one family of languages, around the directive it holds. */
const COMMENT_STYLES = {
  slash: ['//', ''],
  block: ['/\\*', '\\*/'],
  jsx: ['\\{\\s*/\\*', '\\*/\\s*\\}'],
  hash: ['#', ''],
  html: ['<!--', '-->'],
  dash: ['--', ''],
  percent: ['%', ''],
} as const;
type CommentStyle = keyof typeof COMMENT_STYLES;
const ALL_STYLES = Object.keys(COMMENT_STYLES) as CommentStyle[];

/** The comment styles a magic comment may take per fence language; any other language accepts them all. */
const STYLES_BY_LANGUAGE: Record<string, readonly CommentStyle[]> = {};
const stylesFor = (languages: string, styles: readonly CommentStyle[]) => {
  for (const language of languages.split(' ')) STYLES_BY_LANGUAGE[language] = styles;
};
stylesFor('js javascript mjs cjs ts typescript java c cpp cs csharp go rust swift kotlin scala dart php json5 jsonc scss less groovy', ['slash', 'block']);
stylesFor('css', ['block']);
stylesFor('jsx tsx', ['slash', 'block', 'jsx']);
stylesFor('html xml svg vue', ['slash', 'block', 'html']);
stylesFor('bash sh shell zsh console python py yaml yml toml docker dockerfile ruby rb r perl powershell ps1 dotenv env ini conf nginx makefile', ['hash']);
stylesFor('markdown md mdx', ['html', 'jsx', 'hash']);
stylesFor('sql lua haskell hs', ['dash']);
stylesFor('tex latex matlab', ['percent']);

type MagicDirective = 'highlight-next-line' | 'highlight-start' | 'highlight-end';
const patternCache = new Map<string, RegExp>();

/** The pattern of a line that is nothing but a magic comment, in the styles of `language`. */
function magicCommentPattern(language: string): RegExp {
  const styles = STYLES_BY_LANGUAGE[language.toLowerCase()] ?? ALL_STYLES;
  const key = styles.join(',');
  let pattern = patternCache.get(key);
  if (!pattern) {
    const alternatives = styles.map((style) => `${COMMENT_STYLES[style][0]}\\s*(highlight-next-line|highlight-start|highlight-end)\\s*${COMMENT_STYLES[style][1]}`);
    pattern = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
    patternCache.set(key, pattern);
  }
  return pattern;
}

/**
 * Removes the lines of `code` that are Docusaurus magic comments (`// highlight-next-line`,
 * `# highlight-start` … `# highlight-end`, in the comment styles of `language`) and returns the
 * code without them and the 1-based lines of that code to highlight. `lineOf` maps a 0-based line
 * of `code` to its line in the file, for errors.
 */
export function applyMagicComments(code: string, language: string, at: { file: string; lineOf: (index: number) => number | undefined }): { code: string; highlightLines: number[] } {
  const pattern = magicCommentPattern(language);
  const lines = code.split('\n');
  if (!lines.some((line) => pattern.test(line))) return { code, highlightLines: [] };
  const kept: string[] = [];
  const highlighted = new Set<number>();
  const openRanges: number[] = [];
  let nextLine: number | undefined;
  lines.forEach((line, index) => {
    const directive = pattern.exec(line)?.slice(1).find(Boolean) as MagicDirective | undefined;
    if (directive === 'highlight-next-line') {
      nextLine = index;
    } else if (directive === 'highlight-start') {
      openRanges.push(index);
    } else if (directive === 'highlight-end') {
      if (openRanges.pop() === undefined) {
        throw new ContentError({ file: at.file, line: at.lineOf(index) }, 'highlight-end closes no highlight-start in this code block', 'add a highlight-start comment on the line before the first line to highlight, or remove this one');
      }
    } else {
      kept.push(line);
      if (nextLine !== undefined || openRanges.length > 0) highlighted.add(kept.length);
      nextLine = undefined;
    }
  });
  if (openRanges.length > 0) {
    throw new ContentError({ file: at.file, line: at.lineOf(openRanges.at(-1)!) }, 'highlight-start is never ended in this code block', 'add a highlight-end comment after the last line to highlight');
  }
  if (nextLine !== undefined) {
    throw new ContentError({ file: at.file, line: at.lineOf(nextLine) }, 'highlight-next-line is the last line of the code block, so it highlights nothing', 'put it on the line before the line to highlight, or remove it');
  }
  return { code: kept.join('\n'), highlightLines: [...highlighted].sort((a, b) => a - b) };
}

/** What `prepareCodeBlocks` leaves on a code node for `codeToHast`. */
interface PreparedCode {
  magicHighlightLines?: number[];
}

/**
 * Checks each fence's meta and applies its magic comments: comment lines are removed and the lines
 * they mark are highlighted. As in Docusaurus, a fence without a language, or whose meta names
 * lines (`{1,3}`), keeps its comments as written.
 */
export function prepareCodeBlocks(tree: Root, file: string): void {
  walkType<Code>(tree, 'code', (node) => {
    const start = node.position?.start.line;
    const lineNumbers = node.meta ? LINE_NUMBERS.exec(node.meta.replace(TITLE, '')) : null;
    if (lineNumbers?.[1] !== undefined && !/^\d+$/.test(lineNumbers[1])) {
      throw new ContentError({ file, line: start }, `showLineNumbers=${lineNumbers[1]} is not a line number`, 'write showLineNumbers to number the lines from 1, or showLineNumbers=5 to start at 5');
    }
    // A diagram's source goes to its renderer as written.
    if (!node.lang || node.lang === 'mermaid' || parseCodeMeta(node.meta).highlightLines.length > 0) return;
    const { code, highlightLines } = applyMagicComments(node.value, node.lang, { file, lineOf: (index) => (start === undefined ? undefined : start + 1 + index) });
    if (highlightLines.length === 0 && code === node.value) return;
    node.value = code;
    node.data = { ...node.data, magicHighlightLines: highlightLines } as Code['data'];
  });
}

/**
 * Renders a fence as `<pre data-language data-title data-highlight data-line-numbers><code>`,
 * highlighted at build time when the language is known; otherwise the code stays one text node.
 * An `npm2yarn` fence becomes tabs of such blocks, one per package manager, with the same title and
 * lines; a `mermaid` fence a placeholder that a later step renders to SVG.
 */
export function codeToHast(_state: State, node: Code): Element {
  if (node.lang === 'mermaid') return mermaidPlaceholder(node.value, node.position?.start.line);
  const meta = parseCodeMeta(node.meta);
  const highlightLines = (node.data as PreparedCode | undefined)?.magicHighlightLines ?? meta.highlightLines;
  const block = (code: string) => codeBlock(code, node.lang ?? 'text', meta, highlightLines);
  return meta.npm2yarn ? npm2yarnTabs(node.value, block) : block(node.value);
}

function codeBlock(code: string, language: string, meta: CodeMeta, highlightLines: readonly number[]): Element {
  const grammar = grammarFor(language);
  return {
    type: 'element',
    tagName: 'pre',
    properties: {
      dataLanguage: language,
      ...(meta.title ? { dataTitle: meta.title } : {}),
      ...(highlightLines.length ? { dataHighlight: highlightLines.join(',') } : {}),
      ...(meta.lineNumbersFrom !== undefined ? { dataLineNumbers: String(meta.lineNumbersFrom) } : {}),
    },
    children: [
      grammar
        ? highlightCode(code, grammar, highlightLines)
        : { type: 'element', tagName: 'code', properties: { className: [`language-${language}`] }, children: [{ type: 'text', value: code }] },
    ],
  };
}
