export declare function resolveStatic(root: string, urlPath: string): { file: string | undefined; status: number };
export declare function serveStatic(
  root: string,
  options?: { port?: number; host?: string; onRequest?: (path: string) => void; collect?: string },
): Promise<{ url: string; close: () => Promise<void> }>;
