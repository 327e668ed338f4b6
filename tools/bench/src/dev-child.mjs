// The development server of the site for the bench, in its own process: the site's own dev.mjs,
// collecting a copy of its content (LUMIDOC_DEV_SITE) with the compile cache in LUMIDOC_CACHE_DIR.
import { pathToFileURL } from 'node:url';

const { startDevServer } = await import(pathToFileURL(process.env.LUMIDOC_DEV_SCRIPT).href);
await startDevServer({ port: Number(process.env.PORT), siteDir: process.env.LUMIDOC_DEV_SITE, overrides: { cacheDir: process.env.LUMIDOC_CACHE_DIR }, log: () => undefined });
