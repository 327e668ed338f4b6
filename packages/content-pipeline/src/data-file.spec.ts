import { compileMarkdown } from './markdown/compile.js';
import { parseDataFile, serializeDataFile } from './data-file.js';

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
