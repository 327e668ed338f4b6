import type { PageDataSource, RenderContext, SiteRuntime } from '@lumidoc/contract';
import { useRouter } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';

/** What every route can reach: where page data comes from and facts about this build. */
export type RouterContext = RenderContext;

/** What the prerendered HTML tells the client entry: the build's facts and what this page needs. */
export type PageRuntime = SiteRuntime & { kind?: string; sidebar?: string };

/** The router's context, from inside any route's components. */
export const useRouterContext = () => useRouter().options.context as RouterContext;

const never = () => () => undefined;
const unchanged = () => 0;

/** The data source's revision: a component that calls this renders again when loaded data is replaced. */
export function useDataRevision(data: PageDataSource): number {
  const revision = data.revision ?? unchanged;
  return useSyncExternalStore(data.subscribe ?? never, revision, revision);
}
