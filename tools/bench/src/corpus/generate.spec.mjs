import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSpec } from '@lumidoc/openapi-pages';
import { describe, expect, it } from 'vitest';
import { corpusFiles, DEFAULT_CORPUS, writeCorpus } from './generate.mjs';

const small = { locales: ['zh-Hans', 'en', 'ru', 'ko', 'ja'], docs: 12, posts: 3, ops: 45, seed: 3 };

describe('corpusFiles', () => {
  const files = corpusFiles(small);

  it('writes the neutral layout: meta.json, docs and posts per locale, openapi.json', () => {
    const meta = JSON.parse(files.get('meta.json'));
    expect(meta).toMatchObject({ locales: small.locales, defaultLocale: 'zh-Hans', docsPerLocale: 12, posts: 3, ops: 45, seed: 3 });
    for (const locale of small.locales) {
      expect([...files.keys()].filter((f) => f.startsWith(`${locale}/docs/`) && f.endsWith('.md'))).toHaveLength(12);
      expect([...files.keys()].filter((f) => /^[^/]+\/blog\/\d{4}-\d\d-\d\d-[a-z0-9-]+\.md$/.test(f) && f.startsWith(`${locale}/`))).toHaveLength(3);
    }
    expect(files.has('openapi.json')).toBe(true);
  });

  it('is the same for the same seed and different for another', () => {
    expect(corpusFiles(small)).toEqual(files);
    expect(corpusFiles({ ...small, seed: 4 }).get('ru/docs/overview/topic-0001.md')).not.toBe(files.get('ru/docs/overview/topic-0001.md'));
  });

  it('writes each locale in its own script', () => {
    const body = (locale) => files.get(`${locale}/docs/install/topic-0002.md`).split('---')[2];
    expect(body('ru')).toMatch(/[а-я]{3}/);
    expect(body('ko')).toMatch(/[\uac00-\ud7a3]{2}/);
    expect(body('zh-Hans')).toMatch(/[\u4e00-\u9fff]{2}/);
    expect(body('ja')).toMatch(/[\u3041-\u30ff]/);
    expect(body('en')).not.toMatch(/[а-я\u4e00-\u9fff]/);
  });

  it('gives docs front matter, the common Markdown constructs, and links to docs that exist', () => {
    const doc = files.get('en/docs/install/topic-0002.md');
    expect(doc).toMatch(/^---\ntitle: ".+"\ndescription: ".+"\nsidebar_position: 1\n---\n/);
    for (const construct of [/^## /m, /^- .+`/m, /^```\w+$/m, /^:::tip$/m, /^\| --- \|/m]) expect(doc).toMatch(construct);
    for (const [file, text] of files) {
      if (!file.endsWith('.md') || !file.includes('/docs/')) continue;
      for (const [, target] of text.matchAll(/\]\((\.\.?\/[^)]+\.md)\)/g)) {
        expect(files.has(path.posix.join(path.posix.dirname(file), target)), `${file} links to ${target}`).toBe(true);
      }
    }
  });

  it('gives posts a title, authors, tags and an excerpt', () => {
    const post = files.get('ru/blog/2023-01-01-post-001.md');
    expect(post).toMatch(/^---\ntitle: ".+"\nauthors: \[author-a\]\ntags: \[release, update\]\n---\n/);
    expect(post).toContain('\n<!-- truncate -->\n');
  });

  it('writes a valid OpenAPI document with one unique operationId per operation', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-corpus-'));
    try {
      writeCorpus(dir, small);
      const { api } = await loadSpec(path.join(dir, 'openapi.json'));
      const ids = Object.values(api.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
      expect(ids).toHaveLength(45);
      expect(new Set(ids).size).toBe(45);
      expect(() => writeCorpus(dir, small)).toThrow(/is not empty/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('DEFAULT_CORPUS', () => {
  it('is the issue’s corpus: 10 locales x (100 docs + 7 posts) + 200 operations, zh-Hans first', () => {
    expect(DEFAULT_CORPUS).toMatchObject({ docs: 100, posts: 7, ops: 200 });
    expect(DEFAULT_CORPUS.locales).toHaveLength(10);
    expect(DEFAULT_CORPUS.locales[0]).toBe('zh-Hans');
  });
});
