import { createHash } from 'node:crypto';
import type { Root } from 'hast';
import { ContentError, throwIfAny } from '../errors.js';
import type { DiagramOutcome } from './mermaid-browser.js';
import { MERMAID_CONFIG, PAGE_SCRIPT } from './mermaid-page-script.js';
import { findMermaidPlaceholders, type MermaidPlaceholder } from './mermaid-placeholder.js';
import { diagramFigure } from './mermaid-svg.js';

/** Where rendered diagrams are kept between builds: the build's compile cache fits. */
export interface DiagramCache {
  read(key: string): { compiled: unknown } | undefined;
  write(key: string, entry: { compiled: string; links: []; images: [] }): void;
}

export interface DiagramRenderOptions {
  /** Rendered SVGs by diagram source; a diagram found here never starts the browser. */
  cache?: DiagramCache | undefined;
  /** Chromium to render with. Default: `LUMIDOC_CHROMIUM`, else `/usr/bin/chromium`. */
  chromium?: string | undefined;
}

/** A compiled page whose trees may hold mermaid placeholders, and the file they came from (for errors and ids). */
export interface DiagramPage<T> {
  file: string;
  compiled: T;
}

type Trees = { body: Root; excerpt?: Root | undefined };
type Found = MermaidPlaceholder & { file: string };

/** The key of one diagram's SVG: mermaid's version, how it is set up and run, and the source. */
function diagramKey(version: string, source: string): string {
  return createHash('sha256').update(['mermaid-svg', version, JSON.stringify(MERMAID_CONFIG), PAGE_SCRIPT, source].join('\0')).digest('hex');
}

/** The id of one diagram on its page: the file and the fence's line make it unique on every page it is shown on. */
function diagramId(file: string, line: number | undefined, index: number): string {
  return `diagram-${createHash('sha256').update(file).digest('hex').slice(0, 8)}-${line ?? `n${index}`}`;
}

/**
 * The compiled pages with each mermaid placeholder (see `mermaidPlaceholder`) replaced by its
 * diagram as inline SVG. SVGs come from `cache` when there, else from one browser session for all
 * of them, and are then kept in `cache`. Pages without diagrams come back as they were, and when no
 * page has one, no browser or diagram library is loaded. A diagram that does not parse is a
 * `ContentError` naming its file and line, with mermaid's message; every such diagram is reported.
 */
export async function renderDiagrams<T extends Trees>(pages: ReadonlyArray<DiagramPage<T>>, options: DiagramRenderOptions = {}): Promise<T[]> {
  const found: Found[] = [];
  const results = pages.map(({ file, compiled }) => {
    const trees = [compiled.body, compiled.excerpt].map((tree) => (tree && findMermaidPlaceholders(tree).length ? structuredClone(tree) : tree));
    if (trees[0] === compiled.body && trees[1] === compiled.excerpt) return compiled;
    for (const tree of trees) if (tree) found.push(...findMermaidPlaceholders(tree).map((placeholder) => ({ ...placeholder, file })));
    return { ...compiled, body: trees[0]!, ...(trees[1] ? { excerpt: trees[1] } : {}) };
  });
  if (!found.length) return results;
  const svgs = await diagramSvgs(found, options);
  found.forEach((placeholder, index) => {
    placeholder.parent.children[placeholder.index] = diagramFigure(svgs.get(placeholder.source)!, diagramId(placeholder.file, placeholder.line, index));
  });
  return results;
}

/** Every distinct source's SVG, from the cache or the browser. */
async function diagramSvgs(found: readonly Found[], options: DiagramRenderOptions): Promise<Map<string, string>> {
  const browser = await import('./mermaid-browser.js');
  const version = browser.mermaidVersion();
  const svgs = new Map<string, string>();
  for (const { source } of found) {
    const cached = options.cache?.read(diagramKey(version, source))?.compiled;
    if (typeof cached === 'string') svgs.set(source, cached);
  }
  const missing = [...new Set(found.map(({ source }) => source))].filter((source) => !svgs.has(source));
  if (!missing.length) return svgs;
  const browserPath = browser.chromiumPath(options.chromium);
  let outcomes: DiagramOutcome[];
  try {
    outcomes = await browser.renderWithChromium(missing, browserPath);
  } catch (error) {
    const first = found.find(({ source }) => missing.includes(source))!;
    if (error instanceof browser.MissingBrowserError) {
      throw new ContentError(
        { file: first.file, line: first.line },
        `mermaid diagrams are rendered at build time with Chromium, and there is none at ${browserPath}`,
        'install Chromium (Debian/Ubuntu: apt-get install chromium), or set LUMIDOC_CHROMIUM to the path of a Chromium or Chrome binary',
      );
    }
    throw new Error(`Rendering the mermaid diagram of ${first.file}:${first.line} with ${browserPath} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const errors: ContentError[] = [];
  missing.forEach((source, index) => {
    const outcome = outcomes[index]!;
    if ('svg' in outcome) {
      svgs.set(source, outcome.svg);
      options.cache?.write(diagramKey(version, source), { compiled: outcome.svg, links: [], images: [] });
      return;
    }
    for (const placeholder of found) if (placeholder.source === source) errors.push(diagramError(placeholder, outcome.error));
  });
  throwIfAny(errors);
  return svgs;
}

/** Mermaid's message at the diagram's line in the file: its "line N" counts from the line after the fence. */
function diagramError({ file, line }: Found, message: string): ContentError {
  const inDiagram = /\bline (\d+)/i.exec(message);
  const at = line === undefined ? undefined : line + (inDiagram ? Number(inDiagram[1]) : 0);
  return new ContentError(
    { file, line: at },
    `the mermaid diagram does not render: ${message.trim().split('\n').join('\n    ')}`,
    'correct the diagram (syntax: https://mermaid.js.org/intro/syntax-reference.html), or write ```text instead of ```mermaid to show it as code',
  );
}

/**
 * Content sources (blog posts, standalone pages) with the diagrams of their compiled pages drawn
 * (`renderDiagrams`, one browser session for all); sources without diagrams are returned as they are.
 */
export async function withDiagramsDrawn<S extends { file: { displayPath: string }; compiled: Trees }>(sources: readonly S[], options: DiagramRenderOptions = {}): Promise<S[]> {
  const rendered = await renderDiagrams(sources.map((source) => ({ file: source.file.displayPath, compiled: source.compiled })), options);
  return sources.map((source, index) => (rendered[index] === source.compiled ? source : { ...source, compiled: rendered[index]! }));
}
