// Lays a corpus in the neutral layout out as a Lumidoc site folder, the way a site keeps its
// content: content/docs/<locale>/..., content/blog/<locale>/... with authors.yml and tags.yml,
// and openapi.json. Translations record `source_hash` of the source-locale file, as the content
// format asks, so they build as translated pages and not as outdated ones.
import fs from 'node:fs';
import path from 'node:path';
import { sourceHash } from '@lumidoc/content-pipeline';

/**
 * @typedef {{ locales: string[], defaultLocale: string, docsPerLocale?: number, posts?: number, ops?: number, seed?: number, sections?: string[] }} CorpusMeta
 */

/**
 * The corpus's meta.json, checked.
 * @param {string} corpusDir
 * @returns {CorpusMeta}
 */
export function readCorpusMeta(corpusDir) {
  const file = path.join(corpusDir, 'meta.json');
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist; --corpus takes a folder in the neutral layout (meta.json, <locale>/docs, <locale>/blog, openapi.json).`);
  const meta = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(meta.locales) || meta.locales.length === 0 || !meta.locales.includes(meta.defaultLocale)) {
    throw new Error(`${file}: "locales" must list the corpus locales and include "defaultLocale".`);
  }
  return meta;
}

/**
 * The locale settings a corpus is built with: the site's own when the corpus has the site's source
 * locale. Otherwise (`--locales ru`) no locale has the source's docs to fall back to, so the
 * corpus's first locale becomes the source and every other locale falls back to it.
 * @param {{ defaultLocale: string, sourceLocale?: string, locales: string[], fallbacks?: Record<string, string[]> }} siteLocales
 * @param {string[]} corpusLocales
 */
export function corpusLocales(siteLocales, corpusLocales) {
  if (corpusLocales.includes(siteLocales.sourceLocale ?? 'en')) return siteLocales;
  const source = corpusLocales[0];
  return { ...siteLocales, sourceLocale: source, fallbacks: Object.fromEntries(siteLocales.locales.filter((code) => code !== source).map((code) => [code, [source]])) };
}

/** Inserts a front-matter line after the opening `---`. */
export function addFrontMatterLine(text, line) {
  if (!text.startsWith('---\n')) return `---\n${line}\n---\n\n${text}`;
  return `---\n${line}\n${text.slice(4)}`;
}

/**
 * Keys a post names in one front-matter field, written inline (`tags: [a, b]`) or as a list.
 * @param {string} text
 * @param {string} field
 */
export function frontMatterList(text, field) {
  const end = text.indexOf('\n---', 4);
  const lines = (end > 0 ? text.slice(4, end) : '').split('\n');
  const at = lines.findIndex((line) => line.startsWith(`${field}:`));
  if (at < 0) return [];
  const inline = lines[at].slice(field.length + 1).trim();
  const unquote = (value) => value.trim().replace(/^["']|["']$/g, '');
  if (inline.startsWith('[')) return inline.replace(/^\[|\]$/g, '').split(',').map(unquote).filter(Boolean);
  if (inline !== '') return [unquote(inline)];
  const items = [];
  for (const line of lines.slice(at + 1)) {
    const item = /^\s*-\s+(.+)$/.exec(line);
    if (!item) break;
    items.push(unquote(item[1]));
  }
  return items;
}

const listMarkdown = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .sort()
    : [];

const yamlMap = (entries) => entries.map(([key, fields]) => `${key}:\n${Object.entries(fields).map(([name, value]) => `  ${name}: ${JSON.stringify(value)}`).join('\n')}\n`).join('');

/**
 * Writes the site folder for a corpus.
 * @param {string} corpusDir neutral layout
 * @param {string} siteDir new folder
 * @param {{ sourceLocale: string }} options the locale translations are made from
 * @returns {{ meta: CorpusMeta, docs: number, posts: number, hasBlog: boolean, hasApi: boolean, sidebars: object, editable: string | undefined }}
 *   `editable` is a doc (relative to siteDir) to edit for the incremental build
 */
export function corpusToSite(corpusDir, siteDir, options) {
  const meta = readCorpusMeta(corpusDir);
  let docs = 0;
  let posts = 0;
  const authors = new Set();
  const tags = new Set();
  const sections = new Set();
  for (const locale of meta.locales) {
    const docsDir = path.join(corpusDir, locale, 'docs');
    for (const relative of listMarkdown(docsDir)) {
      let text = fs.readFileSync(path.join(docsDir, relative), 'utf8');
      const source = path.join(corpusDir, options.sourceLocale, 'docs', relative);
      if (locale !== options.sourceLocale && fs.existsSync(source)) text = addFrontMatterLine(text, `source_hash: "${sourceHash(fs.readFileSync(source, 'utf8'))}"`);
      write(path.join(siteDir, 'content', 'docs', locale, relative), text);
      if (relative.includes('/')) sections.add(relative.split('/')[0]);
      docs += 1;
    }
    const blogDir = path.join(corpusDir, locale, 'blog');
    for (const relative of listMarkdown(blogDir)) {
      const text = fs.readFileSync(path.join(blogDir, relative), 'utf8');
      for (const author of frontMatterList(text, 'authors')) authors.add(author);
      for (const tag of frontMatterList(text, 'tags')) tags.add(tag);
      write(path.join(siteDir, 'content', 'blog', locale, relative), text);
      posts += 1;
    }
  }
  if (posts > 0) {
    write(path.join(siteDir, 'content', 'blog', 'authors.yml'), yamlMap([...authors].sort().map((id) => [id, { name: id.replace(/[-_]/g, ' ') }])));
    write(path.join(siteDir, 'content', 'blog', 'tags.yml'), yamlMap([...tags].sort().map((id) => [id, { label: id, permalink: `/${id.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` }])));
  }
  const hasApi = fs.existsSync(path.join(corpusDir, 'openapi.json'));
  if (hasApi) fs.copyFileSync(path.join(corpusDir, 'openapi.json'), path.join(siteDir, 'openapi.json'));

  const order = [...(meta.sections ?? []), ...[...sections].sort()].filter((s, i, all) => sections.has(s) && all.indexOf(s) === i);
  const sidebars = {
    docs: order.map((section) => ({ type: 'category', label: section[0].toUpperCase() + section.slice(1), collapsed: false, items: [{ type: 'autogenerated', dirName: section }] })),
  };
  const editLocale = meta.locales.includes('ru') ? 'ru' : meta.defaultLocale;
  const [firstDoc] = listMarkdown(path.join(siteDir, 'content', 'docs', editLocale));
  return { meta, docs, posts, hasBlog: posts > 0, hasApi, sidebars, editable: firstDoc && path.join('content', 'docs', editLocale, firstDoc) };
}

function write(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}
