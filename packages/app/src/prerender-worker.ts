// One prerender thread: imports the site's server entry and renders the routes it is sent, reading
// page and sidebar data from the files the build has already written (sidebars kept, pages not).
import fs from 'node:fs/promises';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { cachingDataSource, DATA_DIR, parseDataFile } from '@lumidoc/content-pipeline/runtime';
import type { PrerenderReply, PrerenderRequest, PrerenderWorkerData, RenderFunction } from './prerender.js';

const { renderModule, runtime, outDir } = workerData as PrerenderWorkerData;
const { render } = (await import(renderModule)) as { render: RenderFunction };

const readJson = (urlPath: string): Promise<unknown> =>
  fs.readFile(path.join(outDir, urlPath), 'utf8').then(
    (text) => parseDataFile(text),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    },
  );
const sidebars = new Map<string, Promise<unknown>>();
const SIDEBARS = `/${DATA_DIR}/_sidebars/`;
const readData = (urlPath: string): Promise<unknown> => {
  if (!urlPath.startsWith(SIDEBARS)) return readJson(urlPath);
  let sidebar = sidebars.get(urlPath);
  if (!sidebar) sidebars.set(urlPath, (sidebar = readJson(urlPath)));
  return sidebar;
};

parentPort!.on('message', ({ id, route }: PrerenderRequest) => {
  // A data source per route: the page's data is dropped once it is rendered. What it read is
  // reported, so that the next build knows when this page must be rendered again.
  const reads = new Set<string>();
  const data = cachingDataSource((urlPath) => {
    reads.add(urlPath);
    return readData(urlPath);
  });
  render(route, { data, runtime }).then(
    ({ status, html, scripts }) => parentPort!.postMessage({ id, status, html, ...(scripts ? { scripts } : {}), reads: [...reads] } satisfies PrerenderReply),
    (error: unknown) => parentPort!.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies PrerenderReply),
  );
});
parentPort!.postMessage({ ready: true });
