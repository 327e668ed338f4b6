import fs from 'node:fs';
import path from 'node:path';

/** A reason the import cannot start, said so that the reader knows which file and what to do. */
export class ImportError extends Error {
  override name = 'ImportError';
}

const CONFIG_NAMES = ['docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs', 'docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.cts'];
const SIDEBAR_NAMES = ['sidebars.js', 'sidebars.ts', 'sidebars.json', 'sidebars.mjs', 'sidebars.cjs'];

/** The site's config file; an `ImportError` when the folder is not a Docusaurus site. */
export function findConfigFile(siteDir: string): string {
  if (!fs.existsSync(siteDir) || !fs.statSync(siteDir).isDirectory()) {
    throw new ImportError(`${siteDir} is not a folder: give the folder of the Docusaurus site (the one that holds docusaurus.config.js).`);
  }
  const found = CONFIG_NAMES.find((name) => fs.existsSync(path.join(siteDir, name)));
  if (!found) {
    throw new ImportError(`${siteDir} is not a Docusaurus site: it has no ${CONFIG_NAMES.slice(0, 4).join(', ')}. Give the folder that holds the site's docusaurus.config file (in a monorepo often website/ or docs/).`);
  }
  return path.join(siteDir, found);
}

/** The default sidebars file beside the config, when there is one. */
export const findSidebarsFile = (siteDir: string) => SIDEBAR_NAMES.map((name) => path.join(siteDir, name)).find((file) => fs.existsSync(file));

/** Refuses an output folder that holds anything: the import never mixes its files with others. */
export function checkOutDir(outDir: string): void {
  if (!fs.existsSync(outDir)) return;
  if (!fs.statSync(outDir).isDirectory()) throw new ImportError(`${outDir} is a file: give a new or empty folder for the Lumidoc site.`);
  if (fs.readdirSync(outDir).length > 0) throw new ImportError(`${outDir} is not empty: give a new or empty folder for the Lumidoc site (the import never overwrites files).`);
}
