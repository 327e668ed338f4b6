// Runs in its own Node process, so each build starts cold and its peak memory is its own:
// builds a site folder with buildSite, reports, and on request edits one Markdown file and builds
// again in the same (now warm) process. Messages: parent -> { type: 'rebuild' | 'exit' },
// worker -> { type: 'built', ... } | { type: 'failed', message }.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSite } from '@lumidoc/app';
import * as build from '@lumidoc/content-pipeline/build';
import { openApiPlugin } from '@lumidoc/openapi-pages';
import { searchPlugin } from '@lumidoc/search/build';

const job = JSON.parse(process.env.LUMIDOC_BENCH_JOB ?? '{}');

async function loadBuild() {
  const server = await import(pathToFileURL(job.serverEntry).href);
  return { build, openApiPlugin, searchPlugin, server };
}

/**
 * The plugins of a corpus site: API reference, blog (when the pipeline has one and the site's
 * bundle has the blog's page components), search.
 */
function plugins({ build, openApiPlugin, searchPlugin, server }) {
  const list = [];
  if (job.hasApi) list.push(openApiPlugin({ specFile: 'openapi.json', specUrl: '/openapi.json', sampleServerUrl: 'https://example.org/api' }));
  if (job.hasBlog && job.blogRenders && typeof build.blogPlugin === 'function') list.push(build.blogPlugin({ siteUrl: server.siteConfig.url, siteTitle: server.siteConfig.title }));
  list.push(searchPlugin());
  return list;
}

async function buildOnce(modules) {
  const manifest = JSON.parse(fs.readFileSync(path.join(job.outDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const { siteConfig } = modules.server;
  const lines = [];
  const pluginList = plugins(modules);
  const buildStarted = performance.now();
  const cpuStarted = process.cpuUsage();
  const report = await buildSite({
    siteDir: job.siteDir,
    outDir: job.outDir,
    siteUrl: siteConfig.url,
    baseUrl: siteConfig.baseUrl,
    locales: job.locales ?? siteConfig.locales,
    sidebars: job.sidebars,
    mode: 'production',
    assets: { css: (entry.css ?? []).map((file) => `/${file}`), entry: `/${entry.file}` },
    // As the site's own build does: every core renders, each thread loading the server bundle.
    render: { module: pathToFileURL(job.serverEntry).href },
    plugins: pluginList,
    timestamp: '1700000000',
    log: (line) => lines.push(line),
  });
  const cpu = process.cpuUsage(cpuStarted);
  return {
    wallMs: Math.round(performance.now() - buildStarted),
    // CPU time says how much work the build did even when other processes slowed its wall time.
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    // System time (file writes, page faults) rises when the disk is slow; user time is the build's own work.
    cpuSystemMs: Math.round(cpu.system / 1000),
    pages: report.pages,
    pagesByKind: report.pagesByKind,
    phases: report.phases,
    plugins: pluginList.map((p) => p.name),
    log: lines,
  };
}

try {
  const modules = await loadBuild();
  // Node's start, the packages and the server bundle: what a cold build pays before it begins.
  const importMs = Math.round(process.uptime() * 1000);
  const cold = await buildOnce(modules);
  process.send({ type: 'built', ...cold, importMs, processMs: Math.round(process.uptime() * 1000), peakRssBytes: process.resourceUsage().maxRSS * 1024 });
  process.on('message', async (message) => {
    if (message.type === 'exit') process.exit(0);
    if (message.type !== 'rebuild') return;
    try {
      const file = path.join(job.siteDir, job.editable);
      fs.appendFileSync(file, '\nOne more paragraph, added by the benchmark to measure a rebuild after an edit.\n');
      process.send({ type: 'built', ...(await buildOnce(modules)), edited: job.editable });
    } catch (error) {
      process.send({ type: 'failed', message: error instanceof Error ? error.stack ?? error.message : String(error) });
    }
  });
} catch (error) {
  process.send({ type: 'failed', message: error instanceof Error ? error.stack ?? error.message : String(error) });
}
