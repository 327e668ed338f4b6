import http, { type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { listen } from './listen.js';

describe('listen', () => {
  const servers: Server[] = [];
  const server = () => {
    const created = http.createServer();
    servers.push(created);
    return created;
  };
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise<void>((done) => (s.listening ? s.close(() => done()) : done()))));
  });

  it('moves on to the next port when the wanted one is busy, and says so', async () => {
    const busy = await listen(server(), { host: '127.0.0.1', port: 0, tries: 0, log: () => undefined });
    const lines: string[] = [];
    const port = await listen(server(), { host: '127.0.0.1', port: busy, tries: 10, log: (line) => lines.push(line) });
    expect(port).toBeGreaterThan(busy);
    expect(lines[0]).toBe(`Port ${busy} is busy; trying ${busy + 1}.`);
  });

  it('gives up after the last try', async () => {
    const busy = await listen(server(), { host: '127.0.0.1', port: 0, tries: 0, log: () => undefined });
    await expect(listen(server(), { host: '127.0.0.1', port: busy, tries: 0, log: () => undefined })).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});
