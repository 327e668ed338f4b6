import type { Root as HastRoot } from 'hast';
import type { Html, Root } from 'mdast';
import type * as RemarkRehype from 'remark-rehype';
import { lazyModule, remarkDirective, remarkGfm, remarkParse, unified } from './lazy-module.js';
import { stripPositions, walkType } from './walk.js';
import { ContentError } from '../errors.js';
import { bracketAdmonitionTitles, mayHaveTitleAfterType } from './admonition-titles.js';
import { codeToHast } from './code.js';
import { footnoteBackLabel, footnoteBackTemplate } from './footnotes.js';
import { parseFrontMatter, type FrontMatter } from './front-matter.js';
import { leadingTitle } from './headings.js';
import { refContextOf } from './ref-context.js';
import { treeSteps } from './tree-steps.js';
import { checkMdxSyntax } from './mdx-syntax.js';
import type { CompiledMarkdown, CompileOptions } from './compile-types.js';
import { compileMdx, isMdxFile } from './mdx.js';
import { checkNesting } from './nesting.js';
import { expandRawHtml, type RawHtmlFindings, type RawHtmlMode, type RawHtmlOptions } from './raw-html.js';
import { neutralizeUrls } from './safe-urls.js';
import { pipelineText } from '../strings.js';
import { checkUnclosedBlocks } from './unclosed-blocks.js';
import { remarkGuardTableHeads } from './table-guard.js';
import { mayHoldLiteralAutolinkText, remarkGuardLiteralAutolinks, remarkWithoutLiteralAutolinks } from './autolink-guard.js';

export type { CompiledMarkdown, CompileOptions } from './compile-types.js';

const TRUNCATE = /^<!--\s*truncate\s*-->$/;

const remarkRehype = lazyModule<typeof RemarkRehype>('remark-rehype');
const makeParser = (literalAutolinks: boolean) =>
  unified()
    .unified()
    .use(remarkParse().default)
    .use(remarkGfm().default)
    .use(literalAutolinks ? remarkGuardLiteralAutolinks : remarkWithoutLiteralAutolinks)
    .use(remarkGuardTableHeads)
    .use(remarkDirective().default);
const parsers: Partial<Record<'withAutolinks' | 'withoutAutolinks', ReturnType<typeof makeParser>>> = {};
/** The parser for `markdown`: without GFM's literal autolinks when it cannot hold one (the same tree, parsed faster). */
const parserFor = (markdown: string) => (mayHoldLiteralAutolinkText(markdown) ? (parsers.withAutolinks ??= makeParser(true)) : (parsers.withoutAutolinks ??= makeParser(false)));
const hastProcessors = new Map<string, ReturnType<typeof makeHastProcessor>>();
const makeHastProcessor = (footnoteLabel: string, backTemplate: string) =>
  unified()
    .unified()
    .use(remarkRehype().default, { allowDangerousHtml: true, handlers: { code: codeToHast }, footnoteLabel, footnoteBackLabel: footnoteBackLabel(backTemplate) });
/** One processor per pair of footnote labels, that is per content language. */
export function hastProcessor(footnoteLabel: string, backTemplate: string) {
  const key = JSON.stringify([footnoteLabel, backTemplate]);
  let processor = hastProcessors.get(key);
  if (!processor) hastProcessors.set(key, (processor = makeHastProcessor(footnoteLabel, backTemplate)));
  return processor;
}

/** Finds the excerpt's end; with `refuse`, rejects raw HTML (HTML comments aside). */
function checkHtml(tree: Root, file: string, mode: RawHtmlMode): number | undefined {
  let truncateAt: number | undefined;
  walkType<Html>(tree, 'html', (node, index, parent) => {
    if (TRUNCATE.test(node.value.trim()) && parent === tree) {
      truncateAt = index;
      return;
    }
    if (/^<!--[\s\S]*-->$/.test(node.value.trim()) || mode === 'sanitize') return;
    throw new ContentError(
      { file, line: node.position?.start.line, column: node.position?.start.column },
      `raw HTML is not allowed in Markdown: ${JSON.stringify(node.value.slice(0, 60))}`,
      'write it in Markdown, or use an admonition (:::note) or tabs (::::tabs); put literal tags in `code`; or let the build sanitize raw HTML (rawHtml: \'sanitize\')',
    );
  });
  return truncateAt;
}

/**
 * Markdown to HAST: front matter, GFM, admonitions and tabs, heading ids and TOC, link resolution,
 * code fences with title and highlighted lines, image sizes. The file's text in, data out: the only
 * input besides the arguments is the header of each local image, read for its width and height.
 */
export function compileMarkdown(source: string, options: CompileOptions): CompiledMarkdown {
  const { file } = options;
  if (options.frontMatter !== false && isMdxFile(file)) return compileMdx(source, options, compileMarkdown);
  const split = options.frontMatter === false ? { frontMatter: {} as FrontMatter, body: source, warnings: [] } : parseFrontMatter(source, file);
  const frontMatter = { ...split.frontMatter };
  let body = split.body;
  let tree = parserFor(body).parse(body) as Root;
  // `:::tip Title` (the older Docusaurus form) is `:::tip[Title]` for the directive parser.
  const bracketed = mayHaveTitleAfterType(body) ? bracketAdmonitionTitles(tree, body) : body;
  if (bracketed !== body) tree = parserFor((body = bracketed)).parse(body) as Root;
  checkNesting(tree, file);
  checkUnclosedBlocks(tree, body, file);
  if (options.frontMatter !== false) {
    checkMdxSyntax(tree, body, file);
    // Like Docusaurus: without a front matter title, a leading `# Heading` is the title, and the
    // page's title heading shows it (so it leaves the body). With one, the heading stays.
    const heading = frontMatter.title === undefined && options.titleFromHeading !== false ? leadingTitle(tree) : undefined;
    if (heading) {
      frontMatter.title = heading.text;
      tree.children.splice(heading.index, 1);
    }
  }
  const truncateAt = checkHtml(tree, file, options.rawHtml ?? 'sanitize');
  const { headings, links, images } = treeSteps(tree, body, options, frontMatter, source);
  const refs = refContextOf(options);
  const toHast = hastProcessor(options.footnoteLabel ?? pipelineText('footnotes.heading', options.locale ?? 'en'), footnoteBackTemplate(file, options.footnoteBackLabel, options.locale));
  const rawOptions: RawHtmlOptions = { ...refs, source: body, iframeHosts: options.iframeHosts ?? [] };
  const found: RawHtmlFindings = { links, images, anchors: [], warnings: [] };
  // The excerpt repeats the start of the body: what its HTML holds is already recorded from the body.
  const toPageHast = (mdast: Root, record: RawHtmlFindings) => stripPositions(neutralizeUrls(expandRawHtml(toHast.runSync(mdast) as HastRoot, rawOptions, record)));
  const hast = toPageHast(tree, found);
  let excerpt: HastRoot | undefined;
  if (truncateAt !== undefined) {
    const head: Root = { type: 'root', children: tree.children.slice(0, truncateAt) };
    excerpt = toPageHast(head, { links: [], images: [], anchors: [], warnings: [] });
  }
  return {
    frontMatter,
    body: hast,
    toc: frontMatter.hide_table_of_contents ? [] : headings.toc,
    anchors: found.anchors.length ? [...headings.ids, ...found.anchors.filter((id) => !headings.ids.includes(id))] : headings.ids,
    links,
    images,
    ...(excerpt ? { excerpt } : {}),
    warnings: [...split.warnings, ...found.warnings],
  };
}

/**
 * Loads the compiler's dependencies (remark, Shiki's grammars, the HTML parser) now rather than
 * at the first compile: a development server calls it once it is idle, so the first save after a
 * start from the cache does not wait for them.
 */
export function warmUpMarkdownCompiler(): void {
  compileMarkdown('Press <kbd>Ctrl</kbd>.\n\n```bash\ntrue\n```\n', { file: 'warm-up.md', frontMatter: false });
}
