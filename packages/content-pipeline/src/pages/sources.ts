import path from 'node:path';
import type { SourceFile } from '../docs/sources.js';
import { sourceHash } from '../docs/sources.js';
import { ContentError } from '../errors.js';
import { activeCompileCache, compileThroughCache, parsedThroughCache } from '../docs/compile-cache.js';
import { compileMarkdown, type CompiledMarkdown } from '../markdown/compile.js';
import type { RawHtmlMode } from '../markdown/raw-html.js';
import { withDiagramsDrawn } from '../markdown/mermaid-render.js';
import { parseCursedKnowledgeYaml, type CursedKnowledgeContent } from './cursed-knowledge-yaml.js';
import { parseHomeYaml, type HomeContent } from './home-yaml.js';
import { parseRoadmapYaml, type RoadmapContent } from './roadmap-yaml.js';

interface SourceBase {
  locale: string;
  /** File name without its extension: `home`, `roadmap`, `errors`. */
  name: string;
  /** Locale-neutral route: `/` for the home page, else `/<name>`. */
  route: string;
  file: SourceFile;
  /** First 12 hex digits of the file's SHA-256, what translations record as `source_hash`. */
  hash: string;
}

/** One locale's version of a standalone page, parsed or compiled. */
export type StandaloneSource =
  | (SourceBase & { kind: 'home'; content: HomeContent })
  | (SourceBase & { kind: 'roadmap'; content: RoadmapContent })
  | (SourceBase & { kind: 'cursed-knowledge'; content: CursedKnowledgeContent })
  | (SourceBase & { kind: 'page'; compiled: CompiledMarkdown });

/** The YAML pages and the kind each one is; any other page is Markdown. */
const YAML_PAGES = {
  home: (text: string, file: string) => ({ kind: 'home' as const, content: parseHomeYaml(text, file) }),
  roadmap: (text: string, file: string) => ({ kind: 'roadmap' as const, content: parseRoadmapYaml(text, file) }),
  'cursed-knowledge': (text: string, file: string) => ({ kind: 'cursed-knowledge' as const, content: parseCursedKnowledgeYaml(text, file) }),
};

const NAME = /^[a-z0-9][a-z0-9-]*$/;

/**
 * Parses every file of a pages folder (`<pagesDir>/<locale>/<name>.yml|.md`): the three YAML pages
 * are validated key by key, Markdown pages are compiled. Pure: files in, sources out.
 */
export function compileStandaloneSources(
  pagesDir: string,
  files: readonly SourceFile[],
  localeCodes: readonly string[],
  html: { rawHtml?: RawHtmlMode | undefined; iframeHosts?: readonly string[] | undefined } = {},
): StandaloneSource[] {
  return files.map((file) => {
    const parts = path.relative(pagesDir, file.path).split(path.sep);
    if (parts.length !== 2 || parts[0] === '..') {
      throw new ContentError({ file: file.displayPath }, 'a page file must sit directly in a locale folder', 'move it to pages/<locale>/<name>.md (or .yml)');
    }
    const [locale, fileName] = parts as [string, string];
    if (!localeCodes.includes(locale)) {
      throw new ContentError({ file: file.displayPath }, `pages folder "${locale}" is not a locale of this site`, `move the file under one of: ${localeCodes.join(', ')}`);
    }
    const extension = path.extname(fileName);
    const name = fileName.slice(0, -extension.length || undefined);
    if (!NAME.test(name)) {
      throw new ContentError({ file: file.displayPath }, `page name "${name}" is not usable in a route`, 'name the file with lowercase letters, digits and dashes, e.g. privacy-policy.md');
    }
    // `home.yml`, or a Markdown `index` page as Docusaurus reads src/pages/index.md, is the site's root.
    const base = { locale, name, route: name === 'home' || name === 'index' ? '/' : `/${name}`, file, hash: sourceHash(file.text) };
    if (extension === '.md' || extension === '.mdx') {
      if (name in YAML_PAGES) throw new ContentError({ file: file.displayPath }, `the ${name} page is written in YAML, not Markdown`, `rename the file to ${name}.yml and write its fields`);
      const settings = { kind: 'page', file: file.displayPath, sourcePath: file.path, locale, rawHtml: html.rawHtml, iframeHosts: html.iframeHosts?.join(' ') };
      const compiled = compileThroughCache(settings, file.text, () => undefined, () =>
        compileMarkdown(file.text, { file: file.displayPath, sourcePath: file.path, locale, rawHtml: html.rawHtml, iframeHosts: html.iframeHosts }),
      );
      if (!compiled.frontMatter.title) throw new ContentError({ file: file.displayPath, line: 1 }, 'the page has no title', 'add `title: ...` to the front matter, or start the page with a `# Heading`');
      return { ...base, kind: 'page', compiled };
    }
    const parse = extension === '.yml' ? YAML_PAGES[name as keyof typeof YAML_PAGES] : undefined;
    if (!parse) {
      throw new ContentError({ file: file.displayPath }, `"${fileName}" is not a page file`, `write a Markdown page (<name>.md) or one of ${Object.keys(YAML_PAGES).map((n) => `${n}.yml`).join(', ')}`);
    }
    return { ...base, ...parsedThroughCache({ kind: 'yaml-page', file: file.displayPath, name }, file.text, () => parse(file.text, file.displayPath)) };
  });
}

/** The sources with the diagrams of their Markdown and MDX pages drawn (in the build's cache). */
export async function withRenderedDiagrams(sources: StandaloneSource[]): Promise<StandaloneSource[]> {
  const pages = sources.filter((source): source is Extract<StandaloneSource, { kind: 'page' }> => source.kind === 'page');
  const drawn = new Map((await withDiagramsDrawn(pages, { cache: activeCompileCache() })).map((page, index) => [pages[index]!, page]));
  return sources.map((source) => (source.kind === 'page' ? drawn.get(source)! : source));
}
