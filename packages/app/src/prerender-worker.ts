// One prerender thread: imports the site's server entry and renders the routes it is sent.
import { parentPort, workerData } from 'node:worker_threads';
import type { PrerenderReply, PrerenderRequest } from './prerender.js';
import { routeRenderer, type PrerenderWorkerData } from './prerender-route.js';

const renderRoute = await routeRenderer(workerData as PrerenderWorkerData);

parentPort!.on('message', ({ id, route }: PrerenderRequest) => {
  renderRoute(route).then(
    ({ status, html, scripts, reads }) => parentPort!.postMessage({ id, status, html, ...(scripts ? { scripts } : {}), reads } satisfies PrerenderReply),
    (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies PrerenderReply),
  );
});
parentPort!.postMessage({ ready: true });
