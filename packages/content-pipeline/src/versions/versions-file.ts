import fs from 'node:fs/promises';
import path from 'node:path';
import { ContentError } from '../errors.js';
import { parseJsonFile } from './json-file.js';
import { CURRENT_VERSION } from './options.js';
import { snapshotPaths } from './resolve.js';

/** Where the list of snapshots lives, relative to the site folder. */
export const VERSIONS_FILE = 'content/versions.json';

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const SHAPE_FIX = 'write an array of version names, newest first: ["1.135.0", "1.134.0"]';

/**
 * Reads the snapshot names of `content/versions.json` (newest first). Anything but an array of
 * distinct names that can be folder and route names is a `ContentError` with the entry's line.
 */
export function parseVersionsJson(text: string, file = VERSIONS_FILE): string[] {
  return parseVersionList(text, file).names;
}

function parseVersionList(text: string, file: string): { names: string[]; lineOf: (index: number) => number | undefined } {
  const json = parseJsonFile(text, file, SHAPE_FIX);
  if (!Array.isArray(json.value)) {
    throw new ContentError({ file, line: json.lineOf([]) }, `must be an array of version names, got ${describe(json.value)}`, SHAPE_FIX);
  }
  const names: string[] = [];
  json.value.forEach((name: unknown, index) => {
    const where = { file, line: json.lineOf([index]) };
    if (typeof name !== 'string') throw new ContentError(where, `entry ${index} must be a version name (a string), got ${describe(name)}`, 'write each name in double quotes: ["1.1", "1.0"], not [1.1, 1.0]');
    if (name === CURRENT_VERSION) throw new ContentError(where, `"${CURRENT_VERSION}" is the unreleased docs in content/docs, not a snapshot`, `remove "${CURRENT_VERSION}" from the list`);
    if (!NAME.test(name)) throw new ContentError(where, `version name "${name}" cannot be a folder and route name`, 'use letters, digits, ".", "_" and "-", starting with a letter or digit (e.g. "1.135.0")');
    if (names.includes(name)) throw new ContentError(where, `version "${name}" is listed twice`, 'list each version once');
    names.push(name);
  });
  return { names, lineOf: (index) => json.lineOf([index]) };
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : JSON.stringify(value);
}

/**
 * The site's snapshots: `content/versions.json` (none when the file is absent), each checked to have
 * its docs folder and its sidebars file, so a missing one fails with the entry's line and the fix.
 */
export async function readVersionSnapshots(siteDir: string): Promise<string[]> {
  const text = await fs.readFile(path.join(siteDir, VERSIONS_FILE), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (text === undefined) return [];
  const { names, lineOf } = parseVersionList(text, VERSIONS_FILE);
  for (const [index, name] of names.entries()) {
    const where = { file: VERSIONS_FILE, line: lineOf(index) };
    const { contentPath, sidebarsPath } = snapshotPaths(name);
    if (!(await isDirectory(path.join(siteDir, 'content', contentPath)))) {
      throw new ContentError(where, `version "${name}" has no docs folder content/${contentPath}/`, `copy the docs of that release to content/${contentPath}/<locale>/, or remove "${name}" from ${VERSIONS_FILE}`);
    }
    if (!(await isFile(path.join(siteDir, 'content', sidebarsPath)))) {
      throw new ContentError(where, `version "${name}" has no sidebars file content/${sidebarsPath}`, `write the sidebars of that release there as JSON (the shape sidebars.ts exports), or remove "${name}" from ${VERSIONS_FILE}`);
    }
  }
  return names;
}

const isDirectory = (p: string) => fs.stat(p).then((s) => s.isDirectory(), () => false);
const isFile = (p: string) => fs.stat(p).then((s) => s.isFile(), () => false);
