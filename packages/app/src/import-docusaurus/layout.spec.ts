import { planLayout } from './layout.js';
import { ImportReport } from './report.js';
import { removeTestSites, writeTestSite } from './test-site.js';

afterAll(removeTestSites);

describe('planLayout', () => {
  it("maps docs, versions, blog, pages, translations and static files to Lumidoc's layout", () => {
    const siteDir = writeTestSite({
      'docs/intro.md': '# Intro',
      'docs/guides/_category_.json': '{}',
      'versioned_docs/version-1.0/intro.md': '# Old',
      'versioned_sidebars/version-1.0-sidebars.json': '{}',
      'versions.json': '["1.0"]',
      'blog/2024-01-01-hello.md': '# Hello',
      'blog/authors.yml': 'a: {name: A}',
      'blog/tags.yml': 't: {label: T}',
      'src/pages/about.md': '# About',
      'src/pages/index.js': 'export default () => null;',
      'src/pages/index.module.css': '.x {}',
      'src/theme/Footer/index.js': 'x',
      'src/css/custom.css': ':root {}',
      'src/components/Note.js': 'x',
      'static/img/logo.svg': '<svg/>',
      'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Intro FR',
      'i18n/fr/docusaurus-plugin-content-docs/version-1.0/intro.md': '# Old FR',
      'i18n/fr/docusaurus-plugin-content-docs/current.json': '{}',
      'i18n/fr/docusaurus-plugin-content-blog/2024-01-01-hello.md': '# Salut',
      'i18n/fr/docusaurus-plugin-content-pages/about.md': '# À propos',
      'i18n/fr/docusaurus-theme-classic/navbar.json': '{}',
      'i18n/fr/code.json': '{}',
      'i18n/it/code.json': '{}',
    });
    const report = new ImportReport();
    const copies = planLayout({
      siteDir,
      paths: { docs: 'docs', blog: 'blog', pages: 'src/pages', static: ['static'], customCss: ['src/css/custom.css'], authorsFile: 'authors.yml', tagsFile: 'tags.yml' },
      sourceLocale: 'en',
      codeOf: new Map([['en', 'en'], ['fr', 'fr']]),
      report,
    });
    expect(Object.fromEntries(copies.map((c) => [c.from, c.to]))).toEqual({
      'docs/guides/_category_.json': 'content/docs/en/guides/_category_.json',
      'docs/intro.md': 'content/docs/en/intro.md',
      'versioned_docs/version-1.0/intro.md': 'content/versioned_docs/version-1.0/en/intro.md',
      'versioned_sidebars/version-1.0-sidebars.json': 'content/versioned_sidebars/version-1.0-sidebars.json',
      'versions.json': 'content/versions.json',
      'blog/2024-01-01-hello.md': 'content/blog/en/2024-01-01-hello.md',
      'blog/authors.yml': 'content/blog/authors.yml',
      'blog/tags.yml': 'content/blog/tags.yml',
      'src/pages/about.md': 'content/pages/en/about.md',
      'i18n/fr/docusaurus-plugin-content-blog/2024-01-01-hello.md': 'content/blog/fr/2024-01-01-hello.md',
      'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': 'content/docs/fr/intro.md',
      'i18n/fr/docusaurus-plugin-content-docs/version-1.0/intro.md': 'content/versioned_docs/version-1.0/fr/intro.md',
      'i18n/fr/docusaurus-plugin-content-pages/about.md': 'content/pages/fr/about.md',
      'static/img/logo.svg': 'public/img/logo.svg',
      'src/css/custom.css': 'src/css/custom.css',
      'src/components/Note.js': 'src/components/Note.js',
    });
    expect(report.notes.map((n) => n.file)).toEqual(['src/pages/index.js', 'src/pages/index.module.css', 'i18n/fr/code.json', 'i18n/it', 'src/theme/Footer/index.js']);
  });
});
