import type { PageData } from '@lumidoc/contract';
import type { Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';

/** A run of a page between two h2/h3 headings. */
export interface PageSection {
  anchor?: string;
  heading?: string;
  text: string;
}

function isSectionHeading(node: RootContent): node is Extract<RootContent, { type: 'element' }> {
  return node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3') && typeof node.properties['id'] === 'string';
}

/** Splits a body at its h2/h3 headings, so a hit can land on the section's anchor. */
export function splitSections(body: Root): PageSection[] {
  const sections: PageSection[] = [{ text: '' }];
  for (const node of body.children) {
    if (isSectionHeading(node)) {
      sections.push({ anchor: String(node.properties['id']), heading: toString(node).trim(), text: '' });
      continue;
    }
    const text = toString(node).replace(/\s+/g, ' ').trim();
    if (text) sections[sections.length - 1]!.text += `${text} `;
  }
  return sections.filter((s, i) => i > 0 || s.text.trim()).map((s) => ({ ...s, text: s.text.trim() }));
}

/** Extra terms for a page that its body does not carry (operation ids, paths, keywords, callbacks). */
export function pageKeywords(page: PageData): string {
  if (page.kind === 'api-operation') {
    // Callbacks are shown beside the body, not in it: their names and summaries are found here.
    const callbacks = (page.callbacks ?? []).map((c) => `${c.name} ${c.summary ?? ''}`);
    return [`${page.operationId} ${page.method} ${page.path} ${page.tag}`, ...callbacks].join(' ').trim();
  }
  return '';
}

/** Whether a page belongs in the site search: not drafts, unlisted pages or the 404 page. */
export function isSearchable(page: PageData): boolean {
  if (page.kind === 'not-found') return false;
  if (page.kind === 'doc' && (page.draft || page.unlisted)) return false;
  // Only the latest docs version is searched: readers of Next or an old release follow its links instead.
  if (page.kind === 'doc' && page.versionInfo && page.versionInfo.status !== 'latest') return false;
  return true;
}
