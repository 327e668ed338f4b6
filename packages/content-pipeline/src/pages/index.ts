export { standalonePagesPlugin, type StandalonePagesPluginOptions } from './plugin.js';
export { createStandalonePages, type StandalonePagesOptions, type StandalonePagesResult } from './create-pages.js';
export { compileStandaloneSources, type StandaloneSource } from './sources.js';
export type { HomeLinks } from './home-links.js';
