// Starts a build worker (build-worker.mjs) and talks to it: one cold build, then optionally a
// rebuild after an edit, then exit.
import { fork } from 'node:child_process';
import path from 'node:path';

/**
 * @typedef {{ type: 'built', wallMs: number, pages: number, pagesByKind: Record<string, number>, phases: Record<string, number>, plugins: string[], log: string[], importMs?: number, processMs?: number, peakRssBytes?: number, edited?: string }} BuildResult
 */

/**
 * Node's flags for a build, as the site's own build command runs it (apps/site/package.json): a
 * larger young generation, collected less often; functions optimised once they are clearly hot
 * (each of the build's short-lived threads optimises its own code again); and `gc()` for the build
 * to call between phases.
 */
export const SITE_BUILD_NODE_FLAGS = ['--max-semi-space-size=64', '--interrupt-budget=400000', '--max-inlined-bytecode-size-cumulative=460', '--expose-gc'];

/**
 * Forks a worker for one site folder.
 * @param {object} job what build-worker.mjs reads: siteDir, outDir, serverEntry, sidebars, hasApi, hasBlog, editable
 * @returns {{ next: () => Promise<BuildResult>, rebuild: () => Promise<BuildResult>, close: () => void }}
 */
export function startBuildWorker(job) {
  const child = fork(path.join(import.meta.dirname, 'build-worker.mjs'), [], {
    execArgv: SITE_BUILD_NODE_FLAGS,
    env: { ...process.env, LUMIDOC_BENCH_JOB: JSON.stringify(job) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = [];
  const arrived = [];
  const settle = (outcome) => (waiting.length > 0 ? waiting.shift()(outcome) : arrived.push(outcome));
  child.on('message', (message) => settle(message));
  child.on('exit', (code) => settle({ type: 'failed', message: `the build worker exited with code ${code} before it reported` }));
  const next = () =>
    new Promise((resolve) => (arrived.length > 0 ? resolve(arrived.shift()) : waiting.push(resolve))).then((message) => {
      if (message.type === 'failed') throw new Error(`Build of ${job.siteDir} failed:\n${message.message}`);
      return message;
    });
  return {
    next,
    rebuild: () => {
      child.send({ type: 'rebuild' });
      return next();
    },
    close: () => {
      if (child.connected) child.send({ type: 'exit' });
    },
  };
}
