import type { ImportReport } from './report.js';
import { standInName } from './stand-in-module.js';
import { isRecord, listOf, stringOf, type Data } from './values.js';

/** The options of the classic preset's parts (or of the content plugins given one by one); `false` turns a part off. */
export interface ClassicOptions {
  docs: Data | false;
  blog: Data | false;
  pages: Data | false;
  theme: Data;
  /** Other preset options: gtag, googleTagManager, sitemap … */
  rest: Data;
}

const CLASSIC = new Set(['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic']);
const CONTENT_PLUGINS: Record<string, 'docs' | 'blog' | 'pages'> = {
  '@docusaurus/plugin-content-docs': 'docs',
  'content-docs': 'docs',
  '@docusaurus/plugin-content-blog': 'blog',
  'content-blog': 'blog',
  '@docusaurus/plugin-content-pages': 'pages',
  'content-pages': 'pages',
};
// Themes whose work Lumidoc does itself (Mermaid diagrams are rendered at build time).
const BUILT_IN_THEMES = new Set(['@docusaurus/theme-mermaid', 'mermaid', '@docusaurus/theme-classic', 'classic']);
const SEARCH_PACKAGES = /search/i;

/** `'name'`, `['name', options]`, a plugin function or a stand-in: its name and options. */
function entryOf(entry: unknown): { name: string; options: Data } {
  const [head, options] = Array.isArray(entry) ? entry : [entry, undefined];
  const name = typeof head === 'string' ? head : (standInName(head) ?? (typeof head === 'function' ? head.name || 'an inline plugin function' : JSON.stringify(head)));
  return { name, options: isRecord(options) ? options : {} };
}

/**
 * The classic preset's options from `presets`, and the content plugins given in `plugins` (the
 * default instance only). Every other preset, plugin and theme is reported: Lumidoc runs none of them.
 */
export function readPlugins(config: Data, file: string, report: ImportReport): ClassicOptions {
  const result: ClassicOptions = { docs: {}, blog: {}, pages: {}, theme: {}, rest: {} };
  let classic = false;
  for (const entry of listOf(config['presets'])) {
    const { name, options } = entryOf(entry);
    if (!CLASSIC.has(name)) {
      report.add(file, `presets: "${name}" is not carried over (only the classic preset's docs, blog, pages and theme options are read)`);
      continue;
    }
    classic = true;
    const { docs, blog, pages, theme, ...rest } = options;
    result.docs = docs === false ? false : isRecord(docs) ? docs : {};
    result.blog = blog === false ? false : isRecord(blog) ? blog : {};
    result.pages = pages === false ? false : isRecord(pages) ? pages : {};
    result.theme = isRecord(theme) ? theme : {};
    result.rest = rest;
  }
  if (!classic) {
    // Without the classic preset, the content plugins exist only when listed in `plugins`.
    result.docs = false;
    result.blog = false;
    result.pages = false;
  }
  for (const entry of listOf(config['plugins'])) {
    const { name, options } = entryOf(entry);
    const part = CONTENT_PLUGINS[name];
    const id = stringOf(options['id']);
    if (part && (id === undefined || id === 'default') && result[part] === false) {
      result[part] = options;
      continue;
    }
    const why = part ? `a second ${part} instance (id "${id}") is not carried over: Lumidoc has one docs, one blog and one pages folder` : 'plugins are not carried over (Lumidoc runs its own build; see what the plugin did and whether the site still needs it)';
    report.add(file, `plugins: "${name}": ${why}`);
  }
  for (const entry of listOf(config['themes'])) {
    const { name } = entryOf(entry);
    if (BUILT_IN_THEMES.has(name)) continue;
    const why = SEARCH_PACKAGES.test(name) ? 'not carried over; Lumidoc builds its own search index' : 'themes are not carried over (Lumidoc draws pages with its own theme)';
    report.add(file, `themes: "${name}": ${why}`);
  }
  return result;
}

// Markdown plugins whose work Lumidoc's pipeline does itself (npm2yarn code tabs).
const BUILT_IN_MARKDOWN_PLUGINS = /npm2yarn/;

/** The names of remark/rehype/recma plugins in a content plugin's options, each reported. */
export function reportMarkdownPlugins(options: Data, where: string, file: string, report: ImportReport): void {
  for (const key of ['remarkPlugins', 'rehypePlugins', 'recmaPlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins']) {
    for (const plugin of listOf(options[key])) {
      const { name } = entryOf(plugin);
      if (BUILT_IN_MARKDOWN_PLUGINS.test(name)) continue;
      report.add(file, `${where}.${key}: "${name}" is not carried over (Lumidoc's Markdown pipeline is fixed; it has admonitions, tabs, code titles and line highlights, Mermaid and heading ids of its own)`);
    }
  }
}
