import { sidebars } from './content/sidebars.js';
import type { SiteConfig } from './src/site-config.types.js';
import { siteText } from './src/site-text.js';

const GITHUB = 'https://github.com/immich-app/immich';
const DISCORD = 'https://discord.immich.app';
const NEXT = { label: 'Next', url: 'https://main.preview.immich.app' };
const LATEST = { label: 'v1.136.0', url: 'https://immich.app' };
// The list of archived versions; this site publishes it at its root (scripts/build.mjs).
const ARCHIVED_URL = '/archived-versions.json';

export const siteConfig: SiteConfig = {
  title: 'Immich',
  url: 'https://immich.app',
  baseUrl: '/',
  locales: {
    defaultLocale: 'zh-Hans',
    sourceLocale: 'en',
    locales: ['zh-Hans', 'zh-Hant', 'ja', 'ko', 'en', 'pt', 'es', 'fr', 'de', 'ru'],
    fallbacks: { 'zh-Hant': ['zh-Hans', 'en'] },
  },
  docsHome: '/docs/overview/welcome',
  favicon: { href: '/img/immich-logo.svg', type: 'image/svg+xml' },
  theme: {
    title: 'Immich',
    logo: { src: '/img/immich-logo.svg', alt: siteText('site.logoAlt'), href: '/', width: 32, height: 32 },
    navbar: {
      items: [
        { type: 'link', label: siteText('navbar.docs'), to: '/docs/overview/welcome' },
        { type: 'link', label: siteText('navbar.roadmap'), to: '/roadmap' },
        { type: 'link', label: siteText('navbar.api'), to: '/docs/api' },
        { type: 'external', label: siteText('navbar.merch'), href: 'https://immich.store', position: 'right' },
        { type: 'external', label: siteText('navbar.github'), href: GITHUB, position: 'right' },
        { type: 'external', label: siteText('navbar.discord'), href: DISCORD, position: 'right' },
        { type: 'versionSwitcher', next: NEXT, latest: LATEST, archivedUrl: ARCHIVED_URL, position: 'right' },
        { type: 'search', position: 'right' },
        { type: 'localeDropdown', position: 'right' },
      ],
    },
    footer: {
      columns: [
        {
          title: siteText('footer.overview'),
          items: [
            { label: siteText('footer.welcome'), to: '/docs/overview/welcome' },
            { label: siteText('footer.installation'), to: '/docs/install/requirements' },
            { label: siteText('footer.support'), to: '/docs/overview/support-the-project' },
            { label: siteText('footer.privacy'), to: '/privacy-policy' },
          ],
        },
        {
          title: siteText('footer.documentation'),
          items: [
            { label: siteText('navbar.roadmap'), to: '/roadmap' },
            { label: siteText('navbar.api'), to: '/docs/api' },
            { label: siteText('footer.cursed'), to: '/cursed-knowledge' },
          ],
        },
        {
          title: siteText('footer.links'),
          items: [
            { label: siteText('navbar.github'), href: GITHUB },
            { label: siteText('footer.youtube'), href: 'https://www.youtube.com/@immich-app' },
            { label: siteText('navbar.discord'), href: DISCORD },
            { label: siteText('footer.forum'), href: 'https://www.reddit.com/r/immich/' },
          ],
        },
      ],
      copyright: siteText('footer.copyright'),
    },
    // Dismissible; a new id shows it again to visitors who closed this one.
    announcement: { id: 'site_announcement_immich', content: siteText('announcement.text') },
    // The not-found page asks readers to report a broken link here.
    contactUrl: `${GITHUB}/issues`,
  },
  sidebars,
  // Five posts to a list page; feeds and structured data use the site's URL and title.
  blog: { postsPerPage: 5, description: siteText('blog.description') },
  // The version switcher: Next and Latest first, then one archive per minor release (newest first).
  versions: {
    next: NEXT,
    latest: LATEST,
    // Archived versions are listed in archived-versions.json, published at the site root.
    archivedUrl: ARCHIVED_URL,
  },
  // Page views go to Plausible through a same-origin proxy path (see README, static hosting).
  analytics: { provider: 'plausible', endpoint: '/api/event', domain: 'immich.app', respectDoNotTrack: true },
  api: {
    specFile: 'openapi/immich-openapi-specs.json',
    specUrl: '/openapi/immich-openapi-specs.json',
    sampleServerUrl: 'https://immich.example.com/api',
    sdkPackage: '@immich/sdk',
  },
};
