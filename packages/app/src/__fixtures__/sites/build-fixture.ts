import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite, type SiteBuildOptions, type SiteBuildReport } from '../../build-site.js';
import type { SidebarsConfig } from '@lumidoc/content-pipeline';
import type { DocPageData, SidebarData } from '@lumidoc/contract';
import { pageDataPath, parseDataFile, sidebarDataPath } from '@lumidoc/content-pipeline/runtime';

/** Folder of a fixture site in this directory. */
export const fixtureDir = (name: string) => path.join(import.meta.dirname, name);

/** A built fixture site, read back from the output folder as the browser would get it. */
export interface BuiltFixture {
  report: SiteBuildReport;
  outDir: string;
  page(route: string): DocPageData | undefined;
  sidebar(locale: string, id: string): SidebarData | undefined;
  sitemap: string;
  /** Whether a route was prerendered to HTML. */
  hasHtml(route: string): boolean;
}

/** The message a build failed with, for exact comparison; a build that passes fails the test. */
export async function failureOf(build: Promise<unknown>): Promise<string> {
  return build.then(
    () => {
      throw new Error('expected the build to fail, but it passed');
    },
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
}

const temporaryDirs: string[] = [];

/** Removes every folder the helpers made; call it in `afterAll`. */
export function removeTemporaryDirs(): void {
  for (const dir of temporaryDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** A new folder below the system's temporary one, removed by `removeTemporaryDirs`. */
export const temporaryDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temporaryDirs.push(dir);
  return dir;
};

/** Every file below `dir` by its path there, with its bytes. */
export function fileTree(dir: string): Map<string, Buffer> {
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(files.map((entry) => [path.relative(dir, path.join(entry.parentPath, entry.name)), fs.readFileSync(path.join(entry.parentPath, entry.name))]));
}

/** A server entry whose HTML shows everything the page and its sidebar hold (for comparing builds). */
export const SHOW_DATA_RENDER_MODULE = `
export async function render(url, { data }) {
  const page = await data.page(url);
  if (!page) return { status: 404, html: '<!doctype html><html><head></head><body>Not found</body></html>' };
  const sidebar = page.sidebarId ? await data.sidebar(page.locale, page.sidebarId) : undefined;
  return { status: 200, html: '<!doctype html><html><head></head><body>' + JSON.stringify({ page, sidebar }).replace(/</g, '\\\\u003c') + '</body></html>' };
}`;

/**
 * A copy of a fixture site in a temporary folder, with files replaced (text) or removed (`null`),
 * for bad-input variants of a good fixture.
 */
export function copyFixture(name: string, changes: Record<string, string | null>): string {
  const siteDir = temporaryDir(`lumidoc-${name}-`);
  fs.cpSync(fixtureDir(name), siteDir, { recursive: true });
  for (const [rel, text] of Object.entries(changes)) {
    const file = path.join(siteDir, rel);
    if (text === null) fs.rmSync(file, { recursive: true });
    else {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
    }
  }
  return siteDir;
}

/**
 * Builds a site folder with `buildSite` into a temporary folder: locales en (default) and ru, a
 * render function that answers 200 with the page title for a known route and 404 otherwise, and no
 * git dates unless asked.
 */
export async function buildFixture(siteDir: string, sidebars: SidebarsConfig, options: Partial<SiteBuildOptions> = {}): Promise<BuiltFixture> {
  const outDir = temporaryDir('lumidoc-fixture-out-');
  const report = await buildSite({
    siteDir,
    outDir,
    siteUrl: 'https://docs.example.org',
    locales: { defaultLocale: 'en', locales: ['en', 'ru'] },
    sidebars,
    assets: { css: [], entry: '/entry.js' },
    render: async (url, { data }) => {
      const page = await data.page(url);
      return page ? { status: 200, html: `<title>${page.title}</title>` } : { status: 404, html: 'Not found' };
    },
    lastUpdated: false,
    log: () => undefined,
    ...options,
  });
  const read = <T>(file: string): T | undefined => {
    const full = path.join(outDir, file);
    return fs.existsSync(full) ? (parseDataFile(fs.readFileSync(full, 'utf8')) as T) : undefined;
  };
  return {
    report,
    outDir,
    page: (route) => read<DocPageData>(pageDataPath(route)),
    sidebar: (locale, id) => read<SidebarData>(sidebarDataPath(locale, id)),
    sitemap: fs.readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8'),
    hasHtml: (route) => fs.existsSync(path.join(outDir, route === '/' ? '' : route.slice(1), 'index.html')),
  };
}
