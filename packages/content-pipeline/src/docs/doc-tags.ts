import type { DocTag } from '@lumidoc/contract';
import type { FrontMatterTag } from '../markdown/front-matter.js';

/**
 * A doc's front matter `tags` as its page shows them: a name is its own label; an inline tag gives
 * its label and description. The site has no docs tag pages, so an inline tag's `permalink` leads
 * nowhere yet and is not kept. Undefined when the doc has no tags.
 */
export function docTags(tags: readonly FrontMatterTag[] | undefined): DocTag[] | undefined {
  if (!tags || tags.length === 0) return undefined;
  return tags.map((tag) => (typeof tag === 'string' ? { label: tag } : { label: tag.label, ...(tag.description ? { description: tag.description } : {}) }));
}
