import type { LinkRef } from '../markdown/links.js';

/** A route written in a YAML file, as the link check takes it: path and anchor apart. */
export function linkRef(written: string, line: number | undefined): LinkRef {
  const hashAt = written.indexOf('#');
  const route = hashAt === -1 ? written : written.slice(0, hashAt);
  return { route, ...(hashAt === -1 ? {} : { hash: written.slice(hashAt + 1) }), ...(line === undefined ? {} : { line }), written };
}

/** Whether a link is a route of the site rather than an external URL. */
export function isRoute(link: string): boolean {
  return link.startsWith('/');
}
