export declare function resolveStatic(root: string, urlPath: string): { file: string | undefined; status: number };
export declare function serveStatic(
  root: string,
  options?: { port?: number; host?: string; onRequest?: (path: string) => void; collect?: string },
): Promise<{ url: string; close: () => Promise<void> }>;
/** `Cache-Control` for a URL path: a year and immutable for `/assets/`, else `no-cache` (revalidate). */
export declare function cacheControlFor(urlPath: string): string;
/** `br`, `gzip` or `identity` for an `Accept-Encoding` header. */
export declare function negotiateEncoding(acceptEncoding?: string): 'br' | 'gzip' | 'identity';
