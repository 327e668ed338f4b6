import path from 'node:path';
import { listFiles } from '../build/files.js';
import type { BuildPlugin } from '@lumidoc/contract';
import { readSourceFiles, type SourceFile } from '../source-text.js';
import { createStandalonePages } from './create-pages.js';
import type { HomeLinks } from './home-links.js';
import type { RawHtmlMode } from '../markdown/raw-html.js';
import { compileStandaloneSources, withRenderedDiagrams } from './sources.js';

export interface StandalonePagesPluginOptions {
  /** Folder of the page sources, relative to the site folder. Default `content/pages`. */
  dir?: string;
  /** What the home page links to; required when there is a `home.yml`. */
  home?: HomeLinks;
  /** Raw HTML in Markdown: `'sanitize'` (default) or `'refuse'`, as `CompileOptions.rawHtml`. */
  rawHtml?: RawHtmlMode | undefined;
  /** Hosts an `<iframe>` in raw HTML may load from (https only). Default: none. */
  iframeHosts?: readonly string[] | undefined;
}

/**
 * Adds the standalone pages to a build: `home.yml` (`/`), `roadmap.yml` (`/roadmap`),
 * `cursed-knowledge.yml` (`/cursed-knowledge`) and any `<name>.md` (`/<name>`) from
 * `<dir>/<locale>/`, in every locale of the site, with their links checked with the rest.
 */
export function standalonePagesPlugin(options: StandalonePagesPluginOptions = {}): BuildPlugin {
  return {
    name: 'pages',
    // Made from its own files only: runs while the docs compile.
    independentOfDocs: true,
    async pages({ locales, siteDir, mode, log }) {
      const dir = path.join(siteDir, options.dir ?? path.join('content', 'pages'));
      // Dotfiles (editor and OS leftovers) are not pages.
      const paths = await listFiles(dir, /^[^.]/);
      const files: SourceFile[] = await readSourceFiles(paths, siteDir, log);
      const sources = await withRenderedDiagrams(compileStandaloneSources(dir, files, locales.list.map((l) => l.code), { rawHtml: options.rawHtml, iframeHosts: options.iframeHosts }));
      const result = createStandalonePages(sources, { locales, mode, ...(options.home ? { home: options.home } : {}) });
      const names = [...new Set(sources.map((s) => s.name))].sort();
      log(`pages: ${names.join(', ')} in ${locales.list.length} locales, ${result.pages.length} pages`);
      return result;
    },
  };
}
