import type { PageData, SidebarData } from '@lumidoc/contract';
import type { ComponentType } from 'react';

/** What a page-kind component receives. */
export interface KindProps {
  page: PageData;
  sidebar?: SidebarData | undefined;
}

/** A page kind's module: its component is the default export. */
export type KindModule = { default: ComponentType<KindProps> };

/** Page kinds by name, each a lazy import, so each kind is its own chunk. */
export type KindModules = Readonly<Record<string, () => Promise<KindModule>>>;
