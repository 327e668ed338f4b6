// Each locale's search files kept between builds, keyed by the sections indexed, the options and
// this package's code: a build whose pages of a locale did not change reads them back instead of
// indexing again.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let fingerprint: string | undefined;

/** Hash of this package's built code and manifest (its dependencies' versions included). */
function codeFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha256');
  // This module is in <package>/src/build or <package>/dist/build.
  const code = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  for (const file of fs.readdirSync(code, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!/\.(js|ts)$/.test(file) || /\.d\.ts$|\.spec\.[jt]s$/.test(file)) continue;
    hash.update(file).update('\0').update(fs.readFileSync(path.join(code, file))).update('\0');
  }
  const manifest = path.join(path.dirname(code), 'package.json');
  if (fs.existsSync(manifest)) hash.update(fs.readFileSync(manifest));
  return (fingerprint = hash.digest('hex'));
}

/** Each locale's search files (`LocaleSearchFiles` where the plugin uses it), by key. */
export interface IndexCache<Files = unknown> {
  /** The key of a locale's files: its sections and the options, as JSON. */
  key(sectionsAndOptions: string): string;
  get(locale: string, key: string): Files | undefined;
  /** Keeps `files` as the locale's only entry. */
  set(locale: string, key: string, files: Files): void;
}

/** A cache of one file per locale below `dir`. */
export function indexCache<Files>(dir: string): IndexCache<Files> {
  const fileOf = (locale: string) => path.join(dir, `${locale}.json`);
  return {
    key: (input) => createHash('sha256').update(codeFingerprint()).update('\0').update(input).digest('hex'),
    get(locale, key) {
      try {
        const entry = JSON.parse(fs.readFileSync(fileOf(locale), 'utf8')) as { key: string; files: Files };
        return entry.key === key ? entry.files : undefined;
      } catch {
        return undefined;
      }
    },
    set(locale, key, files) {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(fileOf(locale), JSON.stringify({ key, files }));
    },
  };
}
