import type { Element } from 'hast';
import type { Code } from 'mdast';
import type { State } from 'mdast-util-to-hast';
import { grammarFor, highlightCode } from './highlight.js';

/** Options written after a code fence's language: `title="file.yml" {1,4-6}`. */
export interface CodeMeta {
  title?: string;
  /** 1-based line numbers to highlight. */
  highlightLines: number[];
}

/** Reads a fence's meta string. Unknown words are ignored so Docusaurus fences keep working. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlightLines: [] };
  if (!meta) return result;
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  if (ranges) {
    for (const part of ranges[1]!.split(',')) {
      const [from, to] = part.trim().split('-').map(Number);
      if (from === undefined || Number.isNaN(from)) continue;
      for (let n = from; n <= (to ?? from); n++) result.highlightLines.push(n);
    }
  }
  return result;
}

/**
 * Renders a fence as `<pre data-language data-title data-highlight><code>`, highlighted at build
 * time when the language is known; otherwise the code stays one text node.
 */
export function codeToHast(_state: State, node: Code): Element {
  const meta = parseCodeMeta(node.meta);
  const language = node.lang ?? 'text';
  const grammar = grammarFor(language);
  return {
    type: 'element',
    tagName: 'pre',
    properties: {
      dataLanguage: language,
      ...(meta.title ? { dataTitle: meta.title } : {}),
      ...(meta.highlightLines.length ? { dataHighlight: meta.highlightLines.join(',') } : {}),
    },
    children: [
      grammar
        ? highlightCode(node.value, grammar, meta.highlightLines)
        : { type: 'element', tagName: 'code', properties: { className: [`language-${language}`] }, children: [{ type: 'text', value: node.value }] },
    ],
  };
}
