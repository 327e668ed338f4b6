import type { SidebarData, SidebarItem } from '@lumidoc/content-pipeline';
import type { Operation, OperationIndex } from './operations.js';

/** Sidebar label of an operation: its summary, else its id. */
export const operationLabel = (o: { op: { summary?: string }; id: string }) => o.op.summary ?? o.id;

/**
 * The `api` sidebar of one locale: the introduction, then one collapsed category per tag whose
 * links carry the HTTP method as a badge.
 */
export function apiSidebar(
  index: OperationIndex,
  locale: string,
  introLabel: string,
  route: (slug?: string) => string,
  labels: { operation?: (o: Operation) => string; tag?: (tag: string) => string } = {},
): SidebarData {
  const items: SidebarItem[] = [
    { type: 'link', label: introLabel, href: route() },
    ...index.tags.map(
      (tag): SidebarItem => ({
        type: 'category',
        label: labels.tag?.(tag) ?? tag,
        collapsed: true,
        collapsible: true,
        items: index.byTag.get(tag)!.map((o) => ({ type: 'link' as const, label: labels.operation?.(o) ?? operationLabel(o), href: route(o.slug), badge: o.method.toUpperCase() })),
      }),
    ),
  ];
  return { id: 'api', locale, items };
}
