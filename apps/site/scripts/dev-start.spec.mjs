import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIsCurrent } from './dev-start.mjs';

// A package folder whose every file and folder has the time `sourcesAt`, and whose build info has `builtAt` (seconds).
function packageDir(sourcesAt, builtAt) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumidoc-dev-start-'));
  const files = ['package.json', 'tsconfig.lib.json', 'src/index.ts', 'src/markdown/compile.ts'];
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), '');
  }
  for (const entry of [...files, 'src/markdown', 'src']) fs.utimesSync(path.join(dir, entry), sourcesAt, sourcesAt);
  if (builtAt !== undefined) {
    fs.mkdirSync(path.join(dir, 'dist'));
    fs.writeFileSync(path.join(dir, 'dist', 'tsconfig.lib.tsbuildinfo'), '{}');
    fs.utimesSync(path.join(dir, 'dist', 'tsconfig.lib.tsbuildinfo'), builtAt, builtAt);
  }
  return dir;
}

describe('buildIsCurrent', () => {
  const dirs = [];
  const make = (...times) => {
    const dir = packageDir(...times);
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('is true when the build is newer than every source, the manifest and the config', () => {
    expect(buildIsCurrent(make(1_000, 2_000))).toBe(true);
  });

  it('is false when a source file changed after the build, or a file was removed from a folder', () => {
    const edited = make(1_000, 2_000);
    fs.utimesSync(path.join(edited, 'src/markdown/compile.ts'), 3_000, 3_000);
    expect(buildIsCurrent(edited)).toBe(false);
    const removed = make(1_000, 2_000);
    fs.rmSync(path.join(removed, 'src/markdown/compile.ts'));
    expect(buildIsCurrent(removed)).toBe(false);
  });

  it('is false when the manifest changed, or there is no build', () => {
    const manifest = make(1_000, 2_000);
    fs.utimesSync(path.join(manifest, 'package.json'), 3_000, 3_000);
    expect(buildIsCurrent(manifest)).toBe(false);
    expect(buildIsCurrent(make(1_000))).toBe(false);
  });
});
