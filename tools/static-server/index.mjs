import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { COMPRESSIBLE, compressionCache, negotiateEncoding } from './compression.mjs';

export { negotiateEncoding } from './compression.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  // Search shards and chunks are stored gzipped; sent as they are (not compressible again).
  '.gz': 'application/gzip',
};

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Caching as the README asks of a host: hashed bundles for a year, everything else (HTML, page
 * data, search files, named by route and not by content) revalidated on every use by its ETag.
 */
export function cacheControlFor(urlPath) {
  // Named by their bytes' hash: the bundles, and the data parts a page's translations share.
  return urlPath.startsWith('/assets/') || urlPath.startsWith('/_data/_shared/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Finds what a static host would send for a URL path: the file itself, `<path>/index.html`,
 * `<path>.html`, else the nearest locale's `404.html` (or the root one) with status 404.
 */
export function resolveStatic(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    decoded = urlPath;
  }
  const safe = path.posix.normalize(decoded).replace(/^(\.\.(\/|$))+/, '');
  const base = path.join(root, safe);
  if (!base.startsWith(root)) return notFound(root, '/');
  for (const candidate of [base, path.join(base, 'index.html'), `${base.replace(/\/$/, '')}.html`]) {
    if (isFile(candidate)) return { file: candidate, status: 200 };
  }
  return notFound(root, safe);
}

function notFound(root, urlPath) {
  const first = urlPath.split('/').filter(Boolean)[0];
  const localized = first ? path.join(root, first, '404.html') : undefined;
  const file = localized && isFile(localized) ? localized : path.join(root, '404.html');
  return { file: isFile(file) ? file : undefined, status: 404 };
}

/**
 * Starts a server for `root` on 127.0.0.1; resolves with its URL and a `close()` function.
 * `collect` names a path that accepts page-view POSTs (answering 202) and lists them on GET, the
 * way a same-origin analytics proxy would be reached; tests read what the site reported.
 */
export function serveStatic(root, { port = 0, host = '127.0.0.1', onRequest, collect } = {}) {
  const absolute = path.resolve(root);
  const events = [];
  const compressed = compressionCache();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    onRequest?.(url.pathname);
    if (collect && url.pathname === collect) {
      if (req.method === 'POST') {
        let body = '';
        req.on('data', (chunk) => (body += chunk));
        req.on('end', () => {
          events.push(body);
          res.writeHead(202).end();
        });
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(events));
      return;
    }
    const { file, status } = resolveStatic(absolute, url.pathname);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const stat = fs.statSync(file);
    const version = `${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}`;
    const encoding = COMPRESSIBLE.test(type) ? negotiateEncoding(req.headers['accept-encoding']) : 'identity';
    const etag = `"${version}${encoding === 'identity' ? '' : `-${encoding}`}"`;
    const headers = {
      'content-type': type,
      'cache-control': status === 200 ? cacheControlFor('/' + path.relative(absolute, file).split(path.sep).join('/')) : 'no-cache',
      'x-content-type-options': 'nosniff',
      ...(COMPRESSIBLE.test(type) ? { vary: 'Accept-Encoding' } : {}),
      ...(status === 200 ? { etag } : {}),
    };
    if (status === 200 && req.headers['if-none-match'] === etag) return res.writeHead(304, headers).end();
    if (encoding === 'identity') {
      res.writeHead(status, { ...headers, 'content-length': stat.size });
      if (req.method === 'HEAD') return res.end();
      return fs.createReadStream(file).pipe(res);
    }
    const body = compressed.get(`${file} ${version}`, encoding, () => fs.readFileSync(file));
    res.writeHead(status, { ...headers, 'content-encoding': encoding, 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({ url: `http://${host}:${address.port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
