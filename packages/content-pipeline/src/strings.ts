// The pipeline's own words on pages, in the ten locales Lumidoc ships strings for, in the catalogue
// format every Lumidoc package uses (@lumidoc/i18n: a catalogue per locale, `{name}` placeholders,
// plural forms by Intl.PluralRules, a fallback chain). A site overrides them through the options of
// the code that uses them (`footnoteLabel`, `footnoteBackLabel`, the blog plugin's `labels`).
import { createTranslator, messageByLocale, type Catalog, type MessageValues } from '@lumidoc/i18n';

export type PipelineStringKey =
  | 'footnotes.heading'
  | 'footnotes.back'
  | 'blog.title'
  | 'blog.listPage'
  | 'blog.archive'
  | 'blog.authors'
  | 'blog.tags'
  | 'blog.tag'
  | 'blog.feedTitle';

/** The pipeline's catalogues by locale code. `footnotes.back` names a back-link: `{n}` is the reference number. */
export const PIPELINE_STRINGS: Readonly<Record<string, Catalog<PipelineStringKey>>> = {
  en: {
    'footnotes.heading': 'Footnotes',
    'footnotes.back': 'Back to reference {n}',
    'blog.title': 'Blog',
    'blog.listPage': 'Blog – page {page}',
    'blog.archive': 'Archive',
    'blog.authors': 'Authors',
    'blog.tags': 'Tags',
    'blog.tag': 'Posts tagged “{tag}”',
    'blog.feedTitle': '{site} Blog',
  },
  ru: {
    'footnotes.heading': 'Сноски',
    'footnotes.back': 'Назад к сноске {n}',
    'blog.title': 'Блог',
    'blog.listPage': 'Блог — страница {page}',
    'blog.archive': 'Архив',
    'blog.authors': 'Авторы',
    'blog.tags': 'Теги',
    'blog.tag': 'Публикации с тегом «{tag}»',
    'blog.feedTitle': 'Блог {site}',
  },
  'zh-Hans': {
    'footnotes.heading': '脚注',
    'footnotes.back': '返回引用 {n}',
    'blog.title': '博客',
    'blog.listPage': '博客 - 第 {page} 页',
    'blog.archive': '文章归档',
    'blog.authors': '作者',
    'blog.tags': '标签',
    'blog.tag': '标签为“{tag}”的文章',
    'blog.feedTitle': '{site} 博客',
  },
  'zh-Hant': {
    'footnotes.heading': '註腳',
    'footnotes.back': '返回引用 {n}',
    'blog.title': '部落格',
    'blog.listPage': '部落格 - 第 {page} 頁',
    'blog.archive': '文章彙整',
    'blog.authors': '作者',
    'blog.tags': '標籤',
    'blog.tag': '標籤為「{tag}」的文章',
    'blog.feedTitle': '{site} 部落格',
  },
  ja: {
    'footnotes.heading': '脚注',
    'footnotes.back': '参照 {n} に戻る',
    'blog.title': 'ブログ',
    'blog.listPage': 'ブログ - {page} ページ目',
    'blog.archive': 'アーカイブ',
    'blog.authors': '著者',
    'blog.tags': 'タグ',
    'blog.tag': '「{tag}」タグの記事',
    'blog.feedTitle': '{site} ブログ',
  },
  ko: {
    'footnotes.heading': '각주',
    'footnotes.back': '{n}번 참조로 돌아가기',
    'blog.title': '블로그',
    'blog.listPage': '블로그 - {page}페이지',
    'blog.archive': '아카이브',
    'blog.authors': '작성자',
    'blog.tags': '태그',
    'blog.tag': '“{tag}” 태그가 달린 글',
    'blog.feedTitle': '{site} 블로그',
  },
  pt: {
    'footnotes.heading': 'Notas de rodapé',
    'footnotes.back': 'Voltar à referência {n}',
    'blog.title': 'Blog',
    'blog.listPage': 'Blog – página {page}',
    'blog.archive': 'Arquivo',
    'blog.authors': 'Autores',
    'blog.tags': 'Etiquetas',
    'blog.tag': 'Publicações com a etiqueta “{tag}”',
    'blog.feedTitle': 'Blog do {site}',
  },
  es: {
    'footnotes.heading': 'Notas al pie',
    'footnotes.back': 'Volver a la referencia {n}',
    'blog.title': 'Blog',
    'blog.listPage': 'Blog – página {page}',
    'blog.archive': 'Archivo',
    'blog.authors': 'Autores',
    'blog.tags': 'Etiquetas',
    'blog.tag': 'Entradas con la etiqueta «{tag}»',
    'blog.feedTitle': 'Blog de {site}',
  },
  fr: {
    'footnotes.heading': 'Notes de bas de page',
    'footnotes.back': 'Retour à la référence {n}',
    'blog.title': 'Blog',
    'blog.listPage': 'Blog – page {page}',
    'blog.archive': 'Archives',
    'blog.authors': 'Auteurs',
    'blog.tags': 'Étiquettes',
    'blog.tag': 'Articles avec l’étiquette « {tag} »',
    'blog.feedTitle': 'Blog de {site}',
  },
  de: {
    'footnotes.heading': 'Fußnoten',
    'footnotes.back': 'Zurück zur Referenz {n}',
    'blog.title': 'Blog',
    'blog.listPage': 'Blog – Seite {page}',
    'blog.archive': 'Archiv',
    'blog.authors': 'Autoren',
    'blog.tags': 'Tags',
    'blog.tag': 'Beiträge mit dem Schlagwort „{tag}“',
    'blog.feedTitle': '{site}-Blog',
  },
};

/** A string of the pipeline in `locale`, English where that locale has none; placeholders not given stay. */
export function pipelineText(key: PipelineStringKey, locale: string, values?: MessageValues): string {
  return createTranslator(PIPELINE_STRINGS, [locale, 'en'])(key, values);
}

/** A string in every locale the pipeline has strings for (localized text, as options take it). */
export function pipelineTextByLocale(key: PipelineStringKey): Record<string, string> {
  return messageByLocale(PIPELINE_STRINGS, key);
}
