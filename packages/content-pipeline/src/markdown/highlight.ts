import type { Element, Root } from 'hast';
import type { HighlighterCore, LanguageRegistration, ThemeRegistration } from 'shiki/core';
import type * as ShikiCore from 'shiki/core';
import type * as ShikiEngine from 'shiki/engine/javascript';
import { lazyModule } from './lazy-module.js';

/** Fence names that mean the same grammar. */
const ALIASES: Record<string, string> = { shell: 'bash', sh: 'bash', zsh: 'bash', console: 'bash', env: 'dotenv', dockerfile: 'docker', ts: 'typescript', js: 'javascript', yml: 'yaml', py: 'python', ps1: 'powershell', conf: 'ini' };

/** The grammars a build highlights with (others are shown as plain text). */
const LANGUAGES = ['bash', 'css', 'diff', 'docker', 'dotenv', 'html', 'ini', 'javascript', 'json', 'jsx', 'nginx', 'powershell', 'python', 'sql', 'toml', 'tsx', 'typescript', 'xml', 'yaml'];

let highlighter: HighlighterCore | undefined;

/**
 * One synchronous highlighter for the whole build, created on first use (JavaScript regex engine,
 * no WASM); Shiki and its grammars are loaded then too.
 */
function getHighlighter(): HighlighterCore {
  const load = <T>(id: string) => lazyModule<{ default: T }>(id)().default;
  highlighter ??= lazyModule<typeof ShikiCore>('shiki/core')().createHighlighterCoreSync({
    themes: ['github-light-default', 'github-dark-default'].map((theme) => load<ThemeRegistration>(`shiki/themes/${theme}.mjs`)),
    langs: LANGUAGES.map((language) => load<LanguageRegistration[]>(`shiki/langs/${language}.mjs`)),
    engine: lazyModule<typeof ShikiEngine>('shiki/engine/javascript')().createJavaScriptRegexEngine(),
  });
  return highlighter;
}

/** The grammar for a fence language, or undefined when it is plain text or unknown. */
export function grammarFor(language: string): string | undefined {
  const name = ALIASES[language] ?? language;
  return getHighlighter().getLoadedLanguages().includes(name) ? name : undefined;
}

/**
 * Highlights code at build time with light and dark colours at once (CSS variables `--shiki-light`
 * and `--shiki-dark`), marking the given 1-based lines with `data-highlighted`. Returns the
 * `<code>` element; the browser ships no highlighter.
 */
export function highlightCode(code: string, grammar: string, highlightLines: readonly number[]): Element {
  // The same block recurs in every locale of a page: highlight it once, hand out copies (callers
  // change the tree afterwards).
  const key = `${grammar}\u0000${highlightLines.join(',')}\u0000${code}`;
  let highlighted = recentlyHighlighted.get(key);
  if (!highlighted) {
    highlighted = highlightUncached(code, grammar, highlightLines);
    remember(key, highlighted);
  }
  return structuredClone(highlighted);
}

/** Highlighted blocks by grammar, lines and code, oldest first; bounded so memory stays flat. */
const recentlyHighlighted = new Map<string, Element>();
const CACHE_CHARACTERS = 4 * 1024 * 1024;
let cachedCharacters = 0;

function remember(key: string, element: Element): void {
  recentlyHighlighted.set(key, element);
  cachedCharacters += key.length;
  for (const oldest of recentlyHighlighted.keys()) {
    if (cachedCharacters <= CACHE_CHARACTERS) break;
    recentlyHighlighted.delete(oldest);
    cachedCharacters -= oldest.length;
  }
}

function highlightUncached(code: string, grammar: string, highlightLines: readonly number[]): Element {
  const marked = new Set(highlightLines);
  const tree = getHighlighter().codeToHast(code, {
    lang: grammar,
    themes: { light: 'github-light-default', dark: 'github-dark-default' },
    defaultColor: false,
    // Shiki stops tokenizing a line after 500 ms by default and colours the rest of it as one token.
    // A grammar's first line pays for compiling its patterns, so on a busy machine the result
    // depended on timing and page order. No time limit: the same code always gets the same colours.
    tokenizeTimeLimit: 0,
    // The light theme's comment grey is 4.4:1 on the code background; WCAG AA asks 4.5:1.
    colorReplacements: { 'github-light-default': { '#6e7781': '#57606a', '#6E7781': '#57606a' } },
    transformers: [
      {
        line(node, line) {
          if (marked.has(line)) node.properties['dataHighlighted'] = '';
        },
      },
    ],
  }) as Root;
  const pre = tree.children[0] as Element;
  const codeElement = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code')!;
  codeElement.properties['className'] = [`language-${grammar}`];
  return codeElement;
}
