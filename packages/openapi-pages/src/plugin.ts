import fs from 'node:fs/promises';
import path from 'node:path';
import type { BuildPlugin } from '@lumidoc/content-pipeline/build';
import { writeFile } from '@lumidoc/content-pipeline/build';
import { loadSpec } from './load.js';
import { createApiPages, type ApiPagesOptions } from './pages.js';

/** Options of `openApiPlugin`: those of `createApiPages`, with `specFile` a path in the site folder. */
export interface OpenApiPluginOptions extends Omit<ApiPagesOptions, 'locales' | 'specFile'> {
  /** Path of the OpenAPI file, relative to the site folder. */
  specFile: string;
}

/**
 * Adds the API reference to a build, logs how many pages each locale gets, hands the
 * introduction's links to the site's link check, and publishes the OpenAPI file at `specUrl`.
 */
export function openApiPlugin(options: OpenApiPluginOptions): BuildPlugin {
  return {
    name: 'api',
    async pages({ locales, siteDir, log }) {
      const spec = await loadSpec(path.join(siteDir, options.specFile), options.specFile);
      const result = createApiPages(spec, { ...options, locales });
      const perLocale = result.pages.length / locales.list.length;
      log(`api: ${perLocale} pages per locale (${perLocale - 1} operations and the introduction), ${result.pages.length} in all`);
      return result;
    },
    async emit({ siteDir, outDir }) {
      await writeFile(path.join(outDir, options.specUrl), await fs.readFile(path.join(siteDir, options.specFile)));
    },
  };
}
