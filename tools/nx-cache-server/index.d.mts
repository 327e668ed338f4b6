export interface CacheServerOptions {
  /** Folder the task outputs are kept in (created when missing). */
  dir: string;
  port?: number;
  host?: string;
  /** Bearer token every request must carry (`NX_SELF_HOSTED_REMOTE_CACHE_ACCESS_TOKEN` on the Nx side); none: open to whoever reaches the port. */
  token?: string;
  /** A token that may read but not write (for machines that must not publish results, such as pull-request CI). */
  readToken?: string;
  log?: (line: string) => void;
}

/** Serves Nx's self-hosted remote cache protocol from `dir`; resolves once listening. */
export declare function startCacheServer(options: CacheServerOptions): Promise<{ url: string; close: () => Promise<void> }>;
