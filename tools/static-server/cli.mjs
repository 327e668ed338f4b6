#!/usr/bin/env node
// Usage: lumidoc-serve <dir> [--port N] [--open-path /ru/docs/...]
import { serveStatic } from './index.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const dir = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? 'dist/client';
const wanted = Number(option('--port', process.env.PORT ?? 4173));

// A busy port (another server still running) moves on to the next one instead of failing.
async function start(port, triesLeft) {
  try {
    return await serveStatic(dir, { port, collect: option('--collect', '/api/event') });
  } catch (error) {
    if (error.code !== 'EADDRINUSE' || triesLeft === 0) throw error;
    console.log(`Port ${port} is busy; trying ${port + 1}.`);
    return start(port + 1, triesLeft - 1);
  }
}
const { url } = await start(wanted, 10);
console.log(`Serving ${dir} at ${url}/`);
console.log(`Open ${url}${option('--open-path', '/')}`);
