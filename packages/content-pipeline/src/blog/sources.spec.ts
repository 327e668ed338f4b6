import fs from 'node:fs';
import { ContentErrors } from '../errors.js';
import { authors, compile, file, POSTS, SPEC_ROUTES } from './__fixtures__/posts.js';
import { withRenderedDiagrams } from './sources.js';
import { contentErrorOf } from '../__fixtures__/content-error.js';

const en = (name: string, text: string) => file(`en/${name}`, text);

describe('compileBlogSources', () => {
  it('gives the seven posts the routes the spec lists', () => {
    const sources = compile().filter((s) => s.locale === 'en');
    expect(sources.map((s) => s.route).sort()).toEqual([...SPEC_ROUTES].sort());
    expect(sources).toHaveLength(Object.keys(POSTS).length);
  });

  it('finds posts as Docusaurus does: dated folders (2024/03/05/name.md), a folder\'s index.mdx, and never _ files', () => {
    const sources = compile([
      en('2024/03/05/nested.md', '---\ntitle: Nested\n---\n\nText.\n'),
      en('2024-04-01-folder/index.mdx', '---\ntitle: Folder\n---\n\nText.\n'),
      en('_draft-notes.md', '# Not a post\n'),
    ]);
    expect(sources.map((source) => [source.id, source.route])).toEqual([
      ['2024-03-05-nested', '/blog/2024/03/05/nested'],
      ['2024-04-01-folder', '/blog/2024/04/01/folder'],
    ]);
  });

  it('dates a post from its file name, or from front matter `date` (read as UTC)', () => {
    const byId = new Map(compile().filter((s) => s.locale === 'en').map((s) => [s.id, s]));
    expect(byId.get('2023-06-24-update')!.date).toBe('2023-06-24T00:00:00.000Z');
    expect(byId.get('2024-07-18-immich-licensing')!.date).toBe('2024-07-18T00:00:00.000Z');
    const moved = compile([en('2020-01-01-moved.md', '---\ntitle: Moved\ndate: 2021-03-04\n---\n\nText.\n')])[0]!;
    expect(moved).toMatchObject({ date: '2021-03-04T00:00:00.000Z', route: '/blog/2021/03/04/moved' });
    const undated = compile([en('no-date-in-name.md', '---\ntitle: Dated\ndate: 2022-02-02T10:30:00+02:00\n---\n\nText.\n')])[0]!;
    expect(undated).toMatchObject({ date: '2022-02-02T08:30:00.000Z', route: '/blog/2022/02/02/no-date-in-name' });
  });

  it('keeps the excerpt before <!-- truncate --> and the TOC of the rest', () => {
    const source = compile().find((s) => s.locale === 'en' && s.id === '2023-06-24-update')!;
    expect(JSON.stringify(source.compiled.excerpt)).toContain('Words of the post.');
    expect(JSON.stringify(source.compiled.excerpt)).not.toContain('The rest.');
    expect(source.compiled.toc).toEqual([{ id: 'more', text: 'More', depth: 2 }]);
  });

  it('names the file and the line of an unknown author', () => {
    const error = contentErrorOf(() => compile([en('2024-01-01-x.md', '---\ntitle: X\nauthors:\n  - alextran\n  - alex-tran\n---\n\nText.\n')]));
    expect(error.message).toMatch(/^content\/blog\/en\/2024-01-01-x\.md:5: unknown author "alex-tran"/);
    expect(error.fix).toBe('use one of alextran, add "alex-tran" to content/blog/authors.yml, or write the author in place: authors: [{ name: …, title: … }]');
  });

  it('takes authors as Docusaurus writes them: one id alone, or written in place (one author for the same name)', () => {
    const options = { authors: authors() };
    const [one, two] = compile(
      [
        en('2024-01-01-a.md', '---\ntitle: A\nauthors: alextran\n---\n\nText.\n'),
        en('2024-01-02-b.md', '---\ntitle: B\nauthors:\n  - alextran\n  - name: Ines Okafor\n    title: Contributor\n    url: https://example.org/ines\n---\n\nText.\n'),
      ],
      options,
    );
    expect(one!.authors).toEqual(['alextran']);
    expect(two!.authors).toEqual(['alextran', 'ines-okafor']);
    expect(options.authors.get('ines-okafor')).toEqual({ id: 'ines-okafor', name: 'Ines Okafor', title: 'Contributor', url: 'https://example.org/ines', socials: {} });
  });

  it('takes the tags a post names as written when the blog has no tags.yml, and refuses unknown ones when it has', () => {
    const options = { tags: new Map(), tagsDeclared: false };
    const [post] = compile([en('2024-01-01-a.md', '---\ntitle: A\ntags: [Release Notes, { label: Storage, permalink: /storage-news }]\n---\n\nText.\n')], options);
    expect(post!.tags).toEqual(['Release Notes', 'storage']);
    expect([...options.tags.values()]).toEqual([
      { key: 'Release Notes', label: 'Release Notes', permalink: '/release-notes' },
      { key: 'storage', label: 'Storage', permalink: '/storage-news' },
    ]);
  });

  it('reports the problems of every post at once, in file order', () => {
    let thrown: unknown;
    try {
      compile([en('2024-01-01-a.md', '---\ntitle: A\nauthors: [nobody]\n---\n\nText.\n'), en('2024-01-02-b.md', '---\ntitle: B\nauthors: [alextran]\ntags: [relase]\n---\n\nText.\n')]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ContentErrors);
    expect((thrown as ContentErrors).errors.map((e) => e.message.split(': ')[0])).toEqual(['content/blog/en/2024-01-01-a.md:3', 'content/blog/en/2024-01-02-b.md:4']);
  });

  it('names the file and the line of an unknown tag', () => {
    const error = contentErrorOf(() => compile([en('2024-01-01-x.md', '---\ntitle: X\nauthors: [alextran]\ntags: [update, relase]\n---\n\nText.\n')]));
    expect(error.message).toMatch(/^content\/blog\/en\/2024-01-01-x\.md:4: unknown tag "relase"/);
    expect(error.fix).toContain('add "relase" to content/blog/tags.yml');
  });

  it('rejects a post without a date, with a date that does not exist, or without a title', () => {
    expect(() => compile([en('undated.md', '---\ntitle: X\n---\n\nText.\n')])).toThrow(/content\/blog\/en\/undated\.md: the post has no date/);
    expect(() => compile([en('2023-02-30-x.md', '---\ntitle: X\n---\n\nText.\n')])).toThrow(/2023-02-30, which is not a real date/);
    expect(() => compile([en('2023-02-01-x.md', '---\ntitle: X\ndate: 2023-02-29\n---\n\nText.\n')])).toThrow(/2023-02-01-x\.md:3: date "2023-02-29" is not a real date/);
    expect(() => compile([en('2023-02-01-x.md', 'Text only.\n')])).toThrow(/2023-02-01-x\.md:1: the post has no title/);
  });

  it('rejects two posts on one route, a slug on the blog\'s own pages, and a slug that is not a path', () => {
    const twice = [en('2023-01-01-a.md', '---\ntitle: A\nslug: same\n---\n'), en('2023-01-02-b.md', '---\ntitle: B\nslug: same\n---\n')];
    expect(() => compile(twice)).toThrow(/2023-01-02-b\.md:3: route \/blog\/same is already used by content\/blog\/en\/2023-01-01-a\.md/);
    expect(() => compile([en('2023-01-01-a.md', '---\ntitle: A\nslug: tags/news\n---\n')])).toThrow(/route \/blog\/tags\/news belongs to the blog's own pages/);
    expect(() => compile([en('2023-01-01-a.md', '---\ntitle: A\nslug: ../escape\n---\n')])).toThrow(/slug "\.\.\/escape" is not a URL path/);
  });

  it('rejects a locale folder the site does not have', () => {
    expect(() => compile([file('it/2023-01-01-a.md', '---\ntitle: A\n---\n')])).toThrow(/content\/blog\/it\/2023-01-01-a\.md: blog folder "it" is not a locale of this site/);
  });

  it('resolves a relative .md link to another post, in any locale', () => {
    const files = [en('2023-01-01-a.md', '---\ntitle: A\n---\n\nSee [B](./2023-01-02-b.md#part).\n'), en('2023-01-02-b.md', '---\ntitle: B\n---\n\n## Part {#part}\n'), file('ru/2023-01-03-c.md', '---\ntitle: C\n---\n\n[B](./2023-01-02-b.md)\n')];
    const sources = compile(files);
    expect(sources.find((s) => s.id === '2023-01-01-a')!.compiled.links).toMatchObject([{ route: '/blog/2023/01/02/b', hash: 'part' }]);
    expect(sources.find((s) => s.id === '2023-01-03-c')!.compiled.links).toMatchObject([{ route: '/blog/2023/01/02/b' }]);
  });
});

describe('withRenderedDiagrams', () => {
  const DIAGRAM = '```mermaid\nsequenceDiagram\n  Phone->>Server: upload\n```\n';
  const POST = `---\ntitle: Diagrams\n---\n\nBefore the cut.\n\n${DIAGRAM}\n<!-- truncate -->\n\n${DIAGRAM}`;

  it('leaves posts without diagrams as they are, without starting a browser', async () => {
    const sources = compile().filter((s) => s.locale === 'en');
    const previous = process.env['LUMIDOC_CHROMIUM'];
    process.env['LUMIDOC_CHROMIUM'] = '/nonexistent/chromium';
    try {
      const rendered = await withRenderedDiagrams(sources);
      rendered.forEach((source, index) => expect(source).toBe(sources[index]));
    } finally {
      if (previous === undefined) delete process.env['LUMIDOC_CHROMIUM'];
      else process.env['LUMIDOC_CHROMIUM'] = previous;
    }
  });

  it.skipIf(!fs.existsSync(process.env['LUMIDOC_CHROMIUM'] || '/usr/bin/chromium'))(
    'draws the diagrams of a post\'s body and of its excerpt',
    async () => {
      const [source] = await withRenderedDiagrams(compile([en('2024-02-02-diagrams.md', POST)]));
      for (const tree of [source!.compiled.body, source!.compiled.excerpt]) {
        const json = JSON.stringify(tree);
        expect(json).toContain('"tagName":"figure"');
        expect(json).toContain('"value":"upload"');
        expect(json).not.toContain('"dataDiagram":"mermaid","dataLine"');
      }
    },
    120_000,
  );
});
