import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as MdxJs from '@mdx-js/mdx';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Root, RootContent } from 'mdast';
import type * as RemarkMdx from 'remark-mdx';
import { lazyModule, remarkDirective, remarkGfm, remarkParse, unified } from './lazy-module.js';
import { VFile } from 'vfile';
import { ContentError, type ContentWarning, type SourceLocation } from '../errors.js';
import { pipelineText } from '../strings.js';
import { bracketAdmonitionTitles, mayHaveTitleAfterType } from './admonition-titles.js';
import { codeToHast } from './code.js';
import type { CompiledMarkdown, CompileOptions } from './compile-types.js';
import { footnoteBackLabel, footnoteBackTemplate } from './footnotes.js';
import { parseFrontMatter, type FrontMatter } from './front-matter.js';
import { leadingTitle } from './headings.js';
import { refContextOf, siteDirOf } from './ref-context.js';
import { builtinModules, missingComponentError, trustedTree, type MdxModule } from './mdx-components.js';
import { IMPORTS_KEY, takeImports, type MdxImport } from './mdx-imports.js';
import { elementOf, hastChildren, hastJsxRuntime, type MdxComponent } from './mdx-runtime.js';
import { mdxCompat } from './mdx-compat.js';
import { restoreStatic, setAsideStatic } from './mdx-static.js';
import { checkNesting } from './nesting.js';
import { sanitizeUntrusted, TRUSTED_PROPERTY, type RawHtmlFindings, type RawHtmlOptions } from './raw-html.js';
import { neutralizeUrls } from './safe-urls.js';
import { activeSiteComponents } from './site-components.js';
import { readSourceFile } from './source-files.js';
import { treeSteps, type TreeSteps } from './tree-steps.js';
import { checkUnclosedBlocks } from './unclosed-blocks.js';
import { stripPositions, walk } from './walk.js';
import { remarkGuardLiteralAutolinks } from './autolink-guard.js';

/** Whether a content file is MDX (compiled as such) rather than Markdown. */
export const isMdxFile = (file: string): boolean => /\.mdx$/i.test(file);

const mdxJs = lazyModule<typeof MdxJs>('@mdx-js/mdx');
const remarkMdx = lazyModule<typeof RemarkMdx>('remark-mdx');
const makeParser = () => unified().unified().use(remarkParse().default).use(remarkMdx().default).use(remarkGfm().default).use(remarkGuardLiteralAutolinks).use(remarkDirective().default);
let parserMade: ReturnType<typeof makeParser> | undefined;
const parser = () => (parserMade ??= makeParser());

/** `{/* truncate *\/}`: where a blog post's excerpt ends in MDX (an HTML comment is not MDX). */
const TRUNCATE = /^\s*\/\*\s*truncate\s*\*\/\s*$/;
const TRUNCATE_MARK = 'dataLdTruncate';

type MdxNode = RootContent & { value?: string };
const isComment = (node: MdxNode) => node.type === 'mdxFlowExpression' && /^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value ?? '');

/**
 * Sets aside the parts of the tree without JSX or expressions (`setAsideStatic`), then marks every
 * other element MDX made from Markdown (not from JSX written in the file) as trusted.
 */
const rehypeMarkTrusted = () => (tree: HastRoot, vfile: VFile) => {
  (vfile.data['lumidoc'] as StepInput).result.statics = setAsideStatic(tree);
  walk(tree, (node) => {
    if (node.type === 'element') (node as Element).properties[TRUSTED_PROPERTY] = true;
  });
};

interface StepResult extends TreeSteps {
  imports: MdxImport[];
  title?: string;
}

/** The Markdown steps every page goes through, here on MDX's tree (its JSX and ESM nodes pass through). */
/** What the steps need to know about the file being compiled, passed in its `VFile`'s data. */
interface StepInput {
  options: CompileOptions;
  body: string;
  /** The file's text, for the front matter's lines. */
  source: string;
  /** Its `image` is resolved and written back. */
  frontMatter: FrontMatter;
  wantsTitle: boolean;
  result: { value?: StepResult; statics?: Element[] };
}

function lumidocSteps() {
  return (tree: Root, vfile: VFile) => {
    const { options, body, source, frontMatter, wantsTitle, result } = vfile.data['lumidoc'] as StepInput;
    const { file } = options;
    checkNesting(tree, file);
    checkUnclosedBlocks(tree, body, file);
    let title: string | undefined;
    if (wantsTitle) {
      // The title heading may follow the imports and comments, as it does in most MDX files.
      const start = tree.children.findIndex((node) => node.type !== 'mdxjsEsm' && !isComment(node as MdxNode));
      const rest: Root = { type: 'root', children: tree.children.slice(start) };
      const heading = start === -1 ? undefined : leadingTitle(rest);
      if (heading) {
        title = heading.text;
        tree.children.splice(start + heading.index, 1);
      }
    }
    tree.children.forEach((node, index) => {
      if (node.type === 'mdxFlowExpression' && TRUNCATE.test((node as MdxNode).value ?? '')) {
        tree.children[index] = { type: 'thematicBreak', data: { hProperties: { [TRUNCATE_MARK]: true } } };
      }
    });
    result.value = { ...treeSteps(tree, body, options, frontMatter, source), imports: takeImports(tree), ...(title !== undefined ? { title } : {}) };
  };
}

/** A MDX syntax or evaluation problem as a content error with the file's line. */
function mdxError(file: string, error: unknown, components: readonly string[]): ContentError {
  if (error instanceof ContentError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const missing = /Expected (?:component|object) `([^`]+)` to be defined[\s\S]*?`(\d+):(\d+)/.exec(message);
  if (missing) return missingComponentError(file, missing[1]!, { line: Number(missing[2]), column: Number(missing[3]) }, components);
  const place = error as { line?: number; column?: number; reason?: string };
  // An error at the end of the text (an unclosed tag) has no place of its own; its message names the opening.
  const named = /\((\d+):(\d+)-\d+:\d+\)/.exec(place.reason ?? message);
  const line = typeof place.line === 'number' ? place.line : named ? Number(named[1]) : undefined;
  const column = typeof place.column === 'number' ? place.column : named ? Number(named[2]) : undefined;
  return new ContentError(
    { file, line, column },
    `MDX: ${(place.reason ?? message).split('\n', 1)[0]}`,
    line !== undefined ? 'fix the MDX syntax here (JSX tags must close, braces hold JavaScript expressions; write \\{ for a literal brace, or &lt; for <)' : 'check the expressions and components of this file',
  );
}

/**
 * The top level's blank text as a Markdown page has it: one line break between blocks, none at the
 * ends (imports, exports and comments leave the breaks around them behind).
 */
function blockSeparators<T extends HastRoot['children'][number]>(children: T[]): T[] {
  const blank = (node: T) => node.type === 'text' && !node.value.trim();
  const out: T[] = [];
  for (const node of children) {
    if (blank(node) && (out.length === 0 || blank(out.at(-1)!))) continue;
    out.push(blank(node) ? ({ type: 'text', value: '\n' } as T) : node);
  }
  while (out.length && blank(out.at(-1)!)) out.pop();
  return out;
}

// A processor is costly to set up (MDX's plugins, the parser): one per pair of footnote labels, that is per content language.
const processors = new Map<string, ReturnType<typeof MdxJs.createProcessor>>();
function mdxProcessor(footnoteLabel: string, backTemplate: string) {
  const key = JSON.stringify([footnoteLabel, backTemplate]);
  let processor = processors.get(key);
  if (!processor) {
    processor = mdxJs().createProcessor({
      development: true,
      outputFormat: 'function-body',
      remarkPlugins: [remarkGfm().default, remarkDirective().default, lumidocSteps],
      remarkRehypeOptions: { handlers: { code: codeToHast as never }, footnoteLabel, footnoteBackLabel: footnoteBackLabel(backTemplate) },
      rehypePlugins: [rehypeMarkTrusted],
    });
    processors.set(key, processor);
  }
  return processor;
}

/** Files an MDX file may import or `require` as assets: images, and data read as JSON. */
const ASSET = /\.(?:png|jpe?g|gif|webp|avif|svg|ico|bmp|json)$/i;

/**
 * `require('./img/x.png')` in JSX: the path as written, as the module's default export, which the
 * compile then resolves, checks and copies like an image or link written in Markdown.
 */
function requireAsset(request: string): MdxModule {
  return { default: request, __esModule: true };
}

/**
 * An imported asset: JSON as its value; an SVG as a component drawing it as an image (Docusaurus
 * inlines it; here it stays a file, so no markup of it runs in the page); another image as its path.
 */
/** An imported file that is not there. */
const missingImport = (where: SourceLocation, request: string) =>
  new ContentError(where, `MDX imports "${request}", which does not exist`, 'check the path: it is relative to this file, or to the site folder with @site/');

function assetModule(request: string, local: string, where: SourceLocation): MdxModule {
  if (/\.json$/i.test(local)) {
    const text = readSourceFile(local);
    if (text === undefined) throw missingImport(where, request);
    try {
      return { default: JSON.parse(text) as unknown };
    } catch (error) {
      throw new ContentError(where, `MDX imports "${request}", which is not valid JSON: ${error instanceof Error ? error.message : String(error)}`, 'fix the JSON file');
    }
  }
  if (/\.svg$/i.test(local)) {
    const Svg: MdxComponent = (props, source) => {
      const { title, children: _children, ...rest } = props;
      return elementOf('img', { alt: typeof title === 'string' ? title : '', ...rest, src: request }, source);
    };
    return { default: Svg, ReactComponent: Svg };
  }
  return { default: request };
}

/** What an MDX file's imports resolve to, and the partials' findings to merge into the page's. */
interface ResolvedImports {
  modules: MdxModule[];
  partials: CompiledMarkdown[];
}

/** How a partial's text is compiled: `compileMarkdown`, which picks Markdown or MDX by the file's extension. */
type CompileText = (source: string, options: CompileOptions) => CompiledMarkdown;

function resolveImports(imports: MdxImport[], options: CompileOptions, stack: readonly string[], compileText: CompileText): ResolvedImports {
  const { file } = options;
  const sourcePath = options.sourcePath ?? file;
  const builtins = builtinModules(file);
  const siteComponents = options.mdxComponents ?? activeSiteComponents() ?? {};
  const siteDir = options.siteDir ?? siteDirOf(file, options.sourcePath);
  const partials: CompiledMarkdown[] = [];
  const modules = imports.map((imported): MdxModule => {
    const where = { file, line: imported.line, column: imported.column };
    const builtin = builtins.get(imported.source);
    if (builtin) return builtin;
    const local = imported.source.startsWith('@site/') ? (siteDir ? path.join(siteDir, imported.source.slice('@site/'.length)) : undefined) : /^\.{1,2}\//.test(imported.source) ? path.resolve(path.dirname(sourcePath), imported.source) : undefined;
    if (local && ASSET.test(local)) return assetModule(imported.source, local, where);
    if (local && /\.mdx?$/i.test(local)) {
      const text = readSourceFile(local);
      if (text === undefined) throw missingImport(where, path.basename(local));
      // Compiled where it is used, once per set of props (`<Partial name="x" />` gives the partial `props.name`).
      const byProps = new Map<string, CompiledMarkdown>();
      const content: MdxComponent = (props) => {
        const { children: _children, ...given } = props;
        const key = JSON.stringify(given);
        let partial = byProps.get(key);
        if (!partial) {
          partial = compilePartial({ absolute: local, text }, { ...options, mdxProps: given }, stack, where, compileText);
          byProps.set(key, partial);
          partials.push(partial);
        }
        return { type: 'root', children: trustedCopy(partial.body.children as ElementContent[]) } satisfies HastRoot;
      };
      return { default: content };
    }
    // A component of the site's own, registered by the name the file imports it as.
    const found: Record<string, unknown> = {};
    for (const { imported: name, local: binding } of imported.names) {
      const component = siteComponents[binding] ?? (name !== 'default' && name !== '*' ? siteComponents[name] : undefined);
      if (!component) {
        throw new ContentError(
          where,
          `MDX imports "${binding}" from "${imported.source}", which the build does not provide`,
          `the theme provides ${[...builtins.keys()].join(', ')}, and Markdown/MDX partials can be imported by path; register a component of the site's own under the name "${binding}" in the site's mdxComponents module${Object.keys(siteComponents).length ? ` (registered: ${Object.keys(siteComponents).join(', ')})` : ''}`,
        );
      }
      found[name === '*' ? binding : name] = component;
    }
    return found;
  });
  return { modules, partials };
}

/** A copy of a partial's HAST whose elements pass the allowlist again untouched (they already did). */
function trustedCopy(children: ElementContent[]): ElementContent[] {
  return structuredClone(children).map((child) => (child.type === 'element' ? trustedTree(child) : child));
}

function compilePartial({ absolute, text }: { absolute: string; text: string }, options: CompileOptions, stack: readonly string[], where: SourceLocation, compileText: CompileText): CompiledMarkdown {
  if (stack.includes(absolute)) throw new ContentError(where, `MDX partial "${path.basename(absolute)}" imports itself (through ${stack.map((file) => path.basename(file)).join(' -> ')})`, 'remove the import that closes the loop');
  const display = path.relative(path.dirname(options.sourcePath ?? options.file), absolute);
  const partialFile = path.join(path.dirname(options.file), display).split(path.sep).join('/');
  return compileText(text, { ...options, file: partialFile, sourcePath: absolute, titleFromHeading: false, mdxStack: [...stack, absolute] });
}

/**
 * Compiles an MDX file with `@mdx-js/mdx`: the same Markdown steps and page data as `.md` files,
 * with imports (the theme's components under Docusaurus's names, partials, the site's registered
 * components), exports, `{expressions}` and JSX evaluated at build time into HAST. JSX elements
 * written in the file pass the raw-HTML allowlist. MDX is code: it runs in the build. Partials are
 * compiled with `compileText` (the caller's `compileMarkdown`).
 */
export function compileMdx(source: string, options: CompileOptions, compileText: CompileText): CompiledMarkdown {
  const { file } = options;
  const sourcePath = options.sourcePath ?? file;
  const split = parseFrontMatter(source, file);
  const frontMatter = { ...split.frontMatter };
  let body: string;
  try {
    const compatible = mdxCompat(split.body);
    // Finding those lines takes a parse of its own: only when a line may be one.
    body = mayHaveTitleAfterType(compatible) ? bracketAdmonitionTitles(parser().parse(compatible) as Root, compatible) : compatible;
  } catch (error) {
    throw mdxError(file, error, []);
  }
  const steps: StepInput['result'] = {};
  const locale = options.locale ?? 'en';
  const components = options.mdxComponents ?? activeSiteComponents() ?? {};
  const footnoteLabel = options.footnoteLabel ?? pipelineText('footnotes.heading', locale);
  const backLabel = footnoteBackTemplate(file, options.footnoteBackLabel, options.locale);
  let code: string;
  try {
    code = String(
      mdxProcessor(footnoteLabel, backLabel).processSync(
        new VFile({ value: body, path: sourcePath, data: { lumidoc: { options, body, source, frontMatter, wantsTitle: frontMatter.title === undefined && options.titleFromHeading !== false, result: steps } satisfies StepInput } }),
      ),
    );
  } catch (error) {
    throw mdxError(file, error, Object.keys(components));
  }
  const { headings, links, images, imports, title } = steps.value!;
  if (title !== undefined) frontMatter.title = title;
  const { modules, partials } = resolveImports(imports, options, options.mdxStack ?? [sourcePath], compileText);
  let content: unknown;
  try {
    const runtime = { ...hastJsxRuntime(), baseUrl: pathToFileURL(sourcePath).href, [IMPORTS_KEY]: modules };
    // MDX's function body reads its runtime from `arguments[0]`; `require('./x.png')` (Docusaurus's
    // way to name an image from JSX) is the second parameter.
    const body = new Function('runtime', 'require', code) as (runtime: unknown, require: (request: string) => MdxModule) => { default: (props: { components: Record<string, MdxComponent> }) => unknown };
    const Content = body(runtime, requireAsset).default;
    content = Content({ ...options.mdxProps, components });
  } catch (error) {
    throw mdxError(file, error, Object.keys(components));
  }
  const tree: HastRoot = { type: 'root', children: hastChildren(content) };
  const rawOptions: RawHtmlOptions = { ...refContextOf(options), source: body, iframeHosts: options.iframeHosts ?? [] };
  const found: RawHtmlFindings = { links, images, anchors: [], warnings: [] };
  for (const partial of partials) {
    found.links.push(...partial.links);
    found.images.push(...partial.images);
    found.anchors.push(...partial.anchors);
    found.warnings.push(...partial.warnings);
  }
  sanitizeUntrusted(tree, rawOptions, found);
  restoreStatic(tree, steps.statics ?? []);
  const hast = stripPositions(neutralizeUrls(tree));
  hast.children = blockSeparators(hast.children);
  const marker = hast.children.findIndex((node) => node.type === 'element' && node.properties[TRUNCATE_MARK] !== undefined);
  let excerpt: HastRoot | undefined;
  if (marker !== -1) {
    excerpt = { type: 'root', children: blockSeparators(structuredClone(hast.children.slice(0, marker))) };
    hast.children.splice(marker, 1);
    hast.children = blockSeparators(hast.children);
  }
  const anchors = [...headings.ids, ...found.anchors.filter((id) => !headings.ids.includes(id))];
  return {
    frontMatter,
    body: hast,
    toc: frontMatter.hide_table_of_contents ? [] : headings.toc,
    anchors,
    links: found.links,
    images: found.images,
    ...(excerpt ? { excerpt } : {}),
    warnings: [...split.warnings, ...found.warnings] as ContentWarning[],
  };
}
