// Times the real site's own build script (apps/site/scripts/build.mjs) against a throw-away
// output folder, so the site's figures come from the same code path as `nx run site:build`
// without touching apps/site/dist. The script must honour LUMIDOC_OUT_DIR.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE_BUILD_NODE_FLAGS } from './run-build.mjs';

/** Environment variable the site's build script reads its output folder from. */
export const OUT_DIR_VARIABLE = 'LUMIDOC_OUT_DIR';
/** Environment variable the site's build script reads its compile cache folder from. */
export const CACHE_DIR_VARIABLE = 'LUMIDOC_CACHE_DIR';

/**
 * Whether the site's build script can write somewhere other than apps/site/dist/client.
 * @param {string} script
 */
export function scriptTakesOutDir(script) {
  return fs.existsSync(script) && fs.readFileSync(script, 'utf8').includes(OUT_DIR_VARIABLE);
}

/**
 * Reads the script's summary line: `Built <n> pages (<kind> <n>, ...) in <ms> ms; phases: {...}`.
 * @param {string} output
 */
export function parseBuildSummary(output) {
  const line = /Built (\d+) pages \(([^)]*)\) in (\d+) ms; phases: (\{.*\})/.exec(output);
  if (!line) return undefined;
  const pagesByKind = Object.fromEntries(
    line[2]
      .split(', ')
      .map((part) => /^(.+) (\d+)$/.exec(part))
      .filter(Boolean)
      .map((m) => [m[1], Number(m[2])]),
  );
  return { pages: Number(line[1]), pagesByKind, scriptMs: Number(line[3]), phases: JSON.parse(line[4]) };
}

/**
 * Runs the site's build script into `outDir` (already seeded with the bundles), with its compile
 * cache in `cacheDir` (a fresh folder makes a cold build).
 * @param {{ script: string, outDir: string, cacheDir: string }} options
 */
export async function runSiteBuild({ script, outDir, cacheDir }) {
  const usageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumidoc-bench-usage-'));
  const usageFile = path.join(usageDir, 'usage.json');
  try {
    const started = performance.now();
    const output = await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [...SITE_BUILD_NODE_FLAGS, '--import', path.join(import.meta.dirname, 'process-usage.mjs'), script], {
        cwd: path.dirname(path.dirname(script)),
        env: { ...process.env, [OUT_DIR_VARIABLE]: outDir, [CACHE_DIR_VARIABLE]: cacheDir, LUMIDOC_BENCH_USAGE_FILE: usageFile },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.stderr.on('data', (chunk) => (text += chunk));
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`${script} exited with code ${code}:\n${text.slice(-4000)}`))));
    });
    const processMs = Math.round(performance.now() - started);
    const summary = parseBuildSummary(output);
    if (!summary) throw new Error(`${script} did not print its "Built <n> pages ... phases: {...}" line; the bench reads the pages and phases from it.`);
    const usage = fs.existsSync(usageFile) ? JSON.parse(fs.readFileSync(usageFile, 'utf8')) : {};
    // The script's own total includes reading the manifest and loading the server bundle.
    return { ...summary, wallMs: summary.scriptMs, processMs, ...usage };
  } finally {
    fs.rmSync(usageDir, { recursive: true, force: true });
  }
}
