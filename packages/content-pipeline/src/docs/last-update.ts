import { execFile } from 'node:child_process';
import type { FrontMatter } from '../markdown/front-matter.js';

/** When a doc's source last changed, and by whom. */
export interface LastUpdate {
  /** ISO 8601 date-time (from git, in UTC) or the date written in front matter. */
  date: string;
  author?: string;
}

const RECORD = '\x1e';
const FIELD = '\x1f';

/** `git log` format the parser reads: a record mark, the commit time in Unix seconds, the author. */
export const GIT_LOG_FORMAT = '%x1e%ct%x1f%an';

/**
 * Reads `git log --name-only --format=<GIT_LOG_FORMAT>` output (newest commit first) into the last
 * change of each file: the first commit that names it. Paths stay as git printed them.
 */
export function parseGitLog(output: string): Map<string, LastUpdate> {
  const updates = new Map<string, LastUpdate>();
  for (const record of output.split(RECORD)) {
    const [header = '', ...files] = record.split('\n');
    const [seconds = '', author = ''] = header.split(FIELD);
    if (!/^\d+$/.test(seconds)) continue;
    const update: LastUpdate = { date: new Date(Number(seconds) * 1000).toISOString(), ...(author ? { author } : {}) };
    for (const file of files) {
      if (file !== '' && !updates.has(file)) updates.set(file, update);
    }
  }
  return updates;
}

/**
 * The last commit of every file below `dir`, by path relative to `dir` (with `/`), from ONE
 * `git log` for the whole folder. Outside a git checkout, or without git, the map is empty: the
 * pages then simply have no last-updated line. A shallow clone knows only its newest commits.
 */
export function readGitLastUpdates(dir: string): Promise<Map<string, LastUpdate>> {
  const args = ['-c', 'core.quotepath=off', '-C', dir, 'log', '--relative', '--name-only', '--no-color', `--format=${GIT_LOG_FORMAT}`, '--', '.'];
  return new Promise((resolve) => {
    execFile('git', args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => resolve(error ? new Map() : parseGitLog(stdout)));
  });
}

/** Front matter `last_update` wins, field by field, over what git knows; no date means no line. */
export function pickLastUpdate(frontMatter: FrontMatter['last_update'], fromGit: LastUpdate | undefined): LastUpdate | undefined {
  const date = frontMatter?.date ?? fromGit?.date;
  if (date === undefined) return undefined;
  const author = frontMatter?.author ?? fromGit?.author;
  return { date, ...(author ? { author } : {}) };
}
