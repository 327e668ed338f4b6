import fs from 'node:fs';
import path from 'node:path';

/** Every prerendered route, read from the page data files the build wrote (one per route). */
export function prerenderedRoutes(siteDir: string): string[] {
  const root = path.join(siteDir, '_data');
  if (!fs.existsSync(root)) throw new Error(`No page data under ${root}`);
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json') && !/^_(sidebars|shared)\b/.test(path.relative(root, entry.parentPath)))
    .map((entry) => {
      const route = `/${path.relative(root, path.join(entry.parentPath, entry.name)).replace(/\.json$/, '')}`;
      return route === '/index' ? '/' : route;
    })
    .sort();
}
