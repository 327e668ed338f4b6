// Nx's self-hosted remote cache protocol (Nx 20.8 and later read NX_SELF_HOSTED_REMOTE_CACHE_SERVER):
// `GET /v1/cache/<hash>` answers a task's outputs as a tar archive or 404, `PUT /v1/cache/<hash>`
// stores one, 409 when the hash is already stored (an entry never changes once written), 401/403
// without the right bearer token. Entries are files named by their hash, written whole or not at all.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const ENTRY = /^\/v1\/cache\/([A-Za-z0-9_-]{1,128})$/;

/** Constant-time comparison of a request's bearer token with an expected one. */
function sameToken(header, expected) {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && crypto.timingSafeEqual(given, wanted);
}

/** What a request may do with the tokens configured: 'write', 'read' or nothing. */
function access(request, { token, readToken }) {
  if (!token && !readToken) return 'write';
  if (token && sameToken(request.headers.authorization, token)) return 'write';
  if (readToken && sameToken(request.headers.authorization, readToken)) return 'read';
  return undefined;
}

/** @param {import('./index.d.mts').CacheServerOptions} options */
export async function startCacheServer({ dir, port = 0, host = '127.0.0.1', token, readToken, log = () => undefined }) {
  fs.mkdirSync(dir, { recursive: true });
  const server = http.createServer(async (request, response) => {
    const end = (status, text = '') => {
      if (!response.headersSent) response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(text);
    };
    try {
      const hash = ENTRY.exec(new URL(request.url ?? '/', 'http://localhost').pathname)?.[1];
      if (!hash) return end(404, 'Not a cache entry: the protocol serves /v1/cache/<hash>.\n');
      const allowed = access(request, { token, readToken });
      if (!allowed) return end(401, 'A bearer token is required.\n');
      const file = path.join(dir, hash);
      if (request.method === 'GET') {
        if (!fs.existsSync(file)) return end(404);
        response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': fs.statSync(file).size });
        await pipeline(fs.createReadStream(file), response);
        log(`GET ${hash}: sent`);
        return;
      }
      if (request.method === 'PUT') {
        if (allowed !== 'write') return end(403, 'This token may read only.\n');
        if (fs.existsSync(file)) {
          request.resume();
          return end(409, 'This hash is stored already; entries never change.\n');
        }
        const temporary = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
        try {
          await pipeline(request, fs.createWriteStream(temporary));
          fs.renameSync(temporary, file);
        } finally {
          fs.rmSync(temporary, { force: true });
        }
        log(`PUT ${hash}: stored`);
        return end(200);
      }
      end(405, 'Only GET and PUT.\n');
    } catch (error) {
      log(`${request.method} ${request.url}: ${error instanceof Error ? error.message : String(error)}`);
      end(500);
    }
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  const address = server.address();
  return {
    url: `http://${host}:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
