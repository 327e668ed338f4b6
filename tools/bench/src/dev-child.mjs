// The development server of the site for the bench, in its own process: the site's own dev.mjs,
// collecting a copy of its content (LUMIDOC_DEV_SITE) with the compile cache in LUMIDOC_CACHE_DIR.
// Stopped with SIGINT as `npm run dev` is with Ctrl+C: the server closes (keeping what the next
// start reads) before the process ends.
import { pathToFileURL } from 'node:url';

const { startDevServer } = await import(pathToFileURL(process.env.LUMIDOC_DEV_SCRIPT).href);
const started = startDevServer({ port: Number(process.env.PORT), siteDir: process.env.LUMIDOC_DEV_SITE, overrides: { cacheDir: process.env.LUMIDOC_CACHE_DIR }, log: () => undefined });
process.once('SIGINT', () => void started.then((server) => server.close()).finally(() => process.exit(0)));
await started;
