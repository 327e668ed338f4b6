// The page-data contract: types only, no code. The pipelines produce these shapes, the theme and
// the router consume them, plugins add kinds (augment `PageKinds`) and files (`BuildPlugin`).
export type * from './page-data.js';
export type * from './plugin.js';
export type * from './render.js';
