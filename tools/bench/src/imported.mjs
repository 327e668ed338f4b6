// `npm run bench -- --imported`: does a page of a site moved over from Docusaurus cost what the same
// page written natively costs? Builds the corpus twice, cold, each in its own process: as laid out
// (Markdown, `:::tip` admonitions) and as an imported Docusaurus site writes it (every doc an `.mdx`
// file that imports the theme's Admonition component, uses it as JSX and links to `.mdx` files),
// and reports the CPU time per page of each and their ratio.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { prepareBundles } from './bundles.mjs';
import { writeCorpus } from './corpus/generate.mjs';
import { buildCorpusSite } from './corpus-build.mjs';
import { setAside } from './set-aside.mjs';

const ADMONITION = /^:::(tip|warning|note|info|danger)\n([\s\S]*?)\n:::$/m;

/**
 * One Markdown doc as a Docusaurus site would write it in MDX: the theme's component imported and
 * used for its first admonition (the others stay `:::` blocks, which MDX reads too), `.mdx` links.
 * @param {string} markdown
 */
export function asDocusaurusMdx(markdown) {
  const end = markdown.startsWith('---\n') ? markdown.indexOf('\n---\n', 4) + 5 : 0;
  const frontMatter = markdown.slice(0, end);
  const body = markdown
    .slice(end)
    .replace(/\]\(([^)\s]+?)\.md(#[^)]*)?\)/g, (_all, target, hash = '') => `](${target}.mdx${hash})`)
    .replace(ADMONITION, (_all, type, text) => `<Admonition type="${type}">\n\n${text}\n\n</Admonition>`);
  return `${frontMatter}import Admonition from '@theme/Admonition';\n\n${body}`;
}

/** Rewrites every doc below `siteDir`'s content/docs as MDX (`asDocusaurusMdx`), renaming it `.mdx`. */
function rewriteDocsAsMdx(siteDir) {
  const docsDir = path.join(siteDir, 'content', 'docs');
  for (const entry of fs.readdirSync(docsDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.md')) continue;
    const file = path.join(entry.parentPath, entry.name);
    fs.writeFileSync(`${file}x`, asDocusaurusMdx(fs.readFileSync(file, 'utf8')));
    fs.rmSync(file);
  }
}

/**
 * Runs the comparison.
 * @param {ReturnType<typeof import('./args.mjs').parseBenchArgs>} args
 * @param {{ workspaceRoot: string, log: (line: string) => void }} context
 */
export async function runImported(args, { workspaceRoot, log }) {
  const siteAppDir = path.join(workspaceRoot, 'apps', 'site');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumidoc-imported-'));
  const result = { version: 1, kind: 'imported', date: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.versions.node }, corpus: args.corpus, rows: [] };
  try {
    const bundles = prepareBundles({ workspaceRoot, siteAppDir, rebuild: args.rebuildBundles, log });
    const { siteConfig } = await import(pathToFileURL(bundles.serverEntry).href);
    const corpusDir = path.join(workDir, 'corpus');
    writeCorpus(corpusDir, args.corpus);
    for (const [name, rewriteSite] of [['native', undefined], ['imported', rewriteDocsAsMdx]]) {
      const { worker, cold } = await buildCorpusSite({ name, corpusDir, workDir, bundles, siteAppDir, siteConfig, log, rewriteSite });
      worker.close();
      const row = { label: name, pages: cold.pages, wallMs: cold.wallMs, cpuMs: cold.cpuMs, cpuMsPerPage: Math.round((cold.cpuMs / cold.pages) * 100) / 100, contentMs: cold.phases.content };
      result.rows.push(row);
      log(`${name}: ${row.pages} pages, ${row.cpuMsPerPage} ms CPU per page`);
      setAside(path.join(workDir, name), workDir);
    }
    const [native, imported] = result.rows;
    result.ratio = Math.round((imported.cpuMsPerPage / native.cpuMsPerPage) * 100) / 100;
    return { result, workDir };
  } finally {
    if (!args.keep) fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/** The comparison as a table. */
export function renderImported(result, table) {
  const rows = result.rows.map((r) => [r.label, r.pages, (r.wallMs / 1000).toFixed(1), (r.contentMs / 1000).toFixed(1), r.cpuMsPerPage.toFixed(2)]);
  return [
    `Docusaurus import (${result.machine.cpus} cores): CPU per page of the imported site / the native one = ${result.ratio.toFixed(2)}`,
    table(['site', 'pages', 'wall s', 'content s', 'CPU ms/page'], rows),
  ].join('\n');
}
