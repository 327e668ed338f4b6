import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sourceHash } from '@lumidoc/content-pipeline';
import { afterAll, describe, expect, it } from 'vitest';
import { writeCorpus } from './generate.mjs';
import { addFrontMatterLine, corpusToSite, frontMatterList, readCorpusMeta } from './site-layout.mjs';

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
