import path from 'node:path';
import type { SiteCollectOptions } from '@lumidoc/content-pipeline/build';

/** Where builds and the development server keep the compile cache: beside the site's dependencies, where tools keep theirs. */
export function defaultCacheDir(siteDir: string): string {
  return path.join(siteDir, 'node_modules', '.cache', 'lumidoc');
}

/** The options with the default cache folder, unless they name one or turn the cache off (`false`). */
export function withDefaultCache<Options extends SiteCollectOptions>(options: Options): Options {
  return options.cacheDir === undefined ? { ...options, cacheDir: defaultCacheDir(options.siteDir) } : options;
}
