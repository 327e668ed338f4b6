// What a team outside this repository gets from npm: every publishable package packed as it would
// be published, installed into empty projects with its registry dependencies, then type-checked
// (declaration files included) and run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installProject, packPackages, ROOT, tryRun, workspaceVersion } from './pack.mjs';

const PACKAGES = ['packages/i18n', 'packages/contract', 'packages/search', 'packages/theme', 'packages/content-pipeline', 'packages/openapi-pages', 'packages/runtime', 'packages/app'];
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lumidoc-pack-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const TSCONFIG = {
  compilerOptions: {
    strict: true,
    module: 'nodenext',
    moduleResolution: 'nodenext',
    target: 'es2022',
    lib: ['es2023', 'dom', 'dom.iterable'],
    jsx: 'react-jsx',
    noEmit: true,
    // The packages' own declaration files are checked too, not only their use.
    skipLibCheck: false,
    types: [],
  },
  include: ['src'],
};

/** The first fenced block of `lang` after `heading` in a README. */
function readmeExample(readme, heading, lang) {
  const text = fs.readFileSync(path.join(ROOT, readme), 'utf8');
  const after = text.slice(text.indexOf(`\n${heading}\n`));
  const match = after.match(new RegExp('```' + lang + '\\n([\\s\\S]*?)```'));
  if (!match) throw new Error(`${readme} has no ${lang} block under ${heading}`);
  return match[1];
}

const reactVersions = () => ({ react: workspaceVersion('react'), 'react-dom': workspaceVersion('react-dom') });
const typeTools = () => ({ typescript: workspaceVersion('typescript'), '@types/react': workspaceVersion('@types/react'), '@types/react-dom': workspaceVersion('@types/react-dom') });

let tarballs;
beforeAll(() => {
  tarballs = packPackages(PACKAGES, path.join(work, 'tarballs'));
});

describe('the theme installed alone', () => {
  const dir = path.join(work, 'theme-only');
  beforeAll(() => {
    installProject(dir, {
      dependencies: { '@lumidoc/theme': `file:${tarballs.get('@lumidoc/theme')}`, ...reactVersions() },
      devDependencies: typeTools(),
      tarballs,
      files: {
        'tsconfig.json': JSON.stringify(TSCONFIG, null, 2),
        // The README's example, as a reader would paste it.
        'src/document.tsx': readmeExample('packages/theme/README.md', '## Example', 'tsx'),
        'src/css.d.ts': "declare module '*.css';\n",
        'render.mjs': [
          "import { createElement as h } from 'react';",
          "import { renderToString } from 'react-dom/server';",
          "import { createLocaleSet } from '@lumidoc/i18n';",
          "import { AdmonitionBox, Footer, loadThemeCatalogs, ThemeProvider } from '@lumidoc/theme';",
          "const locales = createLocaleSet({ defaultLocale: 'en', locales: ['en', 'ru'] });",
          // The site replaces the footer from its config, wrapping the theme's.
          "const components = { Footer: ({ Default }) => h('div', { id: 'site-footer' }, h(Default), 'Mirror run by the docs team') };",
          "const config = { title: 'Docs', navbar: { items: [] }, footer: { columns: [], copyright: 'Example' }, components };",
          "await loadThemeCatalogs(['ru']);",
          "const provider = (children) => h(ThemeProvider, { locale: locales.get('ru'), locales: locales.list, fallbackLocales: ['en'], config, localizePath: (p) => p }, children);",
          "console.log(renderToString(provider([h(AdmonitionBox, { type: 'tip', key: 'a' }, 'Hello'), h(Footer, { key: 'f' })])));",
        ].join('\n'),
      },
    });
  });

  it('brings no Markdown tooling: no unified, remark or rehype, and not the pipeline', () => {
    const installed = fs.readdirSync(path.join(dir, 'node_modules'));
    const scoped = fs.readdirSync(path.join(dir, 'node_modules', '@lumidoc'));
    expect(scoped.sort()).toEqual(['contract', 'i18n', 'search', 'theme']);
    expect(installed.filter((name) => /^(unified|remark|rehype|micromark|mdast|shiki)/.test(name))).toEqual([]);
    const explain = tryRun('npm', ['explain', 'unified'], dir);
    expect(explain.ok).toBe(false);
  });

  it("type-checks the README's example against the published declaration files", () => {
    const result = tryRun(path.join(dir, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], dir);
    expect(result.output).toBe('');
    expect(result.ok).toBe(true);
  });

  it('renders on the server from the installed files', () => {
    const result = tryRun('node', ['render.mjs'], dir);
    expect(result.ok, result.output).toBe(true);
    expect(result.output).toContain('ld-admonition--tip');
    expect(result.output).toContain('Hello');
    // The Russian strings come from the locale's own chunk, loaded from the installed package.
    expect(result.output).toContain('Совет');
    expect(result.output).toMatch(/<div id="site-footer"><footer class="ld-footer">.*<\/footer>Mirror run by the docs team<\/div>/);
  });
});

describe('every package installed together', () => {
  const dir = path.join(work, 'all');
  beforeAll(() => {
    const dependencies = Object.fromEntries([...tarballs].map(([name, file]) => [name, `file:${file}`]));
    installProject(dir, {
      dependencies: { ...dependencies, ...reactVersions() },
      devDependencies: { ...typeTools(), '@types/node': workspaceVersion('@types/node') },
      tarballs,
      files: {
        'tsconfig.json': JSON.stringify({ ...TSCONFIG, compilerOptions: { ...TSCONFIG.compilerOptions, types: ['node'] } }, null, 2),
        'src/build.ts': [
          "import { buildSite } from '@lumidoc/app';",
          "import { blogPlugin, standalonePagesPlugin, type BuildPlugin } from '@lumidoc/content-pipeline/build';",
          "import { openApiPlugin } from '@lumidoc/openapi-pages';",
          "import { searchPlugin } from '@lumidoc/search/build';",
          "import type { PageData } from '@lumidoc/contract';",
          "import { defineSiteApp, type KindProps } from '@lumidoc/runtime';",
          "import { createSiteRenderer } from '@lumidoc/runtime/server';",
          "import { hydrateSite } from '@lumidoc/runtime/client';",
          "import { hydrateWhenIdleOrUsed } from '@lumidoc/runtime/boot';",
          'export const plugins: BuildPlugin[] = [searchPlugin()];',
          "const Changelog = ({ page }: KindProps) => page.title;",
          "const app = defineSiteApp({ config: { title: 'T', url: 'https://t.test', baseUrl: '/', locales: { defaultLocale: 'en', locales: ['en'] }, docsHome: '/docs', theme: { title: 'T', navbar: { items: [] }, footer: { columns: [] } } }, kinds: { changelog: async () => ({ default: Changelog }) } });",
          'export const render = createSiteRenderer(app);',
          'export const start = () => hydrateWhenIdleOrUsed(() => hydrateSite(app));',
          'export const kinds = (pages: PageData[]): string[] => pages.map((page) => page.kind);',
          'export { buildSite, blogPlugin, standalonePagesPlugin, openApiPlugin };',
        ].join('\n'),
      },
    });
  });

  it('type-checks a build script that uses the pipeline, its plugins, the contract and the runtime', () => {
    const result = tryRun(path.join(dir, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], dir);
    expect(result.output).toBe('');
    expect(result.ok).toBe(true);
  });

  it('builds a three-page site from a config and a content folder: the runtime renders it with the theme, its footer replaced by the site', () => {
    const site = path.join(dir, 'site');
    fs.cpSync(path.join(import.meta.dirname, 'fixtures/three-page-site'), site, { recursive: true });
    const out = path.join(dir, 'out');
    const result = tryRun('node', [path.join(site, 'build.mjs'), out], dir);
    expect(result.ok, result.output).toBe(true);
    expect(JSON.parse(result.output)).toEqual({ pages: 3, routes: ['/docs/faq', '/docs/install', '/docs/intro'] });
    const html = (route) => fs.readFileSync(path.join(out, route.slice(1), 'index.html'), 'utf8');
    const install = html('/docs/install');
    expect(install).toContain('<h1');
    // The code block, highlighted at build time, under its title.
    expect(install).toContain('Start it');
    expect(install).toMatch(/docker<\/span>.*compose/s);
    // The links between the pages, the sidebar and the replaced footer, on every page.
    expect(install).toContain('href="/docs/faq#backups"');
    for (const route of ['/docs/intro', '/docs/install', '/docs/faq']) {
      const page = html(route);
      expect(page).toMatch(/<div class="site-footer"><footer class="ld-footer">.*<\/footer><p>Kept by the platform team<\/p><\/div>/s);
      expect(page).toContain('class="ld-sidebar');
    }
    expect(html('/docs/intro')).toContain('ld-admonition--tip');
    // The runtime's document: the title, the canonical link and what the client entry reads to hydrate.
    expect(install).toMatch(/<title>[^<]+ \| Three pages<\/title>/);
    expect(install).toContain('<link rel="canonical" href="https://docs.example.org/docs/install"/>');
    expect(install).toContain('<script id="lumidoc-runtime" type="application/json">');
    expect(fs.existsSync(path.join(out, '404.html'))).toBe(true);
    expect(fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).toContain('https://docs.example.org/docs/faq');
  });

  it('reaches unified only through the pipeline, never through the theme', () => {
    const explain = tryRun('npm', ['explain', 'unified', '--json'], dir);
    expect(explain.ok, explain.output).toBe(true);
    const paths = JSON.stringify(JSON.parse(explain.output));
    expect(paths).toContain('@lumidoc/content-pipeline');
    expect(paths).not.toContain('@lumidoc/theme');
  });
});
