// The one place that starts a browser: mermaid lays a diagram out from the size of its text, which
// only a browser measures. Loaded (with playwright-core) only when a build has diagrams.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { PAGE_SCRIPT } from './mermaid-page-script.js';

/** Where Chromium is looked for when neither the option nor `LUMIDOC_CHROMIUM` names it. */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** What rendering one diagram gave: its SVG, or mermaid's message about its source. */
export type DiagramOutcome = { svg: string } | { error: string };

/** A diagram that takes longer than this is reported rather than waited for. */
const DIAGRAM_TIMEOUT_MS = 60_000;

/** The browser to render with: the option, else `LUMIDOC_CHROMIUM`, else the system's Chromium. */
export function chromiumPath(option?: string): string {
  return option || process.env['LUMIDOC_CHROMIUM'] || DEFAULT_CHROMIUM;
}

/** Thrown when there is no browser at the path; the caller names the diagram that needed one. */
export class MissingBrowserError extends Error {
  constructor(readonly browserPath: string) {
    super(`no Chromium at ${browserPath}`);
  }
}

/** The file of mermaid's browser bundle, which defines the global `mermaid`. */
export function mermaidBundlePath(): string {
  return createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');
}

/** The version of the mermaid package the diagrams are rendered with. */
export function mermaidVersion(): string {
  const manifest = createRequire(import.meta.url)('mermaid/package.json') as { version: string };
  return manifest.version;
}

/**
 * Renders each source in one headless Chromium page (one browser for the whole batch, diagrams one
 * after another, as mermaid renders one at a time). The page loads nothing from the network.
 */
export async function renderWithChromium(sources: readonly string[], browserPath: string): Promise<DiagramOutcome[]> {
  if (!fs.existsSync(browserPath)) throw new MissingBrowserError(browserPath);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: browserPath, headless: true });
  try {
    const page = await browser.newPage();
    await page.route('**/*', (route) => route.abort());
    await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
    await page.addScriptTag({ path: mermaidBundlePath() });
    await page.addScriptTag({ content: PAGE_SCRIPT });
    const outcomes: DiagramOutcome[] = [];
    for (const source of sources) {
      outcomes.push(await withTimeout(page.evaluate(`lumidocRender(${JSON.stringify(source)})`) as Promise<DiagramOutcome>));
    }
    return outcomes;
  } finally {
    await browser.close();
  }
}

async function withTimeout(rendering: Promise<DiagramOutcome>): Promise<DiagramOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<DiagramOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ error: `rendering took longer than ${DIAGRAM_TIMEOUT_MS / 1000} seconds` }), DIAGRAM_TIMEOUT_MS);
  });
  try {
    return await Promise.race([rendering, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
