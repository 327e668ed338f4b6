// Incremental builds of the real site as Nx runs them, as a new user would (Nx's daemon as the
// environment has it: on by default outside CI): `nx run site:build` once to warm the cache, again
// with no change (every task should come from the cache), then after editing one Markdown page (the
// bundles and packages should still come from the cache; only the content build reruns, rendering
// only the pages the edit changed). The edited file is restored afterwards, and a last run puts the
// cached output back.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The page the bench edits: a sentence added at its end. */
export const EDITED_PAGE = 'apps/site/content/docs/en/overview/welcome.md';

/** The site's output folder, below the workspace. */
const SITE_OUTPUT = 'apps/site/dist/client';

/** Every file below `dir` with the hash of its bytes. */
function fileHashes(dir) {
  if (!fs.existsSync(dir)) return new Map();
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(files.map((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return [path.relative(dir, file), createHash('sha1').update(fs.readFileSync(file)).digest('hex')];
  }));
}

/**
 * Files added, removed or changed between two snapshots.
 * @param {Map<string, string>} before
 * @param {Map<string, string>} after
 */
export function changedFiles(before, after) {
  return [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)).sort();
}

/**
 * The `Rendered <n> pages; <m> were unchanged` line of the site's build script, if it printed one.
 * @param {string} output
 */
export function renderedPages(output) {
  const line = /Rendered (\d+) pages; (\d+) were unchanged/.exec(output);
  return line ? { rendered: Number(line[1]), reused: Number(line[2]) } : undefined;
}

/**
 * Which tasks an Nx run took from its cache, from its static output (`> nx run site:build  [local cache]`).
 * @param {string} output
 * @returns {Record<string, boolean>} task -> from the cache
 */
export function tasksFromNxOutput(output) {
  const tasks = {};
  // Escapes dropped: CI environments force colours on.
  for (const match of output.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '').matchAll(/^> nx run (\S+)(.*)$/gm)) {
    tasks[match[1]] = /\[(local cache|remote cache|existing outputs match the cache)/.test(match[2]);
  }
  return tasks;
}

/**
 * @param {{ workspaceRoot: string, log: (line: string) => void }} options
 * @returns {{ warm: object, unchanged: object, afterEdit: object }}
 */
export function benchNxIncremental({ workspaceRoot, log }) {
  const run = (label) => {
    log(`site (nx): ${label}`);
    const started = performance.now();
    const output = execFileSync('npx', ['nx', 'run', 'site:build', '--output-style=static'], {
      cwd: workspaceRoot,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    const tasks = tasksFromNxOutput(output);
    const prerender = renderedPages(output);
    return { wallMs: Math.round(performance.now() - started), tasks, fromCache: Object.values(tasks).filter(Boolean).length, ran: Object.keys(tasks).filter((task) => !tasks[task]), ...(prerender ? { prerender } : {}) };
  };
  const output = path.join(workspaceRoot, SITE_OUTPUT);
  const file = path.join(workspaceRoot, EDITED_PAGE);
  const original = fs.readFileSync(file, 'utf8');
  const warm = run('warming the cache');
  const unchanged = run('second build, no change');
  let afterEdit;
  const before = fileHashes(output);
  try {
    fs.writeFileSync(file, `${original}\nThis sentence was added by the benchmark.\n`);
    afterEdit = { edited: EDITED_PAGE, ...run(`build after editing ${EDITED_PAGE}`) };
    const changed = changedFiles(before, fileHashes(output));
    afterEdit.filesChanged = changed.length;
    afterEdit.changedSample = changed.slice(0, 40);
  } finally {
    fs.writeFileSync(file, original);
  }
  run('restoring the output of the unedited site');
  return { warm, unchanged, afterEdit };
}
