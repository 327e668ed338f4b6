// The index threads run compiled code: this test uses the package's build output (the test target
// builds the package first).
import { gunzipSync } from 'node:zlib';
import type { DocPageData } from '@lumidoc/contract';
import { buildLocaleIndexes as fromDist } from '../../dist/build/index-threads.js';
import { buildSearchIndex, type LocaleSearchIndex } from './build-index.js';
import type { buildLocaleIndexes as FromSource, KeepIndex, LocaleSearchFiles } from './index-threads.js';

const buildInThreads = fromDist as typeof FromSource;

/** What the plugin should get for a locale: the in-memory index's files, as `readable` reads them. */
function searchFilesOf(locale: string, index: LocaleSearchIndex) {
  return {
    locale,
    manifest: JSON.stringify(index.manifest),
    files: Object.entries(index.files),
    documents: index.manifest.documents,
    shards: index.manifest.shards.length,
    chunks: Math.ceil(index.manifest.documents / index.manifest.chunkSize),
  };
}

/** A locale's files as the plugin gets them, each stored file (gzipped JSON in base64) read back. */
function readable(files: LocaleSearchFiles | undefined) {
  return files && { ...files, files: files.files.map(([file, stored]) => [file, JSON.parse(gunzipSync(Buffer.from(stored, 'base64')).toString('utf8'))]) };
}

const WORDS: Record<string, string[]> = {
  en: ['backup', 'database', 'upload', 'library', 'album', 'face', 'server', 'mobile'],
  ru: ['резервное', 'копирование', 'база', 'загрузка', 'библиотека', 'альбом', 'лицо', 'сервер'],
  ja: ['バックアップ', 'データベース', 'アップロード', 'ライブラリ', 'アルバム', '顔', 'サーバー', 'モバイル'],
};

/** Pages with two sections each, words cycling so that terms repeat across pages. */
function pages(locale: string, count: number): DocPageData[] {
  const words = WORDS[locale]!;
  return Array.from({ length: count }, (_, i) => {
    const route = `/${locale}/docs/page-${i}`;
    const text = (n: number) => Array.from({ length: 12 }, (_, k) => words[(i * 3 + k * n) % words.length]).join(' ');
    return {
      kind: 'doc', id: `page-${i}`, locale, route, title: `${words[i % words.length]} ${i}`, alternates: {}, untranslatedLocales: [], canonicalRoute: route, noindex: false,
      body: { type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: text(1) }] }, { type: 'element', tagName: 'h2', properties: { id: `s${i}` }, children: [{ type: 'text', value: text(5) }] }, { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: text(7) }] }] },
      toc: [], breadcrumbs: [], draft: false, unlisted: false, version: 'current',
    } satisfies DocPageData;
  });
}

describe('buildLocaleIndexes', { timeout: 60_000 }, () => {
  // A 1 MB heap cap makes every thread run out of memory: each locale is then indexed again without it.
  it.each([['with the heap cap', undefined], ['again without the cap, once a thread runs out of memory', 1]])('gives in threads, one per core, the files that buildSearchIndex gives (%s)', async (_, threadHeapMb) => {
    const all = [...pages('en', 40), ...pages('ru', 40), ...pages('ja', 40)];
    const locales = ['en', 'ru', 'ja'];
    const threaded: LocaleSearchFiles[] = [];
    await buildInThreads(all, locales, { folder: 'search-1', shardSize: 600 }, (files) => threaded.push(files), { threads: 2, threadedFrom: 0, ...(threadHeapMb ? { threadHeapMb } : {}) });
    expect(threaded.map((f) => f.locale).sort()).toEqual([...locales].sort());
    for (const locale of locales) {
      const expected = searchFilesOf(locale, await buildSearchIndex(all, locale, { folder: 'search-1', shardSize: 600 }));
      expect(readable(threaded.find((f) => f.locale === locale))).toEqual(expected);
      expect(expected.shards).toBeGreaterThan(1);
      expect(expected.documents).toBe(80);
    }
  });

  /** What the build's cache does, in memory: the last result per name with its key; `made` lists the names computed. */
  function memoryKeep() {
    const kept = new Map<string, { key: string; value: unknown }>();
    const made: string[] = [];
    const keep: KeepIndex = async (name, key, compute) => {
      const entry = kept.get(name);
      if (entry?.key === key) return entry.value as never;
      made.push(name);
      const value = await compute();
      kept.set(name, { key, value });
      return value;
    };
    return { kept, made, keep };
  }

  it('takes a locale from `keep` while its sections are unchanged, and indexes it again when they change', async () => {
    const { kept, keep } = memoryKeep();
    const run = async (all: DocPageData[]) => {
      const built: LocaleSearchFiles[] = [];
      await buildInThreads(all, ['en', 'ru'], { folder: 'search-1' }, (files) => built.push(files), { threads: 1, keep });
      return new Map(built.map((files) => [files.locale, files]));
    };
    const all = [...pages('en', 6), ...pages('ru', 6)];
    const first = await run(all);
    expect(readable(first.get('en'))).toEqual(searchFilesOf('en', await buildSearchIndex(all, 'en', { folder: 'search-1' })));
    // Marked where they are kept: a locale taken from there carries the mark.
    for (const [locale, entry] of kept) kept.set(locale, { ...entry, value: { ...(entry.value as LocaleSearchFiles), manifest: 'kept' } });
    const again = await run(all);
    expect([again.get('en')!.manifest, again.get('ru')!.manifest]).toEqual(['kept', 'kept']);
    const edited = [...pages('en', 6), ...pages('ru', 7)];
    const afterEdit = await run(edited);
    expect(afterEdit.get('en')!.manifest).toBe('kept');
    expect(readable(afterEdit.get('ru'))).toEqual(searchFilesOf('ru', await buildSearchIndex(edited, 'ru', { folder: 'search-1' })));
  });

  it('with page hashes, collects no section of an unchanged locale, and indexes none whose pages changed outside their sections', async () => {
    const { made, keep } = memoryKeep();
    const run = async (all: DocPageData[]) => {
      made.length = 0;
      const built: LocaleSearchFiles[] = [];
      await buildInThreads(all, ['en', 'ru'], { folder: 'search-1' }, (files) => built.push(files), { threads: 1, keep, pageHash: (page) => JSON.stringify(page) });
      return new Map(built.map((files) => [files.locale, files]));
    };
    const all = [...pages('en', 6), ...pages('ru', 6)];
    await run(all);
    expect(made.sort()).toEqual(['en', 'en.sections', 'ru', 'ru.sections']);
    // Unchanged: no locale collects its sections again.
    await run(all);
    expect(made).toEqual([]);
    const markedRu = [...pages('en', 6), ...pages('ru', 6).map((page) => ({ ...page, alternates: { en: page.route.replace('/ru/', '/en/') } }))];
    const marked = await run(markedRu);
    expect(made).toEqual(['ru.sections']);
    expect(readable(marked.get('ru'))).toEqual(searchFilesOf('ru', await buildSearchIndex(markedRu, 'ru', { folder: 'search-1' })));
    const edited = [...pages('en', 6), ...pages('ru', 7)];
    const afterEdit = await run(edited);
    expect(made.sort()).toEqual(['ru', 'ru.sections']);
    expect(readable(afterEdit.get('ru'))).toEqual(searchFilesOf('ru', await buildSearchIndex(edited, 'ru', { folder: 'search-1' })));
  });
});
