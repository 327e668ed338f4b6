// Results kept between builds: a plugin's pages, an index. Each is stored with the key of what it
// was made from, the code that made it included, and is used only while that key is the same.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fingerprints = new Map<string, string>();
const fingerprintsByModule = new Map<string, string>();

/**
 * Hash of the code of the package that holds `moduleUrl` (every module of the folder it runs from,
 * `dist/` or `src/`) and of its manifest, whose dependencies are pinned.
 */
export function packageFingerprint(moduleUrl: string): string {
  // Asked once per compiled file: the walk up to the package's manifest is done once per module.
  let fingerprint = fingerprintsByModule.get(moduleUrl);
  if (!fingerprint) fingerprintsByModule.set(moduleUrl, (fingerprint = fingerprintOfPackage(moduleUrl)));
  return fingerprint;
}

function fingerprintOfPackage(moduleUrl: string): string {
  const modulePath = fileURLToPath(moduleUrl);
  let root = path.dirname(modulePath);
  while (!fs.existsSync(path.join(root, 'package.json')) && path.dirname(root) !== root) root = path.dirname(root);
  const code = path.join(root, path.relative(root, modulePath).split(path.sep)[0]!);
  const known = fingerprints.get(code);
  if (known) return known;
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(code, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!/\.(js|ts|tsx)$/.test(file) || /\.d\.ts$|\.spec\.[jt]sx?$|__fixtures__/.test(file)) continue;
    hash.update(file).update('\0').update(fs.readFileSync(path.join(code, file))).update('\0');
  }
  hash.update(fs.readFileSync(path.join(root, 'package.json')));
  const fingerprint = hash.digest('hex');
  fingerprints.set(code, fingerprint);
  return fingerprint;
}

/**
 * The result kept in `file` if it was made from `key` (any text: what the result depends on),
 * else `compute()`'s, kept there in its place. Results are stored as JSON: only plain data.
 */
export async function keptResult<T>(file: string, key: string, compute: () => T | Promise<T>): Promise<T> {
  const digest = createHash('sha256').update(key).digest('hex');
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { key: string; value: T };
    if (kept.key === digest) return kept.value;
  } catch {
    // Nothing kept yet, or unreadable: made again below.
  }
  const value = await compute();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written whole or not at all: another build may be reading it.
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify({ key: digest, value }));
  fs.renameSync(temporary, file);
  return value;
}
