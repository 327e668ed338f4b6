import type { LocalizedText } from '../localized-text.js';

/**
 * Titles of the blog's own pages (for `<title>` and the h1), per locale. `{page}`, `{tag}` and
 * `{site}` are filled in. Sites may override any of them through the plugin options.
 */
export interface BlogLabels {
  /** The post list. */
  blog: LocalizedText;
  /** Page 2 and later of the post list: `{page}`. */
  listPage: LocalizedText;
  archive: LocalizedText;
  authors: LocalizedText;
  tags: LocalizedText;
  /** A tag's page: `{tag}`. */
  tag: LocalizedText;
  /** Title of the feeds: `{site}`. */
  feedTitle: LocalizedText;
}

/** The labels in the ten locales Lumidoc ships strings for. */
export const DEFAULT_BLOG_LABELS: BlogLabels = {
  blog: { en: 'Blog', ru: 'Блог', 'zh-Hans': '博客', 'zh-Hant': '部落格', ja: 'ブログ', ko: '블로그', pt: 'Blog', es: 'Blog', fr: 'Blog', de: 'Blog' },
  listPage: {
    en: 'Blog – page {page}',
    ru: 'Блог — страница {page}',
    'zh-Hans': '博客 - 第 {page} 页',
    'zh-Hant': '部落格 - 第 {page} 頁',
    ja: 'ブログ - {page} ページ目',
    ko: '블로그 - {page}페이지',
    pt: 'Blog – página {page}',
    es: 'Blog – página {page}',
    fr: 'Blog – page {page}',
    de: 'Blog – Seite {page}',
  },
  archive: { en: 'Archive', ru: 'Архив', 'zh-Hans': '文章归档', 'zh-Hant': '文章彙整', ja: 'アーカイブ', ko: '아카이브', pt: 'Arquivo', es: 'Archivo', fr: 'Archives', de: 'Archiv' },
  authors: { en: 'Authors', ru: 'Авторы', 'zh-Hans': '作者', 'zh-Hant': '作者', ja: '著者', ko: '작성자', pt: 'Autores', es: 'Autores', fr: 'Auteurs', de: 'Autoren' },
  tags: { en: 'Tags', ru: 'Теги', 'zh-Hans': '标签', 'zh-Hant': '標籤', ja: 'タグ', ko: '태그', pt: 'Etiquetas', es: 'Etiquetas', fr: 'Étiquettes', de: 'Tags' },
  tag: {
    en: 'Posts tagged “{tag}”',
    ru: 'Публикации с тегом «{tag}»',
    'zh-Hans': '标签为“{tag}”的文章',
    'zh-Hant': '標籤為「{tag}」的文章',
    ja: '「{tag}」タグの記事',
    ko: '“{tag}” 태그가 달린 글',
    pt: 'Publicações com a etiqueta “{tag}”',
    es: 'Entradas con la etiqueta «{tag}»',
    fr: 'Articles avec l’étiquette « {tag} »',
    de: 'Beiträge mit dem Schlagwort „{tag}“',
  },
  feedTitle: {
    en: '{site} Blog',
    ru: 'Блог {site}',
    'zh-Hans': '{site} 博客',
    'zh-Hant': '{site} 部落格',
    ja: '{site} ブログ',
    ko: '{site} 블로그',
    pt: 'Blog do {site}',
    es: 'Blog de {site}',
    fr: 'Blog de {site}',
    de: '{site}-Blog',
  },
};

/** Fills `{name}` placeholders. */
export function fillLabel(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
}
