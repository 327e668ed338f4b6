// The development server of this site (`npm run dev`): @lumidoc/app's, with the site's options
// (site-options.mjs, shared with build.mjs). Tests import `startDevServer`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeError, startDevServer as startAppDevServer } from '@lumidoc/app/dev';

const APP_DIR = path.resolve(import.meta.dirname, '..');

/**
 * Starts the development server on 127.0.0.1; resolves once the first collection has ended.
 * @param {{ port?: number, siteDir?: string, overrides?: object, log?: (line: string) => void }} [options]
 *   `siteDir`: folder whose content/ and openapi/ are collected (default apps/site); `overrides`:
 *   collect options that replace the site's own (`sidebars`, `plugins` …), for fixture sites
 */
export function startDevServer({ port = 5173, siteDir = APP_DIR, overrides = {}, log } = {}) {
  // The options bring the plugins (the API reference, search …): imported when the site is first collected.
  const siteOptions = async (siteConfig, dir) => (await import('./site-options.mjs')).siteOptions(siteConfig, dir);
  return startAppDevServer({ appDir: APP_DIR, siteDir, siteOptions, overrides, port, ...(log ? { log } : {}) });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const server = await startDevServer({ port: Number(process.env.PORT ?? 5173) });
    process.once('SIGINT', () => void server.close().then(() => process.exit(0)));
  } catch (error) {
    console.error(`\nThe dev server did not start:\n${describeError(error)}`);
    process.exit(1);
  }
}
