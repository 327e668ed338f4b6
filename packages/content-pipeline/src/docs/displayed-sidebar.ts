import { ContentError } from '../errors.js';
import { frontMatterLine } from '../markdown/front-matter-lines.js';
import type { ResolvedSidebar } from './sidebar.js';
import type { DocSource } from './sources.js';

/** A docs sidebar resolved for one locale, with its id. */
export type NamedSidebar = ResolvedSidebar & { sidebarId: string };

/** The sidebar a doc page shows, and the one its breadcrumbs and previous/next come from. */
export interface DocSidebarChoice {
  /** Id of the sidebar shown beside the page; none for `displayed_sidebar: null`. */
  sidebarId?: string | undefined;
  /** The shown sidebar when it lists the doc: the page's trail and neighbours follow it. */
  navigation?: NamedSidebar | undefined;
}

/**
 * Which sidebar a doc shows. Front matter `displayed_sidebar` names one by id, also for a doc that
 * sidebar does not list (a landing page); the doc then has no previous/next, as it has no place in
 * that sidebar's order. `null` shows none. Without the key: the first sidebar that lists the doc,
 * else the version's first sidebar. An id that is not a sidebar of the version is an error.
 */
export function chooseDocSidebar(source: DocSource, sidebars: readonly NamedSidebar[], sidebarsFile: string): DocSidebarChoice {
  const wanted = source.compiled.frontMatter.displayed_sidebar;
  if (wanted === null) return {};
  if (wanted === undefined) {
    const listing = sidebars.find((sidebar) => sidebar.breadcrumbs.has(source.id));
    return { sidebarId: listing?.sidebarId ?? sidebars[0]?.sidebarId, navigation: listing };
  }
  const named = sidebars.find((sidebar) => sidebar.sidebarId === wanted);
  if (!named) {
    const ids = sidebars.map((sidebar) => sidebar.sidebarId);
    throw new ContentError(
      { file: source.file.displayPath, line: frontMatterLine(source.file.text, 'displayed_sidebar') },
      `displayed_sidebar names sidebar "${wanted}", which does not exist`,
      ids.length === 0
        ? `define the sidebar in ${sidebarsFile}, or write displayed_sidebar: null for no sidebar`
        : `use one of the sidebar ids of ${sidebarsFile}: ${ids.join(', ')}; or displayed_sidebar: null for no sidebar`,
    );
  }
  return { sidebarId: named.sidebarId, navigation: named.breadcrumbs.has(source.id) ? named : undefined };
}
