import { compileMarkdown } from './markdown/compile.js';
import { createHash } from 'node:crypto';
import { parseDataFile, serializeDataFile, serializePageDataFiles, sharedPartOf } from './data-file.js';
import { cachingDataSource, sharedDataPath } from './runtime.js';

const SOURCE = `---
title: Backups
---

## Database {#database}

Run \`docker compose exec\` as **root**, then read [the guide](https://example.org/guide).

:::tip
Keep two copies.
:::

\`\`\`bash title="backup.sh" {2}
docker compose stop
tar czf backup.tgz library
\`\`\`

| Key | Default |
| --- | ------- |
| a   | 1       |

<!-- a comment stays a comment -->
`;

describe('data files', () => {
  const body = compileMarkdown(SOURCE, { file: 'content/docs/en/backups.md' }).body;
  const page = { kind: 'doc', title: 'Backups', body, excerpt: { type: 'root', children: [] }, tags: ['a', 'b'], toc: [{ id: 'database', depth: 2 }] };

  it('read back gives exactly the page that was written, HAST and all', () => {
    expect(parseDataFile(serializeDataFile(page))).toEqual(page);
  });

  it('writes HAST as arrays, a third smaller than plain JSON', () => {
    const compact = serializeDataFile(page);
    expect(compact).not.toContain('"tagName"');
    expect(compact).toContain('{"$hast":[');
    expect(compact.length).toBeLessThan(JSON.stringify(page).length * 0.75);
  });

  it('reads back trees nested in arrays and objects, and keeps a key named __proto__ a key', () => {
    const nested = { parameters: [{ name: 'id', description: body }, { name: 'q' }], responses: { '200': { description: body } } };
    expect(parseDataFile(serializeDataFile(nested))).toEqual(nested);
    const parsed = parseDataFile(`{"__proto__":${serializeDataFile({ type: 'root', children: [] })},"a":1}`) as Record<string, unknown>;
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(parsed, '__proto__')?.value).toEqual({ type: 'root', children: [] });
  });

  it('leaves data without HAST as plain JSON', () => {
    const sidebar = { id: 'docs', items: [{ type: 'link', label: 'A', href: '/a' }, { type: 'category', items: [] }] };
    expect(serializeDataFile(sidebar)).toBe(JSON.stringify(sidebar));
    expect(parseDataFile(JSON.stringify(sidebar))).toEqual(sidebar);
  });

  it('packs trees wherever they are (in arrays, nested objects) and leaves the value it was given unchanged', () => {
    const tree = { type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'x' }] }] };
    const value = { posts: [{ title: 'A', excerpt: tree }, { title: 'B', excerpt: null }], at: new Date(Date.UTC(2026, 0, 2)), nested: { deeper: { body: tree } }, missing: undefined };
    const before = JSON.stringify(value);
    expect(serializeDataFile(value)).toBe('{"posts":[{"title":"A","excerpt":{"$hast":[["p",0,"x"]]}},{"title":"B","excerpt":null}],"at":"2026-01-02T00:00:00.000Z","nested":{"deeper":{"body":{"$hast":[["p",0,"x"]]}}}}');
    expect(JSON.stringify(value)).toBe(before);
    expect(serializeDataFile(tree)).toBe('{"$hast":[["p",0,"x"]]}');
    expect(serializeDataFile([tree, 1])).toBe('[{"$hast":[["p",0,"x"]]},1]');
    expect(serializeDataFile('text')).toBe('"text"');
  });
});

describe('shared parts of page data files', () => {
  const nameOf = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 12);
  const responses = [{ status: '200', description: 'OK.', example: { id: 1 } }];
  const operation = (locale: string, title: string) => ({ kind: 'api-operation', locale, route: `/${locale}/docs/api/get-album`, title, responses, specUrl: '/openapi.json', sharedFields: ['responses', 'specUrl', 'callbacks'] });

  it('writes the named fields once for every locale, in a file named by its content, that each page file names', () => {
    const ru = serializePageDataFiles(operation('ru', 'Получить альбом'), nameOf);
    const en = serializePageDataFiles(operation('en', 'Get an album'), nameOf);
    expect(ru.shared).toEqual(en.shared);
    expect(ru.shared!.id).toBe(nameOf(ru.shared!.text));
    expect(JSON.parse(ru.shared!.text)).toEqual({ responses, specUrl: '/openapi.json' });
    expect(JSON.parse(ru.text)).toEqual({ kind: 'api-operation', locale: 'ru', route: '/ru/docs/api/get-album', title: 'Получить альбом', $shared: ru.shared!.id });
    expect(sharedPartOf(ru.text)).toBe(ru.shared!.id);
    // Other fields, another file.
    expect(serializePageDataFiles({ ...operation('en', 'x'), specUrl: '/other.json' }, nameOf).shared!.id).not.toBe(en.shared!.id);
  });

  it('writes pages without shared fields as before, and names no part', () => {
    const page = { kind: 'doc', title: 'Backups', tags: ['a'] };
    expect(serializePageDataFiles(page, nameOf)).toEqual({ text: serializeDataFile(page) });
    expect(sharedPartOf(serializeDataFile(page))).toBeUndefined();
    expect(serializePageDataFiles({ ...page, sharedFields: ['missing'] }, nameOf)).toEqual({ text: serializeDataFile(page) });
  });

  it('gives a loaded page its shared fields again, loading each part once for all the pages naming it', async () => {
    const files = new Map<string, string>();
    for (const locale of ['ru', 'en']) {
      const written = serializePageDataFiles(operation(locale, locale), nameOf);
      files.set(`/_data/${locale}/docs/api/get-album.json`, written.text);
      files.set(sharedDataPath(written.shared!.id), written.shared!.text);
    }
    const asked: string[] = [];
    const data = cachingDataSource(async (urlPath) => {
      asked.push(urlPath);
      const text = files.get(urlPath);
      return text === undefined ? undefined : parseDataFile(text);
    });
    const { sharedFields: _, ...page } = operation('ru', 'ru');
    expect(await data.page('/ru/docs/api/get-album')).toEqual(page);
    expect(data.loadedPage('/ru/docs/api/get-album')).toEqual(page);
    expect((await data.page('/en/docs/api/get-album'))?.title).toBe('en');
    expect(asked.filter((urlPath) => urlPath.startsWith('/_data/_shared/'))).toHaveLength(1);
  });

  it('says which part is missing when a page names one that is not there', async () => {
    const written = serializePageDataFiles(operation('ru', 'ru'), nameOf);
    const data = cachingDataSource(async (urlPath) => (urlPath.endsWith('get-album.json') ? parseDataFile(written.text) : undefined));
    await expect(data.page('/ru/docs/api/get-album')).rejects.toThrow(`The shared part ${written.shared!.id} of the page /ru/docs/api/get-album is missing`);
  });
});
