// What the site's build and its development server share: the content settings that stay out of
// site.config.ts (which ships to the browser) and the plugins that add the API reference, the
// standalone pages, the blog and search.
import fs from 'node:fs';
import path from 'node:path';
import { blogPlugin, configLinksPlugin, standalonePagesPlugin } from '@lumidoc/content-pipeline/build';
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

/**
 * Hosts images may come from: the blog's author avatars (github.com answers with a redirect to
 * avatars.githubusercontent.com). Any other remote image fails the build; the page's CSP allows
 * exactly these (build.mjs).
 */
export const REMOTE_IMAGE_HOSTS = ['github.com', 'avatars.githubusercontent.com'];

// The spec lists the scaling guide under both names; the longer one is canonical.
const DOC_ALIASES = { '/docs/guides/scaling': '/docs/guides/scaling-immich' };

/**
 * The repository this site's sources are kept in: "Edit this page" opens, on its `branch`, the file the
 * page is written from (a translation's own file) below `siteDir`/content/. Set it to `undefined` and
 * the pages show no edit link.
 * @type {{ url: string; branch: string; siteDir: string } | undefined}
 */
export const REPOSITORY = { url: 'https://github.com/lumidoc/lumidoc', branch: 'main', siteDir: 'apps/site' };

/** The base `editUrl` of a repository: the shown file's path below content/ is appended to it. */
export const editUrlBase = (repository) => (repository ? `${repository.url.replace(/\/+$/, '')}/edit/${repository.branch}/${repository.siteDir}/content/` : undefined);

const EDIT_URL = editUrlBase(REPOSITORY);

/**
 * The site routes the config links to: navbar and footer `to:` (dropdown entries too), the logo's
 * `href` and the docs home, so each is checked like a link in the content.
 * @param {import('../src/site-config.types.js').SiteConfig} siteConfig
 * @returns {string[]}
 */
export function configRoutes(siteConfig) {
  const { theme } = siteConfig;
  const navbar = theme.navbar.items.flatMap((item) => (item.type === 'link' ? [item.to] : item.type === 'dropdown' ? item.items.map((entry) => entry.to) : []));
  const footer = theme.footer.columns.flatMap((column) => column.items.map((item) => item.to));
  const logo = theme.logo?.href?.startsWith('/') ? [theme.logo.href] : [];
  return [siteConfig.docsHome, ...logo, ...navbar, ...footer].filter((to) => typeof to === 'string');
}

const readText = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);

/**
 * The site's options for `collectSite` / `buildSite` without the output's (`outDir`, `assets`,
 * `render`, `mode`): folder, URL, locales, sidebars, doc aliases, edit URL and a fresh set of plugins.
 * @param {import('../src/site-config.types.js').SiteConfig} siteConfig the server entry's `siteConfig`
 * @param {string} siteDir the site folder (content/, public/, openapi/)
 */
export function siteOptions(siteConfig, siteDir) {
  return {
    siteDir,
    siteUrl: siteConfig.url,
    baseUrl: siteConfig.baseUrl,
    locales: siteConfig.locales,
    sidebars: siteConfig.sidebars,
    docAliases: DOC_ALIASES,
    remoteImageHosts: REMOTE_IMAGE_HOSTS,
    editUrl: EDIT_URL,
    plugins: [
      openApiPlugin({ ...siteConfig.api, apiKeyRoute: '/docs/features/user-settings#create-api-key' }),
      standalonePagesPlugin({ home: HOME_LINKS }),
      blogPlugin({ ...siteConfig.blog, siteUrl: siteConfig.url, siteTitle: siteConfig.title }),
      searchPlugin(),
      configLinksPlugin({ file: 'site.config.ts', text: readText(path.join(siteDir, 'site.config.ts')), routes: configRoutes(siteConfig) }),
    ],
  };
}
