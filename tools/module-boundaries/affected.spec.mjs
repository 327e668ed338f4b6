// Proves that Nx's affected projects follow the dependency graph: CI (.github/workflows/ci.yml)
// runs only what a change can break, so a wrong edge would either skip a needed test or waste a run.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const nxBin = path.join(path.dirname(require.resolve('nx/package.json')), require('nx/package.json').bin.nx);

/** `nx show projects --affected` for a change to these files, sorted. */
function affectedBy(...files) {
  const out = execFileSync(process.execPath, [nxBin, 'show', 'projects', '--affected', `--files=${files.join(',')}`, '--json'], {
    cwd: root,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    encoding: 'utf8',
  });
  return JSON.parse(out.slice(out.indexOf('['))).sort();
}

describe('nx affected', () => {
  it('a theme component affects the theme, the site and its browser tests, and no package the theme does not reach', () => {
    const affected = affectedBy('packages/theme/src/components/Footer.tsx');
    expect(affected).toEqual(expect.arrayContaining(['theme', 'site', 'site-e2e']));
    for (const untouched of ['i18n', 'contract', 'content-pipeline', 'app', 'search', 'openapi-pages', 'static-server', 'glossary']) expect(affected).not.toContain(untouched);
  });

  it('a Markdown page affects only the site and its browser tests', () => {
    expect(affectedBy('apps/site/content/docs/en/overview/welcome.md')).toEqual(['site', 'site-e2e']);
  });
});
