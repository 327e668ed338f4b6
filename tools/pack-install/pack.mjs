// Packs workspace packages with `npm pack` (what `npm publish` would upload) and makes empty
// projects that install them: the tarballs stand in for the registry's copies of the workspace
// packages, everything else comes from the registry.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

const run = (command, args, cwd) => execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** `npm pack` of each package folder (below the workspace) into `dir`; package name -> tarball path. */
export function packPackages(folders, dir) {
  fs.mkdirSync(dir, { recursive: true });
  const tarballs = new Map();
  for (const folder of folders) {
    const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', dir], path.join(ROOT, folder)));
    tarballs.set(packed.name, path.join(dir, packed.filename));
  }
  return tarballs;
}

/** The version of a package the workspace has installed, so a test project installs the same one. */
export function workspaceVersion(name) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/**
 * Writes an empty project that depends on `dependencies` (name -> spec) and installs it. Every
 * tarball is also an override, so a package's dependency on another workspace package gets the
 * packed one, never the registry's.
 */
export function installProject(dir, { dependencies, devDependencies = {}, tarballs, files = {} }) {
  fs.mkdirSync(dir, { recursive: true });
  const overrides = Object.fromEntries([...tarballs].map(([name, file]) => [name, `file:${file}`]));
  const manifest = { name: path.basename(dir), version: '0.0.0', private: true, type: 'module', dependencies, devDependencies, overrides };
  fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', '--no-workspaces'], dir);
}

/** Runs a command in a project; the result's `ok` is false on a non-zero exit, with its output. */
export function tryRun(command, args, cwd) {
  try {
    return { ok: true, output: run(command, args, cwd) };
  } catch (error) {
    return { ok: false, output: `${error.stdout ?? ''}${error.stderr ?? ''}` };
  }
}
