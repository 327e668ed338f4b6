#!/usr/bin/env node
// Usage: lumidoc-glossary [locale ...] [--root DIR]
// Checks the site's pages and UI strings against apps/site/i18n/glossary/<locale>.yaml and prints
// every avoided variant with file, line and the preferred term. Exit 1 when anything is found.
import path from 'node:path';
import { checkGlossaries } from './index.mjs';

const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
const root = path.resolve(rootAt === -1 ? path.join(import.meta.dirname, '../..') : args[rootAt + 1]);
const locales = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--root');
const site = 'apps/site';

try {
  const reports = checkGlossaries({
    root,
    glossaryDir: path.join(root, site, 'i18n/glossary'),
    sources: [
      ...['content/docs/{locale}', 'content/blog/{locale}', 'content/pages/{locale}', 'i18n/{locale}.json'].map((s) => `${site}/${s}`),
      'packages/theme/src/i18n/{locale}.ts',
    ],
    ...(locales.length ? { locales } : {}),
  });
  let total = 0;
  for (const { locale, files, findings } of reports) {
    total += findings.length;
    console.log(`${locale}: ${findings.length} finding(s) in ${files} file(s)`);
    for (const f of findings) {
      console.log(`  ${f.file}:${f.line}:${f.column}: "${f.found}" -> use "${f.term.preferred}" (${f.term.id}: ${f.term.en})`);
    }
  }
  const missing = locales.filter((l) => !reports.some((r) => r.locale === l));
  if (missing.length) {
    console.error(`no glossary for ${missing.join(', ')}: add ${site}/i18n/glossary/<locale>.yaml`);
    process.exit(1);
  }
  if (total) {
    console.error(`\n${total} glossary finding(s). Use the preferred term, or mark a real exception with <!-- glossary: allow <term id> --> on the line or the line before.`);
    process.exit(1);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
