#!/usr/bin/env node
// Usage: lumidoc-i18n-status [content dir] [--openapi FILE] [--json FILE] [--verbose]
// Prints, per locale, the pages translated, missing and outdated against the English source, then
// the same for the API reference's text (summaries, descriptions, parameters, tags) from the
// translations beside the OpenAPI description (default: <content dir>/../openapi/immich-openapi-specs.json).
import fs from 'node:fs';
import path from 'node:path';
import { translationReport } from '@lumidoc/content-pipeline';
import { apiTranslationReport } from '@lumidoc/openapi-pages';

const LOCALES = ['zh-Hans', 'zh-Hant', 'ja', 'ko', 'en', 'pt', 'es', 'fr', 'de', 'ru'];
const args = process.argv.slice(2);
const contentDir = path.resolve(args.find((a) => !a.startsWith('--') && !['--json', '--openapi'].includes(args[args.indexOf(a) - 1])) ?? 'apps/site/content');
const openapiAt = args.indexOf('--openapi');
const specFile = openapiAt !== -1 ? path.resolve(args[openapiAt + 1]) : path.join(contentDir, '..', 'openapi', 'immich-openapi-specs.json');
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
let api;
if (fs.existsSync(specFile)) {
  api = await apiTranslationReport(specFile, LOCALES, 'en', path.relative(process.cwd(), specFile));
  console.log(`\nAPI text (${path.relative(process.cwd(), specFile)}, translations in ${path.relative(process.cwd(), path.join(path.dirname(specFile), 'i18n'))}/): ${api.total} English texts\n`);
  console.log('locale    translated  outdated  missing');
  for (const row of api.locales) {
    console.log(`${row.locale.padEnd(9)} ${String(row.translated).padStart(10)} ${String(row.outdated).padStart(9)} ${String(row.missing).padStart(8)}`);
    for (const key of row.outdatedKeys) console.log(`          outdated: ${key}`);
  }
}
if (jsonAt !== -1) {
  fs.writeFileSync(args[jsonAt + 1], JSON.stringify({ sourceLocale: 'en', total, locales: report, ...(api ? { api } : {}) }, null, 2));
}
