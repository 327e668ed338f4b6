import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sourceHash } from '@lumidoc/content-pipeline';
import { collectSite } from '@lumidoc/content-pipeline/build';
import { afterAll, describe, expect, it } from 'vitest';
import { writeCorpus } from './generate.mjs';
import { addFrontMatterLine, corpusLocales, corpusToSite, frontMatterList, readCorpusMeta } from './site-layout.mjs';

describe('frontMatterList', () => {
  it('reads inline lists, single values and block lists, and nothing from the body', () => {
    const text = '---\ntitle: x\nauthors: [a, "b"]\ntags:\n  - one\n  - two\nslug: s\n---\n\ntags: [body]\n';
    expect(frontMatterList(text, 'authors')).toEqual(['a', 'b']);
    expect(frontMatterList(text, 'tags')).toEqual(['one', 'two']);
    expect(frontMatterList('---\nauthors: solo\n---\n', 'authors')).toEqual(['solo']);
    expect(frontMatterList('---\ntitle: x\n---\ntags: [body]\n', 'tags')).toEqual([]);
  });
});

describe('addFrontMatterLine', () => {
  it('adds a line to existing front matter, or starts front matter', () => {
    expect(addFrontMatterLine('---\ntitle: x\n---\nbody', 'source_hash: 1')).toBe('---\nsource_hash: 1\ntitle: x\n---\nbody');
    expect(addFrontMatterLine('body', 'source_hash: 1')).toBe('---\nsource_hash: 1\n---\n\nbody');
  });
});

describe('corpusToSite', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-layout-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const corpus = path.join(root, 'corpus');
  const site = path.join(root, 'site');
  writeCorpus(corpus, { locales: ['zh-Hans', 'en', 'ru'], docs: 8, posts: 3, ops: 5, seed: 1 });
  const layout = corpusToSite(corpus, site, { sourceLocale: 'en' });

  it('copies docs and posts into content/, with the OpenAPI file at the site root', () => {
    expect(layout).toMatchObject({ docs: 24, posts: 9, hasBlog: true, hasApi: true });
    expect(fs.existsSync(path.join(site, 'content/docs/ru/install/topic-0002.md'))).toBe(true);
    expect(fs.existsSync(path.join(site, 'content/blog/en/2023-01-01-post-001.md'))).toBe(true);
    expect(fs.existsSync(path.join(site, 'openapi.json'))).toBe(true);
  });

  it('records the source file’s hash in translations and leaves the source as it was', () => {
    const english = fs.readFileSync(path.join(corpus, 'en/docs/install/topic-0002.md'), 'utf8');
    expect(fs.readFileSync(path.join(site, 'content/docs/ru/install/topic-0002.md'), 'utf8')).toMatch(new RegExp(`^---\\nsource_hash: "${sourceHash(english)}"\\n`));
    expect(fs.readFileSync(path.join(site, 'content/docs/en/install/topic-0002.md'), 'utf8')).toBe(english);
  });

  it('writes the authors and tags the posts name', () => {
    expect(fs.readFileSync(path.join(site, 'content/blog/authors.yml'), 'utf8')).toBe('author-a:\n  name: "author a"\nauthor-b:\n  name: "author b"\nauthor-c:\n  name: "author c"\n');
    expect(fs.readFileSync(path.join(site, 'content/blog/tags.yml'), 'utf8')).toContain('release:\n  label: "release"\n  permalink: "/release"\n');
  });

  it('gives a sidebar of the sections in corpus order and a Russian doc to edit', () => {
    expect(layout.sidebars.docs.map((c) => c.items[0].dirName)).toEqual(['overview', 'install', 'administration', 'features', 'guides', 'developer']);
    expect(layout.editable).toBe(path.join('content', 'docs', 'ru', 'administration', 'topic-0003.md'));
  });

  it('refuses a folder without meta.json, naming the layout', () => {
    expect(() => readCorpusMeta(site)).toThrow(/neutral layout/);
  });
});

describe('a corpus of one locale (--locales ru)', () => {
  const SITE_LOCALES = { defaultLocale: 'zh-Hans', sourceLocale: 'en', locales: ['zh-Hans', 'zh-Hant', 'ja', 'ko', 'en', 'pt', 'es', 'fr', 'de', 'ru'], fallbacks: { 'zh-Hant': ['zh-Hans', 'en'] } };
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-one-locale-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('keeps the site\'s locales when the corpus has the source locale, else makes its first locale the source', () => {
    expect(corpusLocales(SITE_LOCALES, ['zh-Hans', 'en', 'ru'])).toBe(SITE_LOCALES);
    const ru = corpusLocales(SITE_LOCALES, ['ru']);
    expect(ru).toMatchObject({ defaultLocale: 'zh-Hans', sourceLocale: 'ru', locales: SITE_LOCALES.locales });
    expect(ru.fallbacks).toMatchObject({ 'zh-Hans': ['ru'], 'zh-Hant': ['ru'], en: ['ru'], de: ['ru'] });
    expect(ru.fallbacks.ru).toBeUndefined();
  });

  it('builds: every locale of the site gets the Russian docs', async () => {
    writeCorpus(path.join(root, 'corpus'), { locales: ['ru'], docs: 6, posts: 0, ops: 0, seed: 2 });
    const locales = corpusLocales(SITE_LOCALES, ['ru']);
    const siteDir = path.join(root, 'site');
    const layout = corpusToSite(path.join(root, 'corpus'), siteDir, { sourceLocale: locales.sourceLocale });
    const options = { siteDir, siteUrl: 'https://example.org', sidebars: layout.sidebars, assets: { css: [], entry: '/e.js' }, lastUpdated: false, log: () => undefined };
    // With the site's own settings no locale has English docs to fall back to.
    await expect(collectSite({ ...options, locales: SITE_LOCALES })).rejects.toThrow(/has no docs/);
    const site = await collectSite({ ...options, locales });
    expect(site.pages.filter((page) => page.kind === 'doc')).toHaveLength(6 * 10);
    const german = site.pages.filter((page) => page.kind === 'doc' && page.locale === 'de');
    expect(german).toHaveLength(6);
    for (const page of german) expect(page.fallbackFrom).toBe('ru');
  });
});
