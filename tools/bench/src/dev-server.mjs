// The site's development server as a writer meets it: how long until the first Russian page is
// served (with an empty compile cache, then a warm one), and how long from saving a Markdown file
// to the served page showing the edit. Runs against a copy of the site's content, so the
// repository is never edited; the copy is outside git, so pages have no git dates.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The middle value (the lower of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

async function fetchText(url) {
  try {
    const response = await fetch(url);
    return { status: response.status, text: await response.text() };
  } catch {
    return { status: 0, text: '' };
  }
}

/** Starts the dev server and resolves when `url` answers 200: the process and the milliseconds since spawning it. */
async function startServer({ siteAppDir, siteDir, cacheDir, port, url, timeoutMs = 180_000 }) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'dev-child.mjs')], {
    cwd: siteAppDir,
    env: { ...process.env, PORT: String(port), LUMIDOC_DEV_SCRIPT: path.join(siteAppDir, 'scripts', 'dev.mjs'), LUMIDOC_DEV_SITE: siteDir, LUMIDOC_CACHE_DIR: cacheDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  while ((await fetchText(url)).status !== 200) {
    if (child.exitCode !== null || performance.now() - started > timeoutMs) {
      child.kill();
      throw new Error(`The development server did not serve ${url}:\n${output.slice(-2000)}`);
    }
    await sleep(50);
  }
  return { child, ms: Math.round(performance.now() - started) };
}

const stop = (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGINT'))));

/**
 * @param {{ workDir: string, siteAppDir: string, docsHome: string, log: (line: string) => void, saves?: number }} options
 */
export async function benchDevServer({ workDir, siteAppDir, docsHome, log, saves = 7 }) {
  const siteDir = path.join(workDir, 'dev-site');
  for (const folder of ['content', 'openapi', 'public']) fs.cpSync(path.join(siteAppDir, folder), path.join(siteDir, folder), { recursive: true });
  const cacheDir = path.join(workDir, 'dev-cache');
  const port = 5300 + Math.floor(Math.random() * 500);
  const route = `/ru${docsHome}`;
  const url = `http://127.0.0.1:${port}${route}`;
  const edited = path.join(siteDir, 'content', 'docs', 'ru', `${docsHome.replace(/^\/docs\//, '')}.md`);

  log('dev server: first start, empty compile cache');
  const cold = await startServer({ siteAppDir, siteDir, cacheDir, port, url });
  await stop(cold.child);
  log('dev server: second start, warm compile cache; then saves');
  const warm = await startServer({ siteAppDir, siteDir, cacheDir, port, url });
  const dataUrl = `http://127.0.0.1:${port}/_data${route}.json`;
  const saveMs = [];
  const dataMs = [];
  try {
    const original = fs.readFileSync(edited, 'utf8');
    await sleep(1000);
    for (let i = 0; i < saves; i++) {
      const marker = `Правка ${i} ${Date.now()}`;
      const saved = performance.now();
      fs.writeFileSync(edited, `${original}\n${marker}\n`);
      // Waits as an open page does, for its data (asking often for a small file), then loads the
      // page as a reader arriving now would: polling the page itself would keep the server busy
      // rendering it while it takes the edit in.
      while (!(await fetchText(dataUrl)).text.includes(marker)) {
        if (performance.now() - saved > 60_000) throw new Error(`The edit of ${edited} did not reach ${dataUrl} within a minute.`);
        await sleep(10);
      }
      dataMs.push(Math.round(performance.now() - saved));
      while (!(await fetchText(url)).text.includes(marker)) {
        if (performance.now() - saved > 60_000) throw new Error(`The edit of ${edited} did not reach ${url} within a minute.`);
        await sleep(10);
      }
      saveMs.push(Math.round(performance.now() - saved));
      await sleep(1000);
    }
  } finally {
    await stop(warm.child);
  }
  return { route, coldStartMs: cold.ms, warmStartMs: warm.ms, saveToServedMs: saveMs, medianSaveMs: median(saveMs), saveToDataMs: dataMs, edited: path.relative(siteDir, edited) };
}
