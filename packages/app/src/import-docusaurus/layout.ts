import fs from 'node:fs';
import path from 'node:path';
import { filesBelow } from './doc-ids.js';
import type { ImportReport } from './report.js';
import type { ContentPaths } from './translate-config.js';

/** One file copied byte for byte: from the Docusaurus site to the Lumidoc site (paths relative to each). */
export interface Copy {
  from: string;
  to: string;
}

export interface LayoutInput {
  siteDir: string;
  paths: ContentPaths;
  sourceLocale: string;
  /** Lumidoc locale of each Docusaurus locale carried over. */
  codeOf: ReadonlyMap<string, string>;
  report: ImportReport;
}

const join = (...parts: string[]) => path.posix.join(...parts);
const MARKDOWN = /\.mdx?$/;
const REACT = /\.(js|jsx|ts|tsx)$/;
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';
const PAGES_PLUGIN = 'docusaurus-plugin-content-pages';
const THEME_PLUGIN = 'docusaurus-theme-classic';
/** Translation files whose messages the import reads into the config and sidebars. */
const READ_MESSAGES = new Set([`${THEME_PLUGIN}/navbar.json`, `${THEME_PLUGIN}/footer.json`, `${DOCS_PLUGIN}/current.json`, `${BLOG_PLUGIN}/options.json`]);

/** Every file of a folder of the site, each copied below `to`. */
function copyTree(input: LayoutInput, from: string, to: string, keep: (file: string) => boolean = () => true): Copy[] {
  return filesBelow(path.join(input.siteDir, from))
    .filter(keep)
    .map((file) => ({ from: join(from, file), to: join(to, file) }));
}

function docsCopies(input: LayoutInput, docs: string): Copy[] {
  const copies = copyTree(input, docs, `content/docs/${input.sourceLocale}`);
  for (const version of listVersionFolders(input.siteDir, 'versioned_docs')) {
    copies.push(...copyTree(input, `versioned_docs/${version}`, `content/versioned_docs/${version}/${input.sourceLocale}`));
  }
  copies.push(...copyTree(input, 'versioned_sidebars', 'content/versioned_sidebars'));
  if (fs.existsSync(path.join(input.siteDir, 'versions.json'))) copies.push({ from: 'versions.json', to: 'content/versions.json' });
  return copies;
}

const listVersionFolders = (siteDir: string, dir: string) =>
  fs.existsSync(path.join(siteDir, dir)) ? fs.readdirSync(path.join(siteDir, dir), { withFileTypes: true }).filter((e) => e.isDirectory() && e.name.startsWith('version-')).map((e) => e.name).sort() : [];

function blogCopies(input: LayoutInput, blog: string): Copy[] {
  const { authorsFile, tagsFile } = input.paths;
  const copies = copyTree(input, blog, `content/blog/${input.sourceLocale}`, (file) => file !== authorsFile && file !== tagsFile);
  for (const [file, target] of [[authorsFile, 'authors.yml'], [tagsFile, 'tags.yml']] as const) {
    if (fs.existsSync(path.join(input.siteDir, blog, file))) copies.push({ from: join(blog, file), to: `content/blog/${target}` });
  }
  return copies;
}

function pagesCopies(input: LayoutInput, pages: string): Copy[] {
  return copyTree(input, pages, `content/pages/${input.sourceLocale}`, (file) => {
    if (MARKDOWN.test(file)) return true;
    const why = REACT.test(file) ? 'a React page is not carried over (Lumidoc pages are Markdown or MDX: rewrite it as content/pages/<locale>/<name>.mdx)' : 'not carried over (a file of the React pages)';
    input.report.add(join(pages, file), why);
    return false;
  });
}

/** Translations below `i18n/<code>/`: docs, versioned docs, blog and pages into their locale's folders. */
function translationCopies(input: LayoutInput): Copy[] {
  const copies: Copy[] = [];
  const { paths } = input;
  const i18nDir = path.join(input.siteDir, 'i18n');
  if (!fs.existsSync(i18nDir)) return copies;
  for (const code of fs.readdirSync(i18nDir).sort()) {
    const locale = input.codeOf.get(code);
    const base = `i18n/${code}`;
    const files = filesBelow(path.join(input.siteDir, base));
    if (!locale || locale === input.sourceLocale) {
      if (files.length > 0 && !locale) input.report.add(base, `not carried over: "${code}" is not a locale of the imported site`);
      continue;
    }
    for (const file of files) {
      const from = join(base, file);
      const [plugin, first, ...rest] = file.split('/');
      if (READ_MESSAGES.has(`${plugin}/${first}`) && rest.length === 0) continue;
      if (plugin === DOCS_PLUGIN && paths.docs && first === 'current' && rest.length > 0) copies.push({ from, to: join('content/docs', locale, ...rest) });
      else if (plugin === DOCS_PLUGIN && paths.docs && first?.startsWith('version-') && rest.length > 0) copies.push({ from, to: join('content/versioned_docs', first, locale, ...rest) });
      else if (plugin === BLOG_PLUGIN && paths.blog && first !== undefined && first !== paths.authorsFile && first !== paths.tagsFile) copies.push({ from, to: join('content/blog', locale, first, ...rest) });
      else if (plugin === PAGES_PLUGIN && paths.pages && first !== undefined && MARKDOWN.test(file)) copies.push({ from, to: join('content/pages', locale, first, ...rest) });
      else if (plugin === 'code.json') input.report.add(from, "not carried over: Lumidoc's theme has its own interface strings in this locale");
      else if (plugin === DOCS_PLUGIN && first?.endsWith('.json')) input.report.add(from, 'not carried over: sidebar labels of a docs version are read from the versioned sidebars file only');
      else if (plugin === BLOG_PLUGIN) input.report.add(from, "not carried over: per-locale authors and tags files are not read (give translated fields in content/blog/authors.yml and tags.yml, as { locale: text })");
      else input.report.add(from, 'not carried over (no Lumidoc equivalent for this translation file)');
    }
  }
  return copies;
}

/**
 * Where each file of a Docusaurus site goes in the Lumidoc site: docs to `content/docs/<locale>/`,
 * versions to Lumidoc's versioned layout, the blog to `content/blog/<locale>/` (authors and tags
 * files beside it), Markdown pages to `content/pages/<locale>/`, translations into their locale's
 * folders, static files to `public/`. Files nothing reads (React pages, swizzled components) are
 * reported instead.
 */
export function planLayout(input: LayoutInput): Copy[] {
  const { paths, siteDir, report } = input;
  const copies: Copy[] = [];
  if (paths.docs) copies.push(...docsCopies(input, paths.docs));
  if (paths.blog) copies.push(...blogCopies(input, paths.blog));
  if (paths.pages) copies.push(...pagesCopies(input, paths.pages));
  copies.push(...translationCopies(input));
  for (const dir of paths.static) copies.push(...copyTree(input, dir, 'public'));
  for (const file of filesBelow(path.join(siteDir, 'src/theme'))) {
    report.add(`src/theme/${file}`, "a swizzled theme component is not carried over (Lumidoc's theme replaces components by name from site.config.ts: theme.components)");
  }
  for (const css of paths.customCss) copies.push({ from: css, to: join('src/css', path.posix.basename(css)) });
  // Other source folders (components, data) stay where MDX imports (`@site/src/…`) look for them.
  const srcDir = path.join(siteDir, 'src');
  const kept = fs.existsSync(srcDir) ? fs.readdirSync(srcDir, { withFileTypes: true }).filter((e) => e.isDirectory() && !['pages', 'theme', 'css'].includes(e.name)) : [];
  for (const dir of kept) copies.push(...copyTree(input, `src/${dir.name}`, `src/${dir.name}`));
  // Later copies of one target (a second static folder) lose to the first, as in Docusaurus.
  const seen = new Set<string>();
  return copies.filter((copy) => !seen.has(copy.to) && seen.add(copy.to));
}
