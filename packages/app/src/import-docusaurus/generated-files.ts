import { LUMIDOC_PACKAGES, LUMIDOC_VERSION, REACT_VERSION, VITE_REACT_PLUGIN_VERSION, VITE_VERSION } from './versions.js';

// The small, generic files of a Lumidoc site: the same for every imported site but for its name,
// its config and whether it has a stylesheet of its own.

/** The collect options site.config.ts may set; scripts/site-options.mjs passes each one given to the build. */
const BUILD_KEYS = ['sidebars', 'docsVersions', 'editUrl', 'lastUpdated', 'lastUpdateAuthor', 'onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks', 'remoteImageHosts', 'mdxComponents'];

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export function packageJson(name: string): string {
  return json({
    name,
    private: true,
    type: 'module',
    scripts: {
      dev: 'node scripts/dev.mjs',
      build: 'vite build && vite build --ssr && node --max-semi-space-size=64 --interrupt-budget=400000 --max-inlined-bytecode-size-cumulative=460 --expose-gc scripts/build.mjs',
      start: 'npm run build && vite preview --outDir dist/client --port 4173',
    },
    dependencies: {
      ...Object.fromEntries(LUMIDOC_PACKAGES.map((pkg) => [pkg, LUMIDOC_VERSION])),
      react: REACT_VERSION,
      'react-dom': REACT_VERSION,
    },
    devDependencies: { '@vitejs/plugin-react': VITE_REACT_PLUGIN_VERSION, vite: VITE_VERSION },
  });
}

/** site.config.ts: the settings as a typed object literal, with the sidebars from content/sidebars.ts. */
export function siteConfigTs(settings: Record<string, unknown>): string {
  const literal = JSON.stringify(settings, null, 2).replace(/\n}$/, ',\n  sidebars,\n}');
  return `// The site's settings, imported from its Docusaurus config. The app (browser and prerender) reads
// title, URL, locales and theme; scripts/site-options.mjs gives the rest to the build.
import type { BlogPluginOptions, SiteCollectOptions } from '@lumidoc/content-pipeline/build';
import type { SiteAppConfig } from '@lumidoc/runtime';
import { sidebars } from './content/sidebars.js';

type BuildSettings = Pick<SiteCollectOptions, ${BUILD_KEYS.map((key) => `'${key}'`).join(' | ')}> & {
  /** The blog's list and feed sizes and description; no blog when absent. */
  blog?: Pick<BlogPluginOptions, 'postsPerPage' | 'description' | 'feedLimit'>;
};

export const siteConfig: SiteAppConfig & BuildSettings = ${literal};
`;
}

export function sidebarsTs(sidebars: unknown): string {
  return `// The docs sidebars, imported from the Docusaurus sidebars file.
import type { SidebarsConfig } from '@lumidoc/content-pipeline';

export const sidebars: SidebarsConfig = ${JSON.stringify(sidebars, null, 2)};
`;
}

export const APP_TS = `import { defineSiteApp } from '@lumidoc/runtime';
import { siteConfig } from '../site.config.js';

/** The site's React app: the theme's page for every kind, this site's config. */
export const app = defineSiteApp({ config: siteConfig, configSource: 'site.config.ts' });
`;

export function entryClientTs(stylesheets: readonly string[]): string {
  const own = stylesheets.map((file) => `import './${file}';\n`).join('');
  return `import '@lumidoc/theme/style.css';
${own ? `// The site's own stylesheet, after the theme's so that it wins.\n${own}` : ''}import { hydrateWhenIdleOrUsed } from '@lumidoc/runtime/boot';

// The prerendered page reads without script; React loads once the page is idle or used.
hydrateWhenIdleOrUsed(() => import('./hydrate.js').then((module) => module.hydrate()), { immediately: import.meta.env.DEV });
`;
}

export const HYDRATE_TS = `import { hydrateSite } from '@lumidoc/runtime/client';
import { app } from './app.js';

export const hydrate = () => hydrateSite(app);
`;

export const ENTRY_SERVER_TS = `import { createSiteRenderer } from '@lumidoc/runtime/server';
import { app } from './app.js';

// The prerender imports this module in every thread: \`render\` for each route, the config for the build.
export { siteConfig } from '../site.config.js';
export const render = createSiteRenderer(app);
`;

export const VITE_CONFIG = `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Two builds from one config: the browser bundle (dist/bundle, with the manifest the build reads)
// and the server entry the prerender runs (dist/server).
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react()],
  // Packages that import React are bundled into the server entry too, or Node would load React itself.
  ssr: isSsrBuild ? { noExternal: true } : {},
  // The prerender runs React's production server renderer whatever NODE_ENV the build starts with.
  ...(isSsrBuild && mode === 'production' ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  publicDir: 'public',
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false, target: 'node20', rolldownOptions: { input: 'src/entry-server.ts' } }
    : { outDir: 'dist/bundle', emptyOutDir: true, manifest: true, target: 'es2022', rolldownOptions: { input: 'src/entry-client.ts' } },
}));
`;

export const SITE_OPTIONS_MJS = `// What the build and the development server share: the site's collect options and plugins.
import fs from 'node:fs';
import path from 'node:path';
import { blogPlugin, configLinksPlugin, standalonePagesPlugin } from '@lumidoc/content-pipeline/build';
import { searchPlugin } from '@lumidoc/search/build';

/** The routes site.config.ts links to (navbar, footer, logo, docs home), checked like links in the content. */
function configRoutes(siteConfig) {
  const { theme } = siteConfig;
  const navbar = theme.navbar.items.flatMap((item) => (item.type === 'link' ? [item.to] : item.type === 'dropdown' ? item.items.map((entry) => entry.to) : []));
  const footer = theme.footer.columns.flatMap((column) => column.items.map((item) => item.to));
  const logo = theme.logo?.href?.startsWith('/') ? [theme.logo.href] : [];
  return [siteConfig.docsHome, ...logo, ...navbar, ...footer].filter((to) => typeof to === 'string');
}

/** \`collectSite\` / \`buildSite\` options of this site, but the output's (outDir, assets, render, mode). */
export function siteOptions(siteConfig, siteDir) {
  const { blog } = siteConfig;
  const settings = ${JSON.stringify(BUILD_KEYS.filter((key) => key !== 'sidebars'))}.filter((key) => siteConfig[key] !== undefined);
  const configFile = path.join(siteDir, 'site.config.ts');
  return {
    siteDir,
    siteUrl: siteConfig.url,
    baseUrl: siteConfig.baseUrl,
    locales: siteConfig.locales,
    sidebars: siteConfig.sidebars,
    ...Object.fromEntries(settings.map((key) => [key, siteConfig[key]])),
    plugins: [
      ...(blog ? [blogPlugin({ ...blog, siteUrl: siteConfig.url, siteTitle: siteConfig.title })] : []),
      standalonePagesPlugin(),
      searchPlugin(),
      configLinksPlugin({ file: 'site.config.ts', text: fs.readFileSync(configFile, 'utf8'), routes: configRoutes(siteConfig) }),
    ],
  };
}
`;

export const BUILD_MJS = `// Prerenders the site from its client and server bundles (\`vite build\`, \`vite build --ssr\`);
// \`npm run build\` runs all three. Exits non-zero with the cause on error.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildBundledSite, contentSecurityPolicyWith } from '@lumidoc/app';
import { siteOptions } from './site-options.mjs';

const siteDir = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(siteDir, 'dist', 'server', 'entry-server.js');
const started = performance.now();

try {
  const { siteConfig } = await import(pathToFileURL(serverEntry).href);
  const report = await buildBundledSite({
    ...siteOptions(siteConfig, siteDir),
    clientDir: path.join(siteDir, 'dist', 'bundle'),
    outDir: path.join(siteDir, 'dist', 'client'),
    serverEntry,
    contentSecurityPolicy: contentSecurityPolicyWith({ imageHosts: siteConfig.remoteImageHosts ?? [] }),
  });
  const kinds = Object.entries(report.pagesByKind).map(([kind, count]) => \`\${kind} \${count}\`).join(', ');
  console.log(\`Built \${report.pages} pages (\${kinds}) into dist/client in \${Math.round(performance.now() - started)} ms.\`);
} catch (error) {
  console.error(\`\\nSite build failed:\\n\${error instanceof Error ? error.message : String(error)}\`);
  process.exit(1);
}
`;

export const DEV_MJS = `// The development server (\`npm run dev\`): @lumidoc/app's, with this site's options.
import path from 'node:path';
import { describeError, startDevServer } from '@lumidoc/app/dev';

const appDir = path.resolve(import.meta.dirname, '..');
try {
  const siteOptions = async (siteConfig, siteDir) => (await import('./site-options.mjs')).siteOptions(siteConfig, siteDir);
  const server = await startDevServer({ appDir, siteOptions, port: Number(process.env.PORT ?? 5173) });
  process.once('SIGINT', () => void server.close().then(() => process.exit(0)));
} catch (error) {
  console.error(\`\\nThe dev server did not start:\\n\${describeError(error)}\`);
  process.exit(1);
}
`;

export const TSCONFIG = json({
  compilerOptions: {
    target: 'es2022',
    module: 'esnext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    lib: ['es2023', 'dom', 'dom.iterable'],
    types: ['vite/client'],
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  },
  include: ['src/*.ts', 'site.config.ts', 'content/sidebars.ts'],
});

export const GITIGNORE = 'node_modules\ndist\n';
