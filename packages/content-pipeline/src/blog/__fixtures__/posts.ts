/**
 * A small blog for tests: the seven posts of the Immich blog by file name, date and slug (front
 * matter only, short bodies), in English with Russian and Chinese translations of some of them.
 */
import { createLocaleSet } from '@lumidoc/i18n';
import type { SourceFile } from '../../docs/sources.js';
import { parseAuthors } from '../authors.js';
import type { BlogPagesOptions } from '../context.js';
import { DEFAULT_BLOG_LABELS } from '../labels.js';
import { compileBlogSources, type BlogSourcesOptions } from '../sources.js';
import { parseTags } from '../tags.js';

export const BLOG_DIR = '/site/content/blog';

export const LOCALES = createLocaleSet({
  defaultLocale: 'zh-Hans',
  sourceLocale: 'en',
  locales: ['zh-Hans', 'zh-Hant', 'ja', 'ko', 'en', 'pt', 'es', 'fr', 'de', 'ru'],
  fallbacks: { 'zh-Hant': ['zh-Hans', 'en'] },
});
export const LOCALE_CODES = LOCALES.list.map((l) => l.code);

export const AUTHORS_YML = `alextran:
  name: Alex Tran
  title:
    en: Maintainer of Immich
    ru: Сопровождающий Immich
  url: https://github.com/alextran1502
  image_url: https://github.com/alextran1502.png
  socials:
    github: alextran1502
`;

export const TAGS_YML = `announcement:
  label: { en: Announcement, ru: Анонс, zh-Hans: 公告 }
  permalink: /announcement
futo:
  label: FUTO
recap-2023:
  label: { en: Recap 2023, ru: Итоги 2023 года }
  permalink: /recap-2023
release:
  label: { en: Release, ru: Релиз }
  permalink: /release
  description: { en: Release announcements., ru: Анонсы релизов. }
update:
  label: { en: Update, ru: Новости разработки }
  permalink: /update
v-1-106-0:
  label: v1.106.0
v-1-64-0-v-1-71-0:
  label: v1.64.0 – v1.71.0
unused:
  label: Never used
`;

const post = (title: string, extra: string, body = 'Words of the post.\n\n<!-- truncate -->\n\n## More {#more}\n\nThe rest.\n') =>
  `---\ntitle: "${title}"\nauthors: [alextran]\n${extra}---\n\n${body}`;

/** File name -> front matter besides title and authors. */
export const POSTS: Record<string, { title: string; extra: string }> = {
  '2022-11-10-release-1-36.md': { title: 'Release v1.36.0', extra: 'tags: [release]\nslug: release-1-36\n' },
  '2023-06-24-update.md': { title: 'Immich Update - June 2023', extra: 'tags: [update]\n' },
  '2023-07-29-update.md': { title: 'July 2023 - Dev Snapshot', extra: 'tags: [update, v-1-64-0-v-1-71-0]\n' },
  '2023-12-01-2023-recap.md': { title: 'Immich Recap 2023', extra: 'tags: [update, recap-2023]\nslug: 2023/2023-recap\n' },
  '2024-05-01-immich-core-team-goes-fulltime.md': { title: 'The Immich core team goes full-time', extra: 'tags: [update, announcement, futo]\nslug: 2024/immich-core-team-goes-fulltime\n' },
  '2024-07-01-update-july-2024.md': { title: 'Immich Update - July 2024', extra: 'tags: [update, v-1-106-0]\nslug: 2024/update-july-2024\n' },
  '2024-07-18-immich-licensing.md': { title: 'Licensing & pricing <2024>', extra: 'tags:\n  - update\n  - announcement\n  - futo\nslug: /2024/immich-licensing\ndate: 2024-07-18T00:00\n' },
};

/** The seven routes the spec lists. */
export const SPEC_ROUTES = [
  '/blog/2023/06/24/update',
  '/blog/2023/07/29/update',
  '/blog/2023/2023-recap',
  '/blog/2024/immich-core-team-goes-fulltime',
  '/blog/2024/immich-licensing',
  '/blog/2024/update-july-2024',
  '/blog/release-1-36',
];

export const file = (rel: string, text: string): SourceFile => ({ path: `${BLOG_DIR}/${rel}`, displayPath: `content/blog/${rel}`, text });

/** Every post in English; two translated into Russian, one into Chinese. */
export function blogFiles(): SourceFile[] {
  return [
    ...Object.entries(POSTS).map(([name, p]) => file(`en/${name}`, post(p.title, p.extra))),
    file('ru/2024-07-18-immich-licensing.md', post('Объявление о лицензиях', POSTS['2024-07-18-immich-licensing.md']!.extra, 'Теперь можно [купить](/blog/2024/immich-core-team-goes-fulltime) лицензию.\n\n<!-- truncate -->\n\n## Цены {#prices}\n')),
    file('ru/2023-06-24-update.md', post('Новости Immich — июнь 2023', 'tags: [update]\n')),
    file('zh-Hans/2023-06-24-update.md', post('Immich 动态 - 2023 年 6 月', 'tags: [update]\n')),
  ];
}

export const authors = () => parseAuthors(AUTHORS_YML, 'content/blog/authors.yml', LOCALE_CODES);
export const tags = () => parseTags(TAGS_YML, 'content/blog/tags.yml', LOCALE_CODES);

export const compile = (files: SourceFile[] = blogFiles(), extra: Partial<BlogSourcesOptions> = {}) =>
  compileBlogSources(BLOG_DIR, files, { localeCodes: LOCALE_CODES, authors: authors(), tags: tags(), authorsFile: 'content/blog/authors.yml', tagsFile: 'content/blog/tags.yml', tagsDeclared: true, ...extra });

export const pagesOptions = (extra: Partial<BlogPagesOptions> = {}): BlogPagesOptions => ({
  locales: LOCALES,
  authors: authors(),
  tags: tags(),
  mode: 'production',
  siteUrl: 'https://immich.example.org/',
  siteTitle: 'Immich',
  postsPerPage: 5,
  feedLimit: 20,
  labels: DEFAULT_BLOG_LABELS,
  description: { en: 'News & updates from the <Immich> team.', ru: 'Новости команды Immich.' },
  ...extra,
});
