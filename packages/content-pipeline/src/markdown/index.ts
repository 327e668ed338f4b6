export { compileMarkdown, warmUpMarkdownCompiler, type CompiledMarkdown, type CompileOptions } from './compile.js';
export type { RawHtmlMode } from './raw-html.js';
export { parseFrontMatter, type FrontMatter } from './front-matter.js';
export { parseCodeMeta, type CodeMeta } from './code.js';
export { ROUTE_PROPERTY, type LinkRef, type ImageRef } from './links.js';
export { parseImageSize, ImageHeaderError, type ImageSize } from './image-size.js';
export { isUnsafeUrl, neutralizeUrls } from './safe-urls.js';
export { RESERVED_HEADING_IDS } from './headings.js';
