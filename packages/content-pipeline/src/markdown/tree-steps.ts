import type { ImageRef, LinkRef } from '@lumidoc/contract';
import type { Root } from 'mdast';
import { prepareCodeBlocks } from './code.js';
import type { CompileOptions } from './compile-types.js';
import { transformDirectives } from './directives.js';
import { assignHeadingIds, type HeadingInfo } from './headings.js';
import { resolveFrontMatterImage, sizeImages } from './images.js';
import { resolveLinks } from './links.js';
import { refContextOf } from './ref-context.js';

/** What the shared steps found in a tree. */
export interface TreeSteps {
  headings: HeadingInfo;
  links: LinkRef[];
  /** The body's images and downloads, and the front matter's social card. */
  images: ImageRef[];
}

/**
 * The steps every parsed content tree goes through, Markdown or MDX: admonitions and tabs, code
 * blocks, heading ids and TOC, links and images resolved (and the front matter `image`, written back
 * into `frontMatter`). `source` is the file's text, for the front matter's lines.
 */
export function treeSteps(tree: Root, body: string, options: CompileOptions, frontMatter: { image?: string; toc_min_heading_level?: number; toc_max_heading_level?: number }, source: string): TreeSteps {
  const { file } = options;
  transformDirectives(tree, body, file);
  prepareCodeBlocks(tree, file);
  const headings = assignHeadingIds(tree, { min: frontMatter.toc_min_heading_level ?? 2, max: frontMatter.toc_max_heading_level ?? 3 }, file);
  const refs = refContextOf(options);
  const { links, files } = resolveLinks(tree, refs);
  const card = resolveFrontMatterImage(frontMatter, source, refs);
  return { headings, links, images: [...sizeImages(tree, refs), ...files, ...(card ? [card] : [])] };
}
