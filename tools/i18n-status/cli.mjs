#!/usr/bin/env node
// Usage: lumidoc-i18n-status [content dir] [--complete LOCALES|all] [--source LOCALE] [--openapi FILE] [--json FILE] [--verbose]
// Prints, per locale, the pages translated, missing and outdated against the English source, the
// translations that lack a fact of their source (a code span or a number) and the pages that do not
// read as their locale's language; then the same counts for the API reference's text (summaries,
// descriptions, parameters, tags) from the translations beside the OpenAPI description (default:
// <content dir>/../openapi/immich-openapi-specs.json). Exit 1 when a translation lacks a fact or is
// in the wrong language, or when a locale named in --complete (comma-separated, or `all`) has a
// missing, outdated or untracked page, or outdated API text. The locales are the content's own: the
// locale folders of docs/, blog/ and pages/ (the site config declares the list; the folders follow it).
import fs from 'node:fs';
import path from 'node:path';
import { translationReport } from '@lumidoc/content-pipeline';
import { KNOWN_LOCALE_CODES } from '@lumidoc/i18n';
import { apiTranslationReport } from '@lumidoc/openapi-pages';
import { missingFacts } from './src/facts.mjs';
import { detectLanguage } from './src/script.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const contentDir = path.resolve(args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? 'apps/site/content');
const SOURCE = option('--source') ?? 'en';
const folders = new Set(['docs', 'blog', 'pages'].flatMap((collection) => (fs.existsSync(path.join(contentDir, collection)) ? fs.readdirSync(path.join(contentDir, collection)) : [])));
const LOCALES = KNOWN_LOCALE_CODES.filter((code) => folders.has(code));
if (!LOCALES.includes(SOURCE)) {
  console.error(`${contentDir} has no ${SOURCE}/ folder in docs/, blog/ or pages/: the source locale's pages are what translations are checked against (--source names another).`);
  process.exit(1);
}
const completeOption = option('--complete') ?? '';
const complete = completeOption === 'all' ? LOCALES.filter((code) => code !== SOURCE) : completeOption.split(',').filter(Boolean);
const specFile = option('--openapi') ? path.resolve(option('--openapi')) : path.join(contentDir, '..', 'openapi', 'immich-openapi-specs.json');
const verbose = args.includes('--verbose');

const files = [];
for (const collection of ['docs', 'blog', 'pages']) {
  for (const locale of LOCALES) {
    const dir = path.join(contentDir, collection, locale);
    if (!fs.existsSync(dir)) continue;
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(md|yml)$/.test(entry.name)) continue;
      const full = path.join(entry.parentPath, entry.name);
      files.push({ collection, locale, path: path.relative(dir, full).split(path.sep).join('/'), text: fs.readFileSync(full, 'utf8') });
    }
  }
}
const key = (f) => `${f.collection}/${f.path}`;
const sources = new Map(files.filter((f) => f.locale === SOURCE).map((f) => [key(f), f.text]));
const report = translationReport(files, LOCALES, SOURCE).map((row) => {
  const own = files.filter((f) => f.locale === row.locale);
  const facts = own
    .filter((f) => f.path.endsWith('.md') && sources.has(key(f)))
    .map((f) => ({ page: key(f), ...missingFacts(sources.get(key(f)), f.text) }))
    .filter((m) => m.code.length || m.numbers.length);
  const language = own.map((f) => ({ page: key(f), reads: detectLanguage(f.text) })).filter((p) => p.reads !== row.locale);
  return { ...row, facts, language };
});

const total = sources.size;
console.log(`Translation status against ${total} English pages:\n`);
console.log('locale    translated  outdated  missing  untracked  facts  language');
const problems = [];
for (const row of report) {
  const cells = [row.translated, row.outdated.length, row.missing.length, row.untracked.length, row.facts.length, row.language.length];
  console.log(`${row.locale.padEnd(9)} ${cells.map((c, i) => String(c).padStart([10, 9, 8, 10, 6, 9][i])).join(' ')}`);
  const required = complete.includes(row.locale);
  for (const name of row.outdated) if (verbose || required) console.log(`          outdated: ${name}`);
  for (const name of row.missing) if (verbose || required) console.log(`          missing: ${name}`);
  for (const name of row.untracked) if (verbose || required) console.log(`          untracked: ${name}`);
  for (const m of row.facts) console.log(`          lacks facts: ${m.page}: ${[...m.code.map((c) => `\`${c}\``), ...m.numbers].join(', ')}`);
  for (const p of row.language) console.log(`          reads as ${p.reads}: ${p.page}`);
  if (required && row.outdated.length + row.missing.length + row.untracked.length) problems.push(`${row.locale} is not complete`);
  if (row.facts.length) problems.push(`${row.locale}: ${row.facts.length} translation(s) lack facts of their source`);
  if (row.language.length) problems.push(`${row.locale}: ${row.language.length} page(s) not in ${row.locale}`);
}
let api;
if (fs.existsSync(specFile)) {
  api = await apiTranslationReport(specFile, LOCALES, SOURCE, path.relative(process.cwd(), specFile));
  console.log(`\nAPI text (${path.relative(process.cwd(), specFile)}, translations in ${path.relative(process.cwd(), path.join(path.dirname(specFile), 'i18n'))}/): ${api.total} English texts\n`);
  console.log('locale    translated  outdated  missing');
  for (const row of api.locales) {
    console.log(`${row.locale.padEnd(9)} ${String(row.translated).padStart(10)} ${String(row.outdated).padStart(9)} ${String(row.missing).padStart(8)}`);
    for (const key of row.outdatedKeys) console.log(`          outdated: ${key}`);
    if (row.outdated && complete.includes(row.locale)) problems.push(`${row.locale}: ${row.outdated} API text(s) follow an outdated source`);
  }
}
const jsonAt = option('--json');
if (jsonAt) fs.writeFileSync(jsonAt, JSON.stringify({ sourceLocale: SOURCE, total, locales: report, ...(api ? { api } : {}) }, null, 2));
if (problems.length) {
  console.error(`\n${problems.join('\n')}`);
  console.error('fix: translate or update the pages listed; state a deliberate omission of a fact in the page as <!-- facts: omit `X` 42 -->');
  process.exit(1);
}
