// Renders one route from the data files the build has already written below `outDir` (sidebars
// kept between routes, pages not), and reports what it read. Prerender threads use it, and the main
// thread too when so few routes changed that starting threads would cost more than rendering them.
import fs from 'node:fs';
import path from 'node:path';
import type { RenderFunction, RenderResult, SiteRuntime } from '@lumidoc/contract';
import { cachingDataSource, DATA_DIR, parseDataFile } from '@lumidoc/content-pipeline/runtime';

/** What the main thread hands each prerender thread (prerender-worker.ts). */
export interface PrerenderWorkerData {
  /** URL of a module exporting `render` (the site's server entry). */
  renderModule: string;
  runtime: SiteRuntime;
  /** The folder holding the data files (`/_data/...`) the render reads. */
  outDir: string;
}

/** A render's result and the data files it read (what the next build compares to know whether to render again). */
export type RouteRendering = RenderResult & { reads: readonly string[] };

export async function routeRenderer({ renderModule, runtime, outDir }: PrerenderWorkerData): Promise<(route: string) => Promise<RouteRendering>> {
  const { render } = (await import(renderModule)) as { render: RenderFunction };
  // Read at once: the files are small and just written (in the page cache), and the promise form
  // costs four trips through the thread pool per file.
  const readJson = async (urlPath: string): Promise<unknown> => {
    let text: string;
    try {
      text = fs.readFileSync(path.join(outDir, urlPath), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    return parseDataFile(text);
  };
  const sidebars = new Map<string, Promise<unknown>>();
  const sidebarsDir = `/${DATA_DIR}/_sidebars/`;
  const readData = (urlPath: string): Promise<unknown> => {
    if (!urlPath.startsWith(sidebarsDir)) return readJson(urlPath);
    let sidebar = sidebars.get(urlPath);
    if (!sidebar) sidebars.set(urlPath, (sidebar = readJson(urlPath)));
    return sidebar;
  };
  return async (route) => {
    // A data source per route: the page's data is dropped once it is rendered.
    const reads = new Set<string>();
    const data = cachingDataSource((urlPath) => {
      reads.add(urlPath);
      return readData(urlPath);
    });
    const result = await render(route, { data, runtime });
    return { ...result, reads: [...reads] };
  };
}
