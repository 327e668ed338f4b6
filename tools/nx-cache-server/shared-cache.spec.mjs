// Two clean checkouts of this repository, each with its own local Nx cache, pointed at one cache
// server: what the first builds, the second takes from the server and builds nothing. Runs Nx in
// clones (never in this checkout, whose own Nx run may be under way), from the last commit.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCacheServer } from './index.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PROJECTS = 'content-pipeline';

/** A clone of the last commit, with this checkout's dependencies linked in (hard links: fast, no copy). */
function cleanCheckout(dir) {
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', ROOT, dir]);
  execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules')]);
}

/**
 * `nx run <project>:build` in a checkout, with its own local cache and the shared server; the tasks
 * and how each was done. Asynchronous: the server answers from this process meanwhile.
 */
async function build(dir, server) {
  const { stdout: output } = await promisify(execFile)(path.join(dir, 'node_modules', '.bin', 'nx'), ['run', `${PROJECTS}:build`, '--output-style=static', '--skip-sync'], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_CACHE_DIRECTORY: path.join(dir, '.local-nx-cache'), NX_SELF_HOSTED_REMOTE_CACHE_SERVER: server },
  });
  // Colours are off, and any escape left is dropped: CI environments force them on.
  const plain = output.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
  return Object.fromEntries([...plain.matchAll(/^> nx run (\S+)(.*)$/gm)].map(([, task, note]) => [task, note.trim() || 'ran']));
}

describe('two clean checkouts sharing one Nx cache server', () => {
  let work;
  let server;
  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'lumidoc-shared-cache-'));
    server = await startCacheServer({ dir: path.join(work, 'server') });
  });
  // Removing two checkouts (their node_modules are trees of links) takes a while on a busy machine.
  afterAll(async () => {
    await server?.close();
    fs.rmSync(work, { recursive: true, force: true });
  }, 120_000);

  it('the second rebuilds nothing: every task comes from the server, with the same files', async () => {
    const first = path.join(work, 'first');
    const second = path.join(work, 'second');
    cleanCheckout(first);
    cleanCheckout(second);
    const built = await build(first, server.url);
    expect(Object.keys(built)).toEqual(expect.arrayContaining(['i18n:build', 'contract:build', 'content-pipeline:build']));
    expect(Object.values(built).every((how) => how === 'ran')).toBe(true);
    expect(fs.readdirSync(path.join(work, 'server')).length).toBe(Object.keys(built).length);

    const again = await build(second, server.url);
    expect(again).toEqual(Object.fromEntries(Object.keys(built).map((task) => [task, '[remote cache]'])));
    const dist = (dir) => fs.readdirSync(path.join(dir, 'packages', 'content-pipeline', 'dist'), { recursive: true }).sort();
    expect(dist(second)).toEqual(dist(first));
    expect(fs.readFileSync(path.join(second, 'packages/content-pipeline/dist/index.js'), 'utf8')).toBe(fs.readFileSync(path.join(first, 'packages/content-pipeline/dist/index.js'), 'utf8'));
  }, 300_000);
});
