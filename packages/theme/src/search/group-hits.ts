import type { SearchHit, TextRange } from '@lumidoc/search/client';

/** One page in the result list: its title and its hits, each with its place in keyboard order. */
export interface HitGroup {
  route: string;
  title: string;
  titleRanges: readonly TextRange[];
  hits: Array<{ hit: SearchHit; position: number }>;
}

/**
 * The hits under one heading per page, pages in the order of their first hit. Positions count
 * through the groups as they are shown, so the arrow keys walk the list top to bottom.
 */
export function groupByPage(hits: readonly SearchHit[]): HitGroup[] {
  const groups = new Map<string, HitGroup>();
  for (const hit of hits) {
    let group = groups.get(hit.route);
    if (!group) {
      group = { route: hit.route, title: hit.title, titleRanges: hit.highlights?.title ?? [], hits: [] };
      groups.set(hit.route, group);
    }
    group.hits.push({ hit, position: 0 });
  }
  let position = 0;
  for (const group of groups.values()) for (const entry of group.hits) entry.position = position++;
  return [...groups.values()];
}
