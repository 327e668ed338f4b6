// Lints probe files placed (virtually) inside each package and checks that every import against
// the dependency direction of the architecture is an error, and every allowed one is not.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function lint(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

const probe = (dir) => `${dir}/src/__boundary_probe__.ts`;

describe('module boundaries', () => {
  it.each([
    ['packages/i18n', "import { compileMarkdown } from '@lumidoc/content-pipeline';\nexport const x = compileMarkdown;\n"],
    ['packages/content-pipeline', "import { searchPlugin } from '@lumidoc/search/build';\nexport const x = searchPlugin;\n"],
    ['packages/content-pipeline', "import { DocPage } from '@lumidoc/theme';\nexport const x = DocPage;\n"],
    ['packages/search', "import { openApiPlugin } from '@lumidoc/openapi-pages';\nexport const x = openApiPlugin;\n"],
    ['packages/theme', "import { openApiPlugin } from '@lumidoc/openapi-pages';\nexport const x = openApiPlugin;\n"],
    ['packages/theme', "import { compileMarkdown } from '@lumidoc/content-pipeline';\nexport const x = compileMarkdown;\n"],
    ['packages/theme', "import { searchPlugin } from '@lumidoc/search/build';\nexport const x = searchPlugin;\n"],
    ['packages/theme', "import fs from 'node:fs';\nexport const x = fs;\n"],
    ['packages/theme', "import { x as y } from '../../contract/src/page-data.js';\nexport const x = y;\n"],
    // The theme renders the contract; not even the pipeline's types (they would make it a dependency).
    ['packages/theme', "import type { PageData } from '@lumidoc/content-pipeline';\nexport type X = PageData;\n"],
    ['packages/search', "import type { PageData } from '@lumidoc/content-pipeline';\nexport type X = PageData;\n"],
    ['packages/contract', "import type { PageData } from '@lumidoc/content-pipeline';\nexport type X = PageData;\n"],
    // The app writes what the pipeline collects; never the other way round, and never in the browser.
    ['packages/content-pipeline', "import { buildSite } from '@lumidoc/app';\nexport const x = buildSite;\n"],
    ['packages/theme', "import { buildSite } from '@lumidoc/app';\nexport const x = buildSite;\n"],
  ])('%s may not do: %s', async (dir, code) => {
    expect(await lint(probe(dir), code)).not.toEqual([]);
  });

  it.each([
    ['packages/content-pipeline', "import { createLocaleSet } from '@lumidoc/i18n';\nexport const x = createLocaleSet;\n"],
    ['packages/openapi-pages', "import { compileMarkdown } from '@lumidoc/content-pipeline';\nexport const x = compileMarkdown;\n"],
    ['packages/search', "import type { BuildPlugin } from '@lumidoc/contract';\nexport type X = BuildPlugin;\n"],
    ['packages/theme', "import type { PageData } from '@lumidoc/contract';\nimport { createTranslator } from '@lumidoc/i18n';\nexport type X = PageData;\nexport const y = createTranslator;\n"],
    ['packages/content-pipeline', "import type { PageData } from '@lumidoc/contract';\nexport type X = PageData;\n"],
    ['packages/app', "import { collectSite } from '@lumidoc/content-pipeline/build';\nexport const x = collectSite;\n"],
    ['apps/site', "import { DocPage } from '@lumidoc/theme';\nimport { openApiPlugin } from '@lumidoc/openapi-pages';\nexport const x = [DocPage, openApiPlugin];\n"],
  ])('%s may do: %s', async (dir, code) => {
    expect(await lint(probe(dir), code)).toEqual([]);
  });
});

describe('import cycles', () => {
  // Two real files that import each other: the rule follows imports on disk.
  const dir = path.join(root, 'packages/i18n/src', `__cycle_probe_${process.pid}__`);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('are a lint error', async () => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b.js';\nexport const a = (): number => b() + 1;\n");
    fs.writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a.js';\nexport const b = (): number => a() - 1;\n");
    const [result] = await eslint.lintFiles([path.join(dir, 'a.ts')]);
    expect(result.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});
