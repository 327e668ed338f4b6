import { readPlugins } from './plugins.js';
import { ImportReport } from './report.js';
import { standInModule } from './stand-in-module.js';
import { translateConfig } from './translate-config.js';
import { translateLocales } from './translate-locales.js';
import { translateTheme, type ThemeContext } from './translate-theme.js';

const translate = (config: Record<string, unknown>) => {
  const report = new ImportReport();
  const result = translateConfig(config, readPlugins(config, 'docusaurus.config.js', report), 'docusaurus.config.js', report);
  return { ...result, notes: report.notes.map((n) => n.reason) };
};

describe('translateConfig', () => {
  it('takes the URL settings, link policies, docs versions, edit URL and blog sizes; reports the rest by name', () => {
    const { settings, paths, notes } = translate({
      title: 'Site',
      url: 'https://docs.example.org',
      favicon: 'img/favicon.ico',
      onBrokenLinks: 'warn',
      onBrokenAnchors: 'log',
      markdown: { mermaid: true, hooks: { onBrokenMarkdownLinks: 'ignore' } },
      organizationName: 'org',
      scripts: ['https://x.org/a.js'],
      presets: [
        [
          'classic',
          {
            docs: { sidebarPath: './sidebars.js', editUrl: 'https://github.com/o/r/edit/main/website/', showLastUpdateAuthor: true, showLastUpdateTime: true, lastVersion: 'current', versions: { current: { label: 'Next', path: 'next', banner: 'none' } }, remarkPlugins: [standInModule('remark-math')] },
            blog: { postsPerPage: 5, blogDescription: 'News', feedOptions: { type: 'all', limit: 10 } },
            theme: { customCss: './src/css/custom.css' },
            gtag: { trackingID: 'G-123' },
          },
        ],
      ],
    });
    expect(settings).toEqual({
      favicon: { href: '/img/favicon.ico' },
      onBrokenLinks: 'warn',
      onBrokenAnchors: 'warn',
      onBrokenMarkdownLinks: 'ignore',
      analytics: { provider: 'ga4', measurementId: 'G-123' },
      editUrl: 'https://github.com/o/r/edit/main/website/content/',
      lastUpdateAuthor: true,
      docsVersions: { lastVersion: 'current', versions: { current: { label: 'Next', path: 'next' } } },
      blog: { description: 'News', postsPerPage: 5, feedLimit: 10 },
    });
    expect(paths).toEqual({ docs: 'docs', blog: 'blog', pages: 'src/pages', static: ['static'], sidebarPath: './sidebars.js', customCss: ['./src/css/custom.css'], authorsFile: 'authors.yml', tagsFile: 'tags.yml' });
    expect(notes).toEqual([
      'presets.classic.docs.versions.current.banner: "none" is not carried over (Lumidoc shows the notice of the version\'s place)',
      'presets.classic.docs.remarkPlugins: "remark-math" is not carried over (Lumidoc\'s Markdown pipeline is fixed; it has admonitions, tabs, code titles and line highlights, Mermaid and heading ids of its own)',
      'presets.classic.blog.feedOptions: type not carried over (Lumidoc writes an RSS and an Atom feed per locale)',
      'organizationName: a setting of `docusaurus deploy`; not carried over (a Lumidoc build is a static folder, dist/client, for any host)',
      'scripts: not carried over (no Lumidoc equivalent)',
    ]);
  });

  it('turns off what the preset turns off, reads a docs plugin given alone, and reports other plugins and themes', () => {
    const report = new ImportReport();
    const classic = readPlugins(
      { presets: [['@docusaurus/preset-classic', { docs: false, blog: false }]], plugins: [['@docusaurus/plugin-content-docs', { path: 'guides' }], '@docusaurus/plugin-ideal-image'], themes: ['@docusaurus/theme-mermaid', '@easyops-cn/docusaurus-search-local'] },
      'docusaurus.config.js',
      report,
    );
    expect(classic.docs).toEqual({ path: 'guides' });
    expect(classic.blog).toBe(false);
    expect(report.notes.map((n) => n.reason)).toEqual([
      'plugins: "@docusaurus/plugin-ideal-image": plugins are not carried over (Lumidoc runs its own build; see what the plugin did and whether the site still needs it)',
      'themes: "@easyops-cn/docusaurus-search-local": not carried over; Lumidoc builds its own search index',
    ]);
  });
});

describe('translateLocales', () => {
  it('keeps known locales, maps regional codes to Lumidoc\'s and reports the others', () => {
    const report = new ImportReport();
    const locales = translateLocales({ defaultLocale: 'en', locales: ['en', 'fr', 'pt-BR', 'it'] }, 'docusaurus.config.js', report);
    expect(locales.sourceLocale).toBe('en');
    expect(locales.locales).toEqual(['en', 'fr', 'pt']);
    expect([...locales.codeOf]).toEqual([['en', 'en'], ['fr', 'fr'], ['pt-BR', 'pt']]);
    expect(report.notes.map((n) => n.reason)).toEqual([
      'i18n.locales: "pt-BR" becomes Lumidoc\'s "pt": its pages move from /pt-BR/… to /pt/…',
      'i18n.locales: "it" is not carried over (Lumidoc ships interface strings for zh-Hans, zh-Hant, ja, ko, en, pt, es, fr, de, ru); its translations are left out',
    ]);
  });
});

describe('translateTheme', () => {
  const context = (report: ImportReport): ThemeContext => ({
    file: 'docusaurus.config.js',
    sourceLocale: 'en',
    report,
    messages: { navbar: { fr: { 'item.label.Docs': 'Documentation', 'logo.alt': 'Logo FR' } }, footer: { fr: { 'link.title.Community': 'Communauté', copyright: 'Droits' } } },
    docRoute: (id) => (id === 'intro' ? '/docs/intro' : undefined),
    sidebarRoute: (id) => (id === 'docs' ? '/docs/intro' : undefined),
  });

  it('translates navbar items, logo, footer columns, announcement and the colour switch, with translations', () => {
    const report = new ImportReport();
    const theme = translateTheme(
      {
        navbar: {
          title: 'Site',
          logo: { alt: 'Logo', src: 'img/logo.svg' },
          items: [
            { type: 'docSidebar', sidebarId: 'docs', label: 'Docs' },
            { to: 'blog', label: 'Blog' },
            { href: 'https://github.com/o/r', label: 'GitHub', position: 'right' },
            { type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'intro', label: 'Intro' }, { href: 'https://x.org', label: 'X' }] },
            { type: 'docsVersionDropdown' },
            { type: 'localeDropdown', position: 'right' },
          ],
        },
        footer: { links: [{ title: 'Community', items: [{ label: 'Forum', href: 'https://forum.example.org' }, { html: '<b>x</b>' }] }], copyright: 'Built by <b>us</b>' },
        announcementBar: { id: 'news', content: 'New <a href="/x">release</a>', isCloseable: false },
        colorMode: { disableSwitch: true },
        algolia: { appId: 'x' },
      },
      'Site',
      context(report),
      { homeRoute: '/' },
    );
    expect(theme).toEqual({
      title: 'Site',
      logo: { src: '/img/logo.svg', alt: { en: 'Logo', fr: 'Logo FR' }, href: '/' },
      navbar: {
        items: [
          { type: 'link', label: { en: 'Docs', fr: 'Documentation' }, to: '/docs/intro' },
          { type: 'link', label: 'Blog', to: '/blog' },
          { type: 'external', label: 'GitHub', href: 'https://github.com/o/r', position: 'right' },
          { type: 'dropdown', label: 'More', items: [{ label: 'Intro', to: '/docs/intro' }, { label: 'X', href: 'https://x.org' }] },
          { type: 'localeDropdown', position: 'right' },
          { type: 'search', position: 'right' },
        ],
      },
      footer: { columns: [{ title: { en: 'Community', fr: 'Communauté' }, items: [{ label: 'Forum', href: 'https://forum.example.org' }] }], copyright: { en: 'Built by us', fr: 'Droits' } },
      announcement: { id: 'news', content: 'New release', closeable: false },
      colorMode: { disableSwitch: true },
    });
    expect(report.notes.map((n) => n.reason.split(':')[0])).toEqual([
      'themeConfig.navbar.items[4] (docsVersionDropdown)',
      'themeConfig.footer.links[0].items[1]',
      'themeConfig.footer.copyright',
      'themeConfig.announcementBar',
      'themeConfig.algolia',
    ]);
  });

  it('reports a doc item whose doc does not exist', () => {
    const report = new ImportReport();
    const theme = translateTheme({ navbar: { items: [{ type: 'doc', docId: 'gone', label: 'Gone' }] } }, 'Site', context(report), { homeRoute: '/' });
    expect(theme.navbar.items).toEqual([{ type: 'search', position: 'right' }]);
    expect(report.notes[0]!.reason).toBe('themeConfig.navbar.items[0] (doc "Gone"): the link target ("gone") is not a doc, sidebar, route or http(s) URL of this site');
  });
});
