#!/usr/bin/env node
// Usage: lumidoc-serve <dir> [--port N] [--open-path /ru/docs/...]
import { serveStatic } from './index.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const dir = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? 'dist/client';
const port = Number(option('--port', process.env.PORT ?? 4173));
const { url } = await serveStatic(dir, { port, collect: option('--collect', '/api/event') });
console.log(`Serving ${dir} at ${url}/`);
console.log(`Open ${url}${option('--open-path', '/')}`);
