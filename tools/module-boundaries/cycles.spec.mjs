import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, sourceFiles } from './cycles.mjs';

const root = path.resolve(import.meta.dirname, '../..');

describe('importCycles', () => {
  const files = { '/w/a.ts': "import type { B } from './b.js';", '/w/b.ts': "export * from './c.js';", '/w/c.ts': "const a = () => import('./a.js');", '/w/d.ts': "import { a } from './a.js';" };
  const cycles = (sources) => importCycles(Object.keys(sources), (file) => sources[file]);

  it('finds a cycle made of a type import, a re-export and a dynamic import, naming its files in order', () => {
    expect(cycles(files)).toEqual([['/w/a.ts', '/w/b.ts', '/w/c.ts', '/w/a.ts']]);
  });

  it('finds none once one edge is gone, and ignores packages', () => {
    expect(cycles({ ...files, '/w/c.ts': "import x from 'a';" })).toEqual([]);
  });
});

it('no source file of the workspace is part of an import cycle, types included', () => {
  const found = importCycles(sourceFiles(['packages', 'apps', 'tools'].map((dir) => path.join(root, dir))));
  expect(found.map((cycle) => cycle.map((file) => path.relative(root, file)).join(' -> '))).toEqual([]);
});
