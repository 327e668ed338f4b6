import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newestBundleSource, prepareBundles } from './bundles.mjs';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bundles-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const write = (file, mtime) => {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, 'x');
  fs.utimesSync(full, mtime, mtime);
};

describe('newestBundleSource', () => {
  it('finds the newest source of the bundles, leaving out tests and stories', () => {
    write('apps/site/src/router.tsx', 1000);
    write('packages/theme/src/Navbar.tsx', 2000);
    write('packages/theme/src/Navbar.stories.tsx', 9000);
    write('packages/content-pipeline/src/x.spec.ts', 9000);
    write('packages/openapi-pages/src/pages.ts', 9000);
    expect(newestBundleSource(root)).toEqual({ file: path.join('packages', 'theme', 'src', 'Navbar.tsx'), mtimeMs: 2_000_000 });
  });
});

describe('prepareBundles', () => {
  it('reuses apps/site/dist when it is newer than every source', () => {
    write('apps/site/dist/bundle/.vite/manifest.json', 3000);
    write('apps/site/dist/server/entry-server.js', 3000);
    const lines = [];
    const bundles = prepareBundles({ workspaceRoot: root, siteAppDir: path.join(root, 'apps', 'site'), rebuild: false, log: (line) => lines.push(line) });
    expect(bundles).toMatchObject({ source: 'reused', clientDir: path.join(root, 'apps/site/dist/bundle') });
    expect(lines).toEqual(['bundles: reusing apps/site/dist/bundle and apps/site/dist/server/entry-server.js']);
  });
});
