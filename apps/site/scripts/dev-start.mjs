// `npm run dev`: starts the development server at once when the packages it runs from their builds
// are current, else through Nx (`nx run site:dev`), which builds them first. Nx's own start and
// cache check cost more than a second of every start, a third of the time to the first page.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const workspace = path.resolve(import.meta.dirname, '../../..');
// What the server imports from packages' builds (the app, its pipeline, the site's plugins) and
// what they import in turn; the theme and the runtime come from their sources through Vite.
const BUILT = ['app', 'content-pipeline', 'openapi-pages', 'search', 'i18n', 'contract'];

/** The newest modification time of a file or folder below `dir` (a removed file changes its folder's). */
function newest(dir) {
  let latest = fs.statSync(dir).mtimeMs;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) latest = Math.max(latest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  return latest;
}

/** Whether a package's build (its TypeScript build info, written last) is newer than its sources, manifest and config. */
export function buildIsCurrent(packageDir) {
  try {
    const built = fs.statSync(path.join(packageDir, 'dist', 'tsconfig.lib.tsbuildinfo')).mtimeMs;
    const sources = Math.max(newest(path.join(packageDir, 'src')), ...['package.json', 'tsconfig.lib.json'].map((file) => fs.statSync(path.join(packageDir, file)).mtimeMs));
    return built > sources;
  } catch {
    return false;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const current = BUILT.every((name) => buildIsCurrent(path.join(workspace, 'packages', name)));
  const [command, args, cwd] = current ? [process.execPath, ['scripts/dev.mjs'], path.join(workspace, 'apps', 'site')] : ['npx', ['nx', 'run', 'site:dev'], workspace];
  const child = spawn(command, args, { cwd, stdio: 'inherit' });
  // Ctrl+C reaches the child from the terminal; wait for it to close the server.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
