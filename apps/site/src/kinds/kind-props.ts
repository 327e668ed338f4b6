import type { PageData, SidebarData } from '@lumidoc/content-pipeline';

/** What a page-kind component receives (each kind module's default export; registry.ts loads them). */
export interface KindProps {
  page: PageData;
  sidebar?: SidebarData | undefined;
}
