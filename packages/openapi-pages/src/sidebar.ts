import type { SidebarData, SidebarItem } from '@lumidoc/content-pipeline';
import type { OperationIndex } from './operations.js';

/** Sidebar label of an operation: its summary, else its id. */
export const operationLabel = (op: { summary?: string; operationId: string }) => op.summary ?? op.operationId;

/**
 * The `api` sidebar of one locale: the introduction, then one collapsed category per tag whose
 * links carry the HTTP method as a badge.
 */
export function apiSidebar(index: OperationIndex, locale: string, introLabel: string, route: (slug?: string) => string): SidebarData {
  const items: SidebarItem[] = [
    { type: 'link', label: introLabel, href: route() },
    ...index.tags.map(
      (tag): SidebarItem => ({
        type: 'category',
        label: tag,
        collapsed: true,
        collapsible: true,
        items: index.byTag.get(tag)!.map((o) => ({ type: 'link' as const, label: operationLabel(o.op), href: route(o.slug), badge: o.method.toUpperCase() })),
      }),
    ),
  ];
  return { id: 'api', locale, items };
}
