import fs from 'node:fs/promises';
import path from 'node:path';
import type { BuildPlugin } from '@lumidoc/content-pipeline/build';
import { writeFile } from '@lumidoc/content-pipeline/build';
import { loadSpec } from './load.js';
import { createApiPages, type ApiPagesOptions } from './pages.js';
import { loadOverlays } from './texts.js';

/** Options of `openApiPlugin`: those of `createApiPages`, with `specFile` a path in the site folder. */
export interface OpenApiPluginOptions extends Omit<ApiPagesOptions, 'locales' | 'specFile' | 'overlays'> {
  /** Path of the OpenAPI file, relative to the site folder. */
  specFile: string;
  /** Hosts whose `https:` documents a `$ref` may name. None by default: only files in the description's folder are read. */
  allowedRefHosts?: readonly string[];
}

/**
 * Adds the API reference to a build: reads the description and its translations
 * (`i18n/<locale>.json` beside it), logs how many pages each locale gets and every problem it
 * repaired, hands the introduction's and the descriptions' links to the site's link check, and
 * publishes the OpenAPI file at `specUrl`.
 */
export function openApiPlugin(options: OpenApiPluginOptions): BuildPlugin {
  return {
    name: 'api',
    // Made from its own files only: runs while the docs compile.
    independentOfDocs: true,
    async pages({ locales, siteDir, keep, log }) {
      const file = path.join(siteDir, options.specFile);
      // A kept result was made from a description that passed the check: it runs only when pages are made.
      const spec = await loadSpec(file, options.specFile, { ...(options.allowedRefHosts ? { allowedRefHosts: options.allowedRefHosts } : {}), deferCheck: Boolean(keep) });
      const overlays = loadOverlays(file, options.specFile, locales.list.map((l) => l.code));
      const { allowedRefHosts: _hosts, ...rest } = options;
      const make = async () => {
        await spec.check();
        return createApiPages(spec, { ...rest, locales, overlays });
      };
      // The pages depend on the description (its $refs resolved), its translations, the options,
      // the locales and the code of this package and of those that compile its Markdown and text.
      const key = () => ({
        text: JSON.stringify({ sources: spec.sources, overlays: [...overlays], rest, locales: locales.list }),
        code: [import.meta.url, import.meta.resolve('@lumidoc/content-pipeline'), import.meta.resolve('@lumidoc/i18n')],
      });
      const result = keep ? await keep(options.specUrl, key(), make) : await make();
      const perLocale = result.pages.length / locales.list.length;
      log(`api: ${perLocale} pages per locale (${perLocale - 1} operations and the introduction), ${result.pages.length} in all`);
      for (const warning of result.warnings) log(`api: warning: ${options.specFile}: ${warning}`);
      return result;
    },
    async emit({ siteDir, outDir }) {
      await writeFile(path.join(outDir, options.specUrl), await fs.readFile(path.join(siteDir, options.specFile)));
    },
  };
}
