import { createRequire } from 'node:module';
import type * as RemarkDirective from 'remark-directive';
import type * as RemarkGfm from 'remark-gfm';
import type * as RemarkParse from 'remark-parse';
import type * as Unified from 'unified';

const require = createRequire(import.meta.url);

/**
 * A dependency loaded when first used instead of with this package. The Markdown compiler's
 * dependencies (remark, MDX, Shiki's grammars, HAST's HTML parser) take about half a second to
 * load, and a build whose files all come from the compile cache needs none of them in its main
 * thread. Loaded synchronously (`require` of an ES module), so the compile stays synchronous.
 */
export function lazyModule<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(id) as T);
}


// The Markdown compiler's own dependencies, each loaded on first use.
export const unified = lazyModule<typeof Unified>('unified');
export const remarkParse = lazyModule<typeof RemarkParse>('remark-parse');
export const remarkGfm = lazyModule<typeof RemarkGfm>('remark-gfm');
export const remarkDirective = lazyModule<typeof RemarkDirective>('remark-directive');
