import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startCacheServer } from './index.mjs';

describe('the Nx cache server', () => {
  const open = [];
  afterEach(async () => {
    for (const { server, dir } of open.splice(0)) {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  const start = async (options = {}) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nx-cache-'));
    const server = await startCacheServer({ dir, ...options });
    open.push({ server, dir });
    return { server, dir, entry: (hash) => `${server.url}/v1/cache/${hash}` };
  };
  const archive = Buffer.from('a tar archive of a task\u2019s outputs');

  it('stores an entry once and serves it back; an unknown hash is 404, a second PUT 409', async () => {
    const { entry, dir } = await start();
    expect((await fetch(entry('123abc'))).status).toBe(404);
    expect((await fetch(entry('123abc'), { method: 'PUT', body: archive })).status).toBe(200);
    const stored = await fetch(entry('123abc'));
    expect([stored.status, stored.headers.get('content-type')]).toEqual([200, 'application/octet-stream']);
    expect(Buffer.from(await stored.arrayBuffer()).equals(archive)).toBe(true);
    expect((await fetch(entry('123abc'), { method: 'PUT', body: 'other bytes' })).status).toBe(409);
    expect(fs.readdirSync(dir)).toEqual(['123abc']);
  });

  it('refuses paths outside the protocol and hashes that could name another file', async () => {
    const { server } = await start();
    expect((await fetch(`${server.url}/v1/cache/..%2Fsecret`)).status).toBe(404);
    expect((await fetch(`${server.url}/index.html`)).status).toBe(404);
    expect((await fetch(`${server.url}/v1/cache/abc`, { method: 'DELETE' })).status).toBe(405);
  });

  it('asks for the token when it has one, and lets a read token read but not write', async () => {
    const { entry } = await start({ token: 'write-secret', readToken: 'read-secret' });
    const as = (token) => ({ authorization: `Bearer ${token}` });
    expect((await fetch(entry('abc'), { method: 'PUT', body: archive })).status).toBe(401);
    expect((await fetch(entry('abc'), { method: 'PUT', body: archive, headers: as('wrong') })).status).toBe(401);
    expect((await fetch(entry('abc'), { method: 'PUT', body: archive, headers: as('read-secret') })).status).toBe(403);
    expect((await fetch(entry('abc'), { method: 'PUT', body: archive, headers: as('write-secret') })).status).toBe(200);
    expect((await fetch(entry('abc'), { headers: as('read-secret') })).status).toBe(200);
    expect((await fetch(entry('abc'))).status).toBe(401);
  });
});
