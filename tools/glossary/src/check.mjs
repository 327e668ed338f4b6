// Runs every locale's glossary over that locale's files.
import fs from 'node:fs';
import path from 'node:path';
import { parseGlossary } from './glossary.mjs';
import { proseLines } from './prose.mjs';
import { findAvoidedTerms } from './scan.mjs';

const KIND = { '.md': 'markdown', '.mdx': 'markdown', '.yml': 'yaml', '.yaml': 'yaml', '.json': 'json', '.ts': 'module' };

/** Files below (or at) a path, sorted, with a known kind. */
function filesAt(target) {
  if (!fs.existsSync(target)) return [];
  if (fs.statSync(target).isFile()) return KIND[path.extname(target)] ? [target] : [];
  return fs
    .readdirSync(target, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && KIND[path.extname(e.name)])
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** One report per glossary: the files it covered and what it found in them. */
export function checkGlossaries({ glossaryDir, sources, root, locales }) {
  const glossaryFiles = fs.existsSync(glossaryDir) ? fs.readdirSync(glossaryDir).filter((f) => /\.ya?ml$/.test(f)).sort() : [];
  const reports = [];
  for (const name of glossaryFiles) {
    const glossaryPath = path.join(glossaryDir, name);
    const glossary = parseGlossary(fs.readFileSync(glossaryPath, 'utf8'), path.relative(root, glossaryPath));
    if (locales && !locales.includes(glossary.locale)) continue;
    const files = sources.flatMap((source) => filesAt(path.join(root, source.replaceAll('{locale}', glossary.locale))));
    const findings = files.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return findAvoidedTerms(glossary, proseLines(text, KIND[path.extname(file)]), path.relative(root, file), text.split(/\r?\n/));
    });
    reports.push({ locale: glossary.locale, files: files.length, findings });
  }
  return reports;
}
