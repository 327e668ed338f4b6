#!/usr/bin/env node
// A shared Nx cache for a team or a CI fleet:
//   lumidoc-nx-cache --dir /srv/nx-cache [--port 4840] [--host 0.0.0.0]
// with NX_CACHE_TOKEN (read and write) and NX_CACHE_READ_TOKEN (read only) from the environment.
// Each machine then runs Nx with NX_SELF_HOSTED_REMOTE_CACHE_SERVER=http://<host>:<port> and
// NX_SELF_HOSTED_REMOTE_CACHE_ACCESS_TOKEN set to one of the tokens.
import { startCacheServer } from './index.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const dir = option('dir');
if (!dir) {
  console.error('Usage: lumidoc-nx-cache --dir <folder> [--port 4840] [--host 127.0.0.1]');
  process.exit(1);
}
const host = option('host') ?? '127.0.0.1';
if (host !== '127.0.0.1' && host !== 'localhost' && !process.env.NX_CACHE_TOKEN) {
  console.error(`Serving on ${host} without NX_CACHE_TOKEN would let anyone who reaches the port write build results every machine then trusts: set NX_CACHE_TOKEN.`);
  process.exit(1);
}
const server = await startCacheServer({ dir, port: Number(option('port') ?? 4840), host, token: process.env.NX_CACHE_TOKEN, readToken: process.env.NX_CACHE_READ_TOKEN, log: (line) => console.log(line) });
console.log(`Nx cache at ${server.url}, kept in ${dir}: run Nx with NX_SELF_HOSTED_REMOTE_CACHE_SERVER=${server.url}`);
process.once('SIGINT', () => void server.close().then(() => process.exit(0)));
