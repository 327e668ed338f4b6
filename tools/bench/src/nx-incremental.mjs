// Incremental builds of the real site as Nx runs them: `nx run site:build` once to warm the cache,
// again with no change (every task should come from the cache), then after editing one Markdown page
// (the bundles and packages should still come from the cache; only the content build reruns). The
// edited file is restored afterwards, and a last run puts the cached output back.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The page the bench edits: an HTML comment at its end changes the source, not what it shows. */
export const EDITED_PAGE = 'apps/site/content/docs/en/overview/welcome.md';

/**
 * Which tasks an Nx run took from its cache, from its static output (`> nx run site:build  [local cache]`).
 * @param {string} output
 * @returns {Record<string, boolean>} task -> from the cache
 */
export function tasksFromNxOutput(output) {
  const tasks = {};
  for (const match of output.matchAll(/^> nx run (\S+)(.*)$/gm)) {
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
    const output = execFileSync('npx', ['nx', 'run', 'site:build', '--output-style=static', '--skip-sync'], {
      cwd: workspaceRoot,
      env: { ...process.env, NX_DAEMON: 'false' },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    const tasks = tasksFromNxOutput(output);
    return { wallMs: Math.round(performance.now() - started), tasks, fromCache: Object.values(tasks).filter(Boolean).length, ran: Object.keys(tasks).filter((task) => !tasks[task]) };
  };
  const file = path.join(workspaceRoot, EDITED_PAGE);
  const original = fs.readFileSync(file, 'utf8');
  const warm = run('warming the cache');
  const unchanged = run('second build, no change');
  let afterEdit;
  try {
    fs.writeFileSync(file, `${original}\n<!-- edited by the benchmark -->\n`);
    afterEdit = { edited: EDITED_PAGE, ...run(`build after editing ${EDITED_PAGE}`) };
  } finally {
    fs.writeFileSync(file, original);
  }
  run('restoring the output of the unedited site');
  return { warm, unchanged, afterEdit };
}
