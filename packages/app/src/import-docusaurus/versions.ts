/**
 * The versions a generated site depends on: the Lumidoc packages released with this one, and the
 * React, Vite and React plugin versions this workspace builds its own site with
 * (`versions.spec.ts` keeps them equal to the workspace's package.json files).
 */
export const LUMIDOC_VERSION = '0.1.0';
export const REACT_VERSION = '19.3.1';
export const VITE_VERSION = '8.3.8';
export const VITE_REACT_PLUGIN_VERSION = '6.3.0';

/** The Lumidoc packages a generated site imports. */
export const LUMIDOC_PACKAGES = ['@lumidoc/app', '@lumidoc/content-pipeline', '@lumidoc/runtime', '@lumidoc/search', '@lumidoc/theme'] as const;
