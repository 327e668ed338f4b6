// @ts-check
import {themes as prismThemes} from 'prism-react-renderer';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Harbor',
  tagline: 'Your files, on your own server, on every device',
  favicon: 'img/logo.svg',

  url: 'https://harbor.example.org',
  baseUrl: '/',
  organizationName: 'harbor-sync',
  projectName: 'harbor',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',

  markdown: {
    mermaid: true,
    hooks: {
      onBrokenMarkdownLinks: 'warn',
    },
  },
  themes: ['@docusaurus/theme-mermaid'],

  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'fr'],
    localeConfigs: {
      fr: {label: 'Français', htmlLang: 'fr-FR'},
    },
  },

  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: {
          sidebarPath: './sidebars.js',
          editUrl: 'https://github.com/harbor-sync/harbor/tree/main/website/',
          showLastUpdateTime: false,
          lastVersion: 'current',
          versions: {
            current: {label: 'Next'},
          },
          remarkPlugins: [[npm2yarn, {sync: true}]],
        },
        blog: {
          showReadingTime: true,
          postsPerPage: 5,
          blogSidebarTitle: 'Recent posts',
          blogSidebarCount: 'ALL',
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineTags: 'warn',
          onInlineAuthors: 'ignore',
          feedOptions: {type: 'all'},
        },
        theme: {
          customCss: './src/css/custom.css',
        },
      }),
    ],
  ],

  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      image: 'img/social-card.png',
      colorMode: {
        respectPrefersColorScheme: true,
      },
      announcementBar: {
        id: 'harbor-2-5',
        content: 'Harbor 2.5 is out: read the <a href="/blog/harbor-2-5">release notes</a>.',
        isCloseable: true,
      },
      docs: {
        sidebar: {hideable: true},
      },
      navbar: {
        title: 'Harbor',
        logo: {alt: 'Harbor logo', src: 'img/logo.svg'},
        items: [
          {type: 'docSidebar', sidebarId: 'docsSidebar', position: 'left', label: 'Docs'},
          {type: 'doc', docId: 'configuration', position: 'left', label: 'Configuration'},
          {to: '/blog', label: 'Blog', position: 'left'},
          {type: 'docsVersionDropdown', position: 'right'},
          {type: 'localeDropdown', position: 'right'},
          {href: 'https://github.com/harbor-sync/harbor', label: 'GitHub', position: 'right'},
        ],
      },
      footer: {
        style: 'dark',
        links: [
          {
            title: 'Docs',
            items: [
              {label: 'Introduction', to: '/docs/intro'},
              {label: 'FAQ', to: '/docs/help/faq'},
            ],
          },
          {
            title: 'Community',
            items: [
              {label: 'Forum', href: 'https://forum.harbor.example.org'},
              {label: 'Matrix', href: 'https://matrix.to/#/#harbor:example.org'},
            ],
          },
          {
            title: 'More',
            items: [
              {label: 'Blog', to: '/blog'},
              {label: 'About', to: '/about'},
            ],
          },
        ],
        copyright: `Copyright © ${new Date().getFullYear()} The Harbor contributors.`,
      },
      prism: {
        theme: prismThemes.github,
        darkTheme: prismThemes.dracula,
        additionalLanguages: ['toml', 'docker', 'powershell'],
      },
    }),
};

export default config;
