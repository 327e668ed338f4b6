import type { ComponentType } from 'react';
import type { KindModules, KindProps } from './kind-props.js';

/** Loads page-kind components before a page renders (never a Suspense fallback) and hands them out. */
export interface KindRegistry {
  /** Loads the component for a kind; an unknown kind is an error naming the known ones. */
  preload(kind: string): Promise<void>;
  /** The loaded component for a kind; `preload` must have run. */
  component(kind: string): ComponentType<KindProps>;
}

export function createKindRegistry(modules: KindModules): KindRegistry {
  const loaded = new Map<string, ComponentType<KindProps>>();
  return {
    async preload(kind) {
      if (loaded.has(kind)) return;
      const load = modules[kind];
      if (!load) throw new Error(`No component for page kind "${kind}"; known kinds: ${Object.keys(modules).join(', ')}. Register one in defineSiteApp({ kinds }).`);
      const module = await load();
      if (typeof module.default !== 'function') throw new Error(`The component module for page kind "${kind}" has no default export.`);
      loaded.set(kind, module.default);
    },
    component(kind) {
      const component = loaded.get(kind);
      if (!component) throw new Error(`Page kind "${kind}" was rendered before its code was loaded.`);
      return component;
    },
  };
}
