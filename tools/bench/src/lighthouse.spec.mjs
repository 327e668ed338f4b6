import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LIGHTHOUSE_PACKAGE, lighthousePages, lighthouseResolves, runLighthouse } from './lighthouse.mjs';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const page = (file, kind, text = '') => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), `<html><body><p>${text}</p><script id="lumidoc-runtime" type="application/json">${JSON.stringify(kind ? { kind } : {})}</script></body></html>`);
};
page('docs/a/index.html', 'doc');
page('docs/b/index.html', 'doc', 'the longest doc');
page('ru/docs/a/index.html', 'doc');
page('ru/docs/api/login/index.html', 'api-operation');
page('ru/docs/api/index.html', 'api-intro');
page('de/docs/a/index.html', 'doc');
page('ru/404.html', undefined);
const localeOf = (route) => /^\/(ru|de|en)(\/|$)/.exec(route)?.[1] ?? 'zh-Hans';

describe('lighthousePages', () => {
  it('takes the heaviest page of each budgeted kind in ru, zh-Hans and en', () => {
    expect(lighthousePages(root, localeOf)).toEqual([
      { kind: 'doc', locale: 'zh-Hans', route: '/docs/b' },
      { kind: 'doc', locale: 'ru', route: '/ru/docs/a' },
      { kind: 'api-operation', locale: 'ru', route: '/ru/docs/api/login' },
    ]);
  });
});

describe.skipIf(lighthouseResolves())('without the lighthouse package', () => {
  it('skips without starting anything and names the package to add', async () => {
    const lines = [];
    await expect(runLighthouse({ siteDir: root, localeOf, log: (line) => lines.push(line) })).resolves.toEqual({
      skipped: `the lighthouse package is not installed; add ${LIGHTHOUSE_PACKAGE} to the root devDependencies to get Lighthouse figures`,
    });
    expect(lines).toEqual([]);
  });
});
