// Prerenders the site: reads the client bundle's manifest, loads the server entry, and hands both to
// the Lumidoc build with the API reference and search plugins. Exits non-zero with the cause on error.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { blogPlugin, buildSite, defaultContentSecurityPolicy, standalonePagesPlugin } from '@lumidoc/content-pipeline/build';
import { openApiPlugin } from '@lumidoc/openapi-pages';
import { searchPlugin } from '@lumidoc/search/build';

// What the home page links to, the same in every locale; its words are in content/pages/<locale>/home.yml.
const HOME_LINKS = {
  getStartedRoute: '/docs/overview/quick-start',
  demoUrl: 'https://demo.immich.app',
  communityUrl: 'https://discord.immich.app',
  stores: [
    { store: 'google-play', href: 'https://play.google.com/store/apps/details?id=app.alextran.immich' },
    { store: 'app-store', href: 'https://apps.apple.com/us/app/immich/id1613945652' },
    { store: 'f-droid', href: 'https://f-droid.org/packages/app.alextran.immich' },
    // An Obtainium link is made per server (its Utilities page); the quick start explains how.
    { store: 'obtainium', href: '/docs/overview/quick-start#mobile-app' },
  ],
  heroImage: { src: '/img/home/hero.svg', width: 480, height: 360 },
};

// The blog: five posts to a list page; feeds and structured data use the site's URL and title.
const BLOG = {
  postsPerPage: 5,
  description: {
    en: 'News, releases and updates from the Immich team.',
    ru: 'Новости, релизы и обновления от команды Immich.',
    'zh-Hans': '来自 Immich 团队的新闻、版本发布和项目动态。',
  },
};

// Build-only settings stay out of site.config.ts, which ships to the browser.
// The spec lists the scaling guide under both names; the longer one is canonical.
const DOC_ALIASES = { '/docs/guides/scaling': '/docs/guides/scaling-immich' };

const siteDir = path.resolve(import.meta.dirname, '..');
// LUMIDOC_OUT_DIR lets the benchmark time a build of the real site without touching dist/.
const outDir = process.env.LUMIDOC_OUT_DIR ? path.resolve(process.env.LUMIDOC_OUT_DIR) : path.join(siteDir, 'dist', 'client');
const started = performance.now();

try {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The client manifest has no entry chunk; run `vite build` first.');
  const server = await import(pathToFileURL(path.join(siteDir, 'dist', 'server', 'entry-server.js')).href);
  const { siteConfig } = server;
  const report = await buildSite({
    siteDir,
    outDir,
    siteUrl: siteConfig.url,
    baseUrl: siteConfig.baseUrl,
    locales: siteConfig.locales,
    sidebars: siteConfig.sidebars,
    docAliases: DOC_ALIASES,
    mode: process.env.LUMIDOC_MODE === 'development' ? 'development' : 'production',
    assets: { css: (entry.css ?? []).map((file) => `/${file}`), entry: `/${entry.file}` },
    render: server.render,
    contentSecurityPolicy: defaultContentSecurityPolicy,
    plugins: [openApiPlugin({ ...siteConfig.api, apiKeyRoute: '/docs/features/user-settings#create-api-key' }), standalonePagesPlugin({ home: HOME_LINKS }), blogPlugin({ ...BLOG, siteUrl: siteConfig.url, siteTitle: siteConfig.title }), searchPlugin()],
  });
  // The version switcher of this and every archived site reads this list from the main host.
  fs.copyFileSync(path.join(siteDir, 'archived-versions.json'), path.join(outDir, 'archived-versions.json'));
  const kinds = Object.entries(report.pagesByKind).map(([kind, count]) => `${kind} ${count}`).join(', ');
  console.log(`Built ${report.pages} pages (${kinds}) in ${Math.round(performance.now() - started)} ms; phases: ${JSON.stringify(report.phases)}`);
} catch (error) {
  console.error(`\nSite build failed:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
