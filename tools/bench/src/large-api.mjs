// Bench phase "large API": the pages of a 1,200-operation OpenAPI description (large-openapi.mjs)
// in every locale of the site, in a child process so that its time and peak memory are its own.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { largeOpenApi } from './large-openapi.mjs';

/** What the child process runs: load the description, make the pages, print the figures as JSON. */
const CHILD = `
import { loadSpec, createApiPages } from '@lumidoc/openapi-pages';
import { createLocaleSet } from '@lumidoc/i18n';
const [file, localesJson] = process.argv.slice(1);
const locales = createLocaleSet(JSON.parse(localesJson));
const started = performance.now();
const spec = await loadSpec(file, 'large.json');
const loadedMs = performance.now() - started;
const { pages, warnings } = createApiPages(spec, { locales, specFile: 'large.json', specUrl: '/large.json', sampleServerUrl: 'https://large.example.com/api' });
const totalMs = performance.now() - started;
const dataBytes = pages.reduce((sum, page) => sum + JSON.stringify(page).length, 0);
process.stdout.write(JSON.stringify({ pages: pages.length, warnings: warnings.length, loadMs: Math.round(loadedMs), wallMs: Math.round(totalMs), dataBytes, peakRssBytes: process.resourceUsage().maxRSS * 1024 }));
`;

/**
 * @param {{ workDir: string, workspaceRoot: string, localeConfig: object, operations?: number, log: (line: string) => void }} options
 */
export function benchLargeApi({ workDir, workspaceRoot, localeConfig, operations = 1200, log }) {
  const dir = path.join(workDir, 'large-api');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'large.json');
  fs.writeFileSync(file, JSON.stringify(largeOpenApi({ operations })));
  log(`large API: ${operations} operations in ${localeConfig.locales.length} locales`);
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', CHILD, file, JSON.stringify(localeConfig)], { cwd: path.join(workspaceRoot, 'tools', 'bench'), encoding: 'utf8', maxBuffer: 1 << 20 });
  const figures = { operations, ...JSON.parse(out) };
  log(`large API: ${figures.pages} pages in ${figures.wallMs} ms, peak ${Math.round(figures.peakRssBytes / 1e6)} MB`);
  return figures;
}
