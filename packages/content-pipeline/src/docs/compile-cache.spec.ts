import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentError } from '../errors.js';
import { compileMarkdown } from '../markdown/compile.js';
import { compileThroughCache, parsedThroughCache, withCompileCache, type CompileCache, type CompileCacheEntry } from './compile-cache.js';
import { fileCompileCache } from './compile-packs.js';
import { compileDocSourcesInThreads } from './compile-threads.js';
import { compileDocSources, type SourceFile } from './sources.js';

const LOCALES = ['en', 'ru'];
let site: string;
beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'lumidoc-cache-'));
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

/** A PNG header of the given size: all the compile reads of an image. */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
}

/** Writes docs into the site folder and reads them back as the collector does. */
function docs(texts: Record<string, string>): SourceFile[] {
  return Object.entries(texts).map(([relative, text]) => {
    const file = path.join(site, 'content', 'docs', relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    return { path: file, displayPath: `content/docs/${relative}`, text };
  });
}

/** A cache in a folder, counting what it was asked and told. */
function countingCache(dir: string) {
  const inner = fileCompileCache(dir);
  const counts = { hits: 0, writes: 0 };
  const cache: CompileCache = {
    read: <T,>(key: string) => {
      const entry = inner.read<T>(key);
      if (entry) counts.hits++;
      return entry;
    },
    write: <T,>(key: string, entry: CompileCacheEntry<T>) => {
      counts.writes++;
      inner.write<T>(key, entry);
    },
  };
  return { cache, counts, flush: () => inner.flush() };
}

const TEXTS = {
  'en/start.md': '---\ntitle: Start\n---\n\nRead [the guide](./guide.md#setup).\n\n![Diagram](/img/diagram.png)\n\n```bash\necho hi\n```\n',
  'ru/start.md': '---\ntitle: Начало\n---\n\nЧитайте [руководство](./guide.md).\n',
  'en/guide.md': '---\ntitle: Guide\n---\n\n## Setup\n\nText.\n',
};

describe('the compile cache', () => {
  beforeEach(() => {
    fs.mkdirSync(path.join(site, 'public', 'img'), { recursive: true });
    fs.writeFileSync(path.join(site, 'public', 'img', 'diagram.png'), png(640, 480));
  });
  const compile = (files: SourceFile[], cache?: CompileCache) => compileDocSourcesInThreads(path.join(site, 'content', 'docs'), files, LOCALES, { threads: 1, cache });

  it('gives what compiling gives, and compiles nothing again while nothing changed', async () => {
    const files = docs(TEXTS);
    const { cache, counts } = countingCache(path.join(site, 'cache'));
    const cold = await compile(files, cache);
    expect(counts).toEqual({ hits: 0, writes: 3 });
    const warm = await compile(files, cache);
    expect(counts).toEqual({ hits: 3, writes: 3 });
    expect(warm).toEqual(cold);
    expect(warm).toEqual(compileDocSources(path.join(site, 'content', 'docs'), files, LOCALES));
    expect(JSON.stringify(warm.map((s) => s.compiled))).toContain('"width":640');
  });

  it('compiles again only the file whose text changed', async () => {
    const { cache, counts } = countingCache(path.join(site, 'cache'));
    await compile(docs(TEXTS), cache);
    const edited = await compile(docs({ ...TEXTS, 'en/guide.md': '---\ntitle: Guide, edited\n---\n\n## Setup\n' }), cache);
    expect(counts).toEqual({ hits: 2, writes: 4 });
    expect(edited.find((s) => s.id === 'guide')!.compiled.frontMatter.title).toBe('Guide, edited');
  });

  it('compiles a file again when a page it links to moves, or is gone (the link is then a broken Markdown link)', async () => {
    const { cache } = countingCache(path.join(site, 'cache'));
    await compile(docs(TEXTS), cache);
    const moved = await compile(docs({ ...TEXTS, 'en/guide.md': '---\ntitle: Guide\nslug: /handbook\n---\n\n## Setup\n' }), cache);
    expect(moved.find((s) => s.id === 'start' && s.locale === 'en')!.compiled.links.map((l) => l.route)).toEqual(['/docs/handbook']);
    fs.rmSync(path.join(site, 'content', 'docs', 'en', 'guide.md'));
    const { 'en/guide.md': _gone, ...rest } = TEXTS;
    // Every file linking to it keeps the link as written, for the link check to report.
    const gone = await compile(docs(rest), cache);
    expect(gone.map((s) => s.compiled.links.map((l) => l.brokenMarkdown && l.written))).toEqual([['./guide.md#setup'], ['./guide.md']]);
  });

  it('keeps a copied image in the compile it serves, and compiles again when its bytes change', async () => {
    const { cache, counts } = countingCache(path.join(site, 'cache'));
    const texts = { 'en/guide.md': '---\ntitle: Guide\n---\n\n![Shot](./img/shot.png)\n' };
    fs.mkdirSync(path.join(site, 'content', 'docs', 'en', 'img'), { recursive: true });
    fs.writeFileSync(path.join(site, 'content', 'docs', 'en', 'img', 'shot.png'), png(10, 20));
    const first = (await compile(docs(texts), cache))[0]!.compiled.images;
    const cached = (await compile(docs(texts), cache))[0]!.compiled.images;
    expect(counts.hits).toBe(1);
    expect(cached).toEqual(first);
    expect(first).toEqual([{ src: expect.stringMatching(/^\/assets\/images\/shot-[0-9a-f]{8}\.png$/), file: path.join(site, 'content', 'docs', 'en', 'img', 'shot.png'), line: 5 }]);
    // Same size, other bytes: a new name, so no reader keeps the old picture.
    const edited = png(10, 20);
    edited[32] = 1;
    fs.writeFileSync(path.join(site, 'content', 'docs', 'en', 'img', 'shot.png'), edited);
    const again = (await compile(docs(texts), cache))[0]!.compiled;
    expect(counts.writes).toBe(2);
    expect(again.images[0]!.src).not.toBe(first[0]!.src);
    expect(JSON.stringify(again.body)).toContain(again.images[0]!.src);
  });

  it('compiles a file again when an image it sized changed, or is gone', async () => {
    const { cache } = countingCache(path.join(site, 'cache'));
    await compile(docs(TEXTS), cache);
    fs.writeFileSync(path.join(site, 'public', 'img', 'diagram.png'), png(1280, 720));
    const resized = await compile(docs(TEXTS), cache);
    expect(JSON.stringify(resized[0]!.compiled.body)).toContain('"width":1280');
    fs.rmSync(path.join(site, 'public', 'img', 'diagram.png'));
    await expect(compile(docs(TEXTS), cache)).rejects.toThrow(/image "\/img\/diagram.png" does not exist/);
  });

  it('reads a damaged entry as absent', async () => {
    const dir = path.join(site, 'cache');
    const { cache, counts, flush } = countingCache(dir);
    await compile(docs(TEXTS), cache);
    flush();
    // Each entry's bytes in its pack damaged (all before the index, whose start the trailer's last 12 digits give), the index left whole.
    for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.pack')) continue;
      const bytes = fs.readFileSync(path.join(dir, file));
      bytes.fill('{', 0, Number(bytes.toString('latin1', bytes.length - 13, bytes.length - 1)));
      fs.writeFileSync(path.join(dir, file), bytes);
    }
    const again = await compile(docs(TEXTS), cache);
    expect(counts.hits).toBe(0);
    expect(again).toHaveLength(3);
  });
});

describe('compileThroughCache (the blog and standalone pages)', () => {
  it('compiles once per text and settings inside withCompileCache, again when a resolved route or a sized image changed, always outside it', () => {
    fs.mkdirSync(path.join(site, 'public'), { recursive: true });
    const image = path.join(site, 'public', 'shot.png');
    fs.writeFileSync(image, png(40, 30));
    const post = path.join(site, 'content', 'blog', 'en', 'post.md');
    const text = '---\ntitle: Post\n---\n\nSee [the other](./other.md).\n\n![Shot](/shot.png)\n';
    const routes = new Map([[path.join(site, 'content', 'blog', 'en', 'other.md'), '/blog/other']]);
    let compiles = 0;
    const compile = () =>
      compileThroughCache({ kind: 'blog', file: 'post.md', locale: 'en' }, text, (linked) => routes.get(linked), (resolveMarkdown) => {
        compiles++;
        return compileMarkdown(text, { file: 'post.md', sourcePath: post, locale: 'en', publicDir: path.join(site, 'public'), resolveMarkdown });
      });
    const cache = fileCompileCache(path.join(site, 'cache'));

    const first = withCompileCache(cache, compile);
    expect(withCompileCache(cache, compile)).toEqual(first);
    expect(compiles).toBe(1);

    routes.set(path.join(site, 'content', 'blog', 'en', 'other.md'), '/blog/renamed');
    withCompileCache(cache, compile);
    expect(compiles).toBe(2);
    withCompileCache(cache, compile);
    expect(compiles).toBe(2);

    fs.writeFileSync(image, png(80, 60));
    withCompileCache(cache, compile);
    expect(compiles).toBe(3);

    compile();
    expect(compiles).toBe(4);
  });
});

describe('parsedThroughCache (the YAML pages)', () => {
  it('parses once per text and settings inside withCompileCache, again for another text, always outside it, and never keeps a failure', () => {
    const cache = fileCompileCache(path.join(site, 'cache'));
    let parses = 0;
    const parse = (text: string) => () => {
      parses++;
      if (text === 'bad') throw new ContentError({ file: 'roadmap.yml', line: 1 }, 'not a mapping');
      return { title: text, milestones: [{ date: '2024-07-18' }] };
    };
    const settings = { kind: 'yaml-page', file: 'roadmap.yml' };
    expect(withCompileCache(cache, () => parsedThroughCache(settings, 'a', parse('a')))).toEqual({ title: 'a', milestones: [{ date: '2024-07-18' }] });
    expect(withCompileCache(cache, () => parsedThroughCache(settings, 'a', parse('a')))).toEqual({ title: 'a', milestones: [{ date: '2024-07-18' }] });
    expect(parses).toBe(1);
    withCompileCache(cache, () => parsedThroughCache(settings, 'b', parse('b')));
    withCompileCache(cache, () => parsedThroughCache({ ...settings, file: 'other.yml' }, 'a', parse('a')));
    expect(parses).toBe(3);
    parsedThroughCache(settings, 'a', parse('a'));
    expect(parses).toBe(4);
    for (let i = 0; i < 2; i++) expect(() => withCompileCache(cache, () => parsedThroughCache(settings, 'bad', parse('bad')))).toThrow(/not a mapping/);
    expect(parses).toBe(6);
  });
});
