// Content-Encoding the way a static host or CDN does it: brotli or gzip as the request accepts,
// for text types only, compressed once per file version and kept in a bounded cache.
import zlib from 'node:zlib';

/** Types worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg\+xml)/;

/**
 * The encoding to send for an `Accept-Encoding` header: `br`, `gzip` or `identity`. Honours q-values
 * (`br;q=0` refuses brotli) and `*`; prefers brotli when both are equally acceptable.
 */
export function negotiateEncoding(acceptEncoding = '') {
  const weights = new Map();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    weights.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const weight = (name) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = ['br', 'gzip'].filter((name) => weight(name) > 0).sort((a, b) => weight(b) - weight(a))[0];
  return best ?? 'identity';
}

const ENCODERS = {
  // Quality 5: close to the best ratio for HTML at a fraction of quality 11's time, fine on the fly.
  br: (data) => zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  gzip: (data) => zlib.gzipSync(data, { level: 6 }),
};

/** Compressed bodies by file version and encoding, oldest dropped past `maxBytes`. */
export function compressionCache(maxBytes = 64 * 1024 * 1024) {
  const entries = new Map();
  let bytes = 0;
  return {
    /** The body of `key` (file, size and mtime) in `encoding`, compressing `read()` on a miss. */
    get(key, encoding, read) {
      const id = `${encoding} ${key}`;
      const hit = entries.get(id);
      if (hit) {
        entries.delete(id);
        entries.set(id, hit);
        return hit;
      }
      const body = ENCODERS[encoding](read());
      entries.set(id, body);
      bytes += body.length;
      for (const [oldest, value] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= value.length;
      }
      return body;
    },
  };
}
