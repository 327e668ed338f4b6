import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSearchIndex } from '@lumidoc/search/build';
import { afterEach, describe, expect, it } from 'vitest';
import { queryWords, searchTiming } from './search-timing.mjs';

describe('queryWords', () => {
  it('takes the first word of two or more letters of each title, once each', () => {
    const documents = { documents: [{ title: 'Установка Docker' }, { title: 'a Установка' }, { title: 'Резервное копирование' }, { title: '安装、配置' }] };
    expect(queryWords(documents, 10)).toEqual(['Установка', 'Резервное', '安装']);
    expect(queryWords(documents, 1)).toEqual(['Установка']);
  });
});

const paragraph = (text) => ({ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: text }] });
const doc = (route, title, text) => ({
  kind: 'doc', id: route, locale: 'en', route, title, alternates: {}, untranslatedLocales: [], canonicalRoute: route, noindex: false,
  body: { type: 'root', children: [paragraph(text)] }, toc: [], breadcrumbs: [], draft: false, unlisted: false, version: 'current',
});

describe('searchTiming', () => {
  const dirs = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads a locale\'s files as the build stores them (shards and chunks gzipped) and answers its queries', async () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-timing-'));
    dirs.push(siteDir);
    const pages = [doc('/en/docs/backup', 'Backup your library', 'Copy the database and the upload folder.'), doc('/en/docs/restore', 'Restore a backup', 'Stop the server, then load the database dump.')];
    const index = await buildSearchIndex(pages, 'en', { folder: 'search-1' });
    fs.writeFileSync(path.join(siteDir, 'search-1.json'), JSON.stringify(index.manifest));
    for (const [file, content] of Object.entries(index.files)) {
      fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
      fs.writeFileSync(path.join(siteDir, file), file.endsWith('.gz') ? gzipSync(JSON.stringify(content)) : JSON.stringify(content));
    }
    const timing = await searchTiming(siteDir, { manifest: 'search-1.json' });
    expect(timing).toMatchObject({ locale: 'en', queries: 2, sampleQuery: 'Backup' });
    expect(timing.hitsPerQuery).toBeGreaterThan(0);
    expect(timing.firstQueryFiles).toBeGreaterThan(1);
  });
});
