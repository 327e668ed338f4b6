#!/usr/bin/env node
// Usage: lumidoc-i18n-status [content dir] [--json FILE] [--verbose]
// Prints, per locale, the pages translated, missing and outdated against the English source.
import fs from 'node:fs';
import path from 'node:path';
import { translationReport } from '@lumidoc/content-pipeline';

const LOCALES = ['zh-Hans', 'zh-Hant', 'ja', 'ko', 'en', 'pt', 'es', 'fr', 'de', 'ru'];
const args = process.argv.slice(2);
const contentDir = path.resolve(args.find((a) => !a.startsWith('--') && !args[args.indexOf(a) - 1]?.startsWith('--json')) ?? 'apps/site/content');
const jsonAt = args.indexOf('--json');
const verbose = args.includes('--verbose');

const files = [];
for (const collection of ['docs', 'blog', 'pages']) {
  for (const locale of LOCALES) {
    const dir = path.join(contentDir, collection, locale);
    if (!fs.existsSync(dir)) continue;
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.md')) continue;
      const full = path.join(entry.parentPath, entry.name);
      files.push({ collection, locale, path: path.relative(dir, full).split(path.sep).join('/'), text: fs.readFileSync(full, 'utf8') });
    }
  }
}
const report = translationReport(files, LOCALES, 'en');
const total = files.filter((f) => f.locale === 'en').length;
console.log(`Translation status against ${total} English pages:\n`);
console.log('locale    translated  outdated  missing  untracked');
for (const row of report) {
  console.log(`${row.locale.padEnd(9)} ${String(row.translated).padStart(10)} ${String(row.outdated.length).padStart(9)} ${String(row.missing.length).padStart(8)} ${String(row.untracked.length).padStart(10)}`);
  if (verbose || row.outdated.length) for (const name of row.outdated) console.log(`          outdated: ${name}`);
  if (verbose) for (const name of row.untracked) console.log(`          untracked: ${name}`);
}
if (jsonAt !== -1) {
  fs.writeFileSync(args[jsonAt + 1], JSON.stringify({ sourceLocale: 'en', total, locales: report }, null, 2));
}
