// The shapes of a compile's options and result, apart from the compile, so that the Markdown and
// MDX compiles can share them without importing each other.
import type { Root as HastRoot } from 'hast';
import type { TocEntry } from '@lumidoc/contract';
import type { ContentWarning } from '../errors.js';
import type { FrontMatter } from './front-matter.js';
import type { ImageRef, LinkRef, MarkdownLinkResolver } from './links.js';
import type { MdxComponent } from './mdx-runtime.js';
import type { RawHtmlMode } from './raw-html.js';

/** What compiling one Markdown file gives. */
export interface CompiledMarkdown {
  /**
   * The front matter as written, except `title`: when the front matter has none and the body starts
   * with a `# Heading`, it is that heading's text (and the heading is left out of `body`).
   */
  frontMatter: FrontMatter;
  body: HastRoot;
  toc: TocEntry[];
  /** Every heading id, for checking links to anchors. */
  anchors: string[];
  links: LinkRef[];
  images: ImageRef[];
  /** Markdown before `<!-- truncate -->` as HAST, when the file has the marker. */
  excerpt?: HastRoot;
  /** Problems that do not stop the build (an unknown front matter key), each with its file, line and fix. */
  warnings: ContentWarning[];
}

export interface CompileOptions {
  /** Path of the file as shown in error messages. */
  file: string;
  /** Absolute path of the file, for resolving relative links; defaults to `file`. */
  sourcePath?: string;
  /** Maps an absolute `.md` path to its locale-neutral route. */
  resolveMarkdown?: MarkdownLinkResolver;
  /** Heading of the footnotes section, in the page's language. */
  footnoteLabel?: string;
  /**
   * Accessible name of each footnote's back-link, `{n}` being the reference number
   * ("Back to reference {n}"). Defaults to `footnotes.back` of `locale` in the pipeline's catalogues, else English.
   */
  footnoteBackLabel?: string;
  /** The content's language (`en`, `ru`, `zh-Hans`), which picks the built-in footnote back-link label. */
  locale?: string;
  /**
   * Folder that site-absolute images (`/img/x.png`) are read from, for their width and height.
   * Defaults to the site's `public/` when `file` is relative to the site folder and `sourcePath`
   * is absolute; when neither gives a folder, images get no size.
   */
  publicDir?: string;
  /**
   * Whether the text is a content file. Default `true`; text that is not a file (an OpenAPI
   * description, say) passes `false`, so a leading `---` stays a thematic break and braces are
   * not taken for MDX expressions.
   */
  frontMatter?: boolean;
  /**
   * What to do with HTML written in the Markdown (comments aside): `'sanitize'` (default) parses it
   * and keeps what the allowlist allows, reporting what it removes in `warnings`; `'refuse'` makes
   * it an error, as before raw HTML was accepted.
   */
  rawHtml?: RawHtmlMode;
  /** Hosts an `<iframe>` in raw HTML may load from, over https (`www.youtube-nocookie.com`). Default: none. */
  iframeHosts?: readonly string[];
  /** Components of the site's own that MDX files use, by name (imported under it, or used without an import). */
  mdxComponents?: Readonly<Record<string, MdxComponent>>;
  /** The site folder, for `@site/…` imports in MDX; defaults to the folder holding `publicDir`. */
  siteDir?: string;
  /** Whether a leading `# Heading` is the title when the front matter has none (default `true`; not for partials). */
  titleFromHeading?: boolean;
  /** The MDX files being compiled around this one (partials importing partials), to refuse a loop. */
  mdxStack?: readonly string[];
  /** The props an MDX partial is used with (`<Partial name="x" />`), which it reads as `props.name`. */
  mdxProps?: Readonly<Record<string, unknown>>;
}
