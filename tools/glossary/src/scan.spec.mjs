import { describe, expect, it } from 'vitest';
import { parseGlossary } from './glossary.mjs';
import { proseLines } from './prose.mjs';
import { findAvoidedTerms } from './scan.mjs';

const ru = parseGlossary(
  [
    'locale: ru',
    'terms:',
    '  - { id: administration, en: Administration, preferred: Администрирование, avoid: ["Управление сервером"], ui: true }',
    '  - { id: blog-post, en: post, preferred: публикация, avoid: ["пост*"], ui: false }',
  ].join('\n'),
  'ru.yaml',
);
const zh = parseGlossary('locale: zh-Hans\nterms:\n  - { id: administration, en: Administration, preferred: 管理, avoid: [系统管理], ui: true }\n', 'zh.yaml');

const scan = (glossary, text) => {
  const found = findAvoidedTerms(glossary, proseLines(text, 'markdown'), 'page.md', text.split('\n'));
  return found.map((f) => `${f.line}:${f.column} ${f.found} -> ${f.term.preferred}`);
};

describe('findAvoidedTerms', () => {
  it('reports each avoided variant with line, column and the preferred term, whatever its case', () => {
    expect(scan(ru, '---\ntitle: Задачи\n---\n\nОткройте **управление сервером > Задачи**.')).toEqual(['5:12 управление сервером -> Администрирование']);
  });

  it('matches a stem with any ending (so choose stems with care), but never inside another word', () => {
    expect(scan(ru, 'В этом посте и в постах ниже.\nПостоянный адрес и аванпост.')).toEqual(['1:8 посте -> публикация', '1:18 постах -> публикация', '2:1 Постоянный -> публикация']);
  });

  it('finds Chinese variants inside a run of text without spaces', () => {
    expect(scan(zh, '打开系统管理页面，再进入管理 > 任务。')).toEqual(['1:3 系统管理 -> 管理']);
  });

  it('skips code blocks, code spans, link targets, heading ids and front-matter keys', () => {
    const text = ['---', 'id: пост', 'title: Обзор', '---', '```text', 'Управление сервером', '```', '`пост` [ссылка](./пост.md) ## Раздел {#пост}'].join('\n');
    expect(scan(ru, text)).toEqual([]);
  });

  it('does not report a variant that starts inside a preferred form (a longer UI label containing it)', () => {
    const zhHans = parseGlossary('locale: zh-Hans\nterms:\n  - { id: administration, en: Administration, preferred: 系统管理, avoid: ["管理 >"], ui: true }\n', 'zh-Hans.yaml');
    expect(scan(zhHans, '打开 **系统管理 > 任务**，不是 **管理 > 任务**。')).toEqual(['1:23 管理 > -> 系统管理']);
    const jobs = parseGlossary(
      [
        'locale: ru',
        'terms:',
        '  - { id: job, en: job, preferred: задача, avoid: ["заданий", "задание"], ui: false }',
        '  - { id: job-settings, en: Job Settings, preferred: Настройки заданий, avoid: [], ui: true }',
      ].join('\n'),
      'ru.yaml',
    );
    expect(scan(jobs, 'Откройте **Настройки заданий**: там параллельность заданий.')).toEqual(['1:52 заданий -> задача']);
  });

  it('reads the string values of a TypeScript catalogue, never its keys or code lines', () => {
    const text = ["import type { Catalog } from './catalog.js';", '// пост', "export const ru = {", "  'blog.пост': 'Все публикации',", "  'blog.postCount': { one: '{count} пост' },", '};'].join('\n');
    const found = findAvoidedTerms(ru, proseLines(text, 'module'), 'ru.ts', text.split('\n'));
    expect(found.map((f) => `${f.line}:${f.column} ${f.found}`)).toEqual(['5:37 пост']);
  });

  it('honours an inline exception on the same line and the line after', () => {
    const text = '<!-- glossary: allow blog-post -->\nСлово «пост» здесь о должности.\nА этот пост — нет.';
    expect(scan(ru, text)).toEqual(['3:8 пост -> публикация']);
  });
});
