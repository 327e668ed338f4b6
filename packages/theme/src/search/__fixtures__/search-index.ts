/**
 * A small search index for stories and tests, with the interface of `@lumidoc/search/client`:
 * sections of a few pages in Russian, Japanese and English, matched by word prefix (anywhere in
 * CJK text), ranked title > heading > text, listed page by page, with marked ranges, answered
 * asynchronously.
 */
import type { SearchHit, SearchIndexHandle } from '@lumidoc/search/client';
import { queryWordRanges } from '../../components/Highlight.js';

interface StorySection {
  route: string;
  anchor?: string;
  title: string;
  section?: string;
  text: string;
}

const page = (route: string, title: string, sections: Array<[anchor: string | undefined, section: string | undefined, text: string]>): StorySection[] =>
  sections.map(([anchor, section, text]) => ({ route, title, text, ...(anchor ? { anchor } : {}), ...(section ? { section } : {}) }));

/** The sections the story index searches. */
export const STORY_SECTIONS: StorySection[] = [
  ...page('/ru/docs/administration/backup-and-restore', 'Резервное копирование и восстановление', [
    [undefined, undefined, 'Регулярно делайте резервную копию базы данных и папки с загруженными файлами.'],
    ['database', 'Резервная копия базы данных', 'Immich сам сохраняет дамп базы данных каждый день в папку backups.'],
    ['restore', 'Восстановление из копии', 'Остановите сервер, восстановите дамп и запустите контейнеры снова.'],
  ]),
  ...page('/ru/docs/install/docker-compose', 'Установка с помощью Docker Compose', [
    ['upgrade', 'Обновление', 'Перед обновлением сделайте резервную копию: docker compose pull && docker compose up -d.'],
  ]),
  ...page('/ru/docs/overview/welcome', 'Добро пожаловать в Immich', [['how-immich-started', 'Как появился Immich', 'Immich начал инженер-электрик, которому нужна была резервная копия семейных фото.']]),
  ...page('/ja/docs/administration/backup-and-restore', 'バックアップと復元', [
    [undefined, undefined, 'データベースとアップロードしたファイルを定期的にバックアップしてください。'],
    ['database', 'データベースのバックアップ', 'Immich は毎日データベースのダンプを backups フォルダーに保存します。'],
  ]),
  ...page('/ja/docs/features/mobile-app', 'モバイルアプリ', [['backup', '自動バックアップ', 'スマートフォンの写真を自動的にサーバーへバックアップします。']]),
  ...page('/docs/install/environment-variables', 'Environment variables', [['upload', 'Upload location', 'Set UPLOAD_LOCATION in the .env file to the folder for uploaded files.']]),
  // Content that looks like markup must show as text.
  ...page('/docs/developer/markup', 'Escaping <b>bold</b> & <img src=x onerror=alert(1)>', [['html', 'Raw <script>alert(1)</script> in headings', 'Text with <em>tags</em> is shown as typed.']]),
];

const WEIGHTS = { title: 8, section: 4, text: 1 } as const;

/**
 * The story index: every query word must occur in the section's title, heading or text. Like the
 * real index it answers asynchronously; `answerAfter` delays the answer to a query (milliseconds),
 * as fetching index shards would.
 */
export function createStorySearchIndex(sections: readonly StorySection[] = STORY_SECTIONS, maxHits = 8, answerAfter: (query: string) => number = () => 0): SearchIndexHandle {
  return {
    async search(query, limit = maxHits) {
      const delay = answerAfter(query);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      const words = query.trim().split(/\s+/u).filter(Boolean);
      if (words.length === 0) return [];
      const scored = sections.flatMap((doc) => {
        const ranges = { title: queryWordRanges(doc.title, query), section: queryWordRanges(doc.section ?? '', query), text: queryWordRanges(doc.text, query) };
        const fields = [doc.title, doc.section ?? '', doc.text];
        const found = (word: string) => fields.some((field) => queryWordRanges(field, word).length > 0);
        if (!words.every(found)) return [];
        const score = ranges.title.length * WEIGHTS.title + ranges.section.length * WEIGHTS.section + ranges.text.length * WEIGHTS.text;
        return [{ doc, ranges, score }];
      });
      scored.sort((a, b) => b.score - a.score);
      const byPage = new Map<string, SearchHit[]>();
      for (const { doc, ranges, score } of scored.slice(0, limit)) {
        const hit: SearchHit = { route: doc.route, title: doc.title, snippet: doc.text, score, highlights: { title: ranges.title, section: ranges.section, snippet: ranges.text }, ...(doc.anchor ? { anchor: doc.anchor } : {}), ...(doc.section ? { section: doc.section } : {}) };
        byPage.set(doc.route, [...(byPage.get(doc.route) ?? []), hit]);
      }
      return [...byPage.values()].flat();
    },
  };
}

/**
 * A loader for the story index that stays pending until `release()`, so a story sees the
 * loading state; `fail()` rejects it instead. Counts its calls.
 */
export function controlledLoader(index: SearchIndexHandle = createStorySearchIndex()) {
  const pending: Array<{ resolve: (handle: SearchIndexHandle) => void; reject: (error: Error) => void }> = [];
  let calls = 0;
  return {
    load: () => {
      calls += 1;
      return new Promise<SearchIndexHandle>((resolve, reject) => pending.push({ resolve, reject }));
    },
    release: () => pending.splice(0).forEach(({ resolve }) => resolve(index)),
    fail: (error: Error) => pending.splice(0).forEach(({ reject }) => reject(error)),
    get calls() {
      return calls;
    },
  };
}
