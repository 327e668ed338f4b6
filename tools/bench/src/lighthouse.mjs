// Lighthouse (mobile, its default configuration) over one page of each type in ru, zh-Hans and
// en, in Debian's Chromium. Lighthouse is optional: without the `lighthouse` package the bench
// says so and goes on.
import net from 'node:net';
import { readHtmlPages, readRuntime, scanTags } from '@lumidoc/site-checks';
import { serveStatic } from '@lumidoc/static-server';

/** The package and version the harness is written for (13 needs Node 22). */
export const LIGHTHOUSE_PACKAGE = 'lighthouse@12.8.2';
const PAGE_KINDS = ['home', 'doc', 'api-operation', 'blog-post', 'blog-list'];
const LOCALES = ['ru', 'zh-Hans', 'en'];

/** Whether `lighthouse` can be imported from here. */
export function lighthouseResolves() {
  try {
    import.meta.resolve('lighthouse');
    return true;
  } catch {
    return false;
  }
}

/**
 * One page per kind and locale: the heaviest (largest HTML) of each pair, the worst case a reader
 * meets (for ru docs, the FAQ), in file order of the pairs.
 * @param {string} siteDir
 * @param {(route: string) => string} localeOf
 */
export function lighthousePages(siteDir, localeOf) {
  const chosen = new Map();
  for (const page of readHtmlPages(siteDir)) {
    if (page.notFound) continue;
    const locale = localeOf(page.route);
    if (!LOCALES.includes(locale)) continue;
    const kind = readRuntime(scanTags(page.html))?.kind;
    const key = `${kind}/${locale}`;
    if (!kind || !PAGE_KINDS.includes(kind)) continue;
    if (!chosen.has(key) || page.html.length > chosen.get(key).size) chosen.set(key, { kind, locale, route: page.route, size: page.html.length });
  }
  return [...chosen.values()].map(({ size: _size, ...page }) => page);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Runs Lighthouse over the chosen pages of a built site.
 * @param {{ siteDir: string, localeOf: (route: string) => string, log: (line: string) => void }} options
 * @returns {Promise<{ skipped: string } | { pages: object[] }>}
 */
export async function runLighthouse({ siteDir, localeOf, log }) {
  if (!lighthouseResolves()) {
    return { skipped: `the lighthouse package is not installed; add ${LIGHTHOUSE_PACKAGE} to the root devDependencies to get Lighthouse figures` };
  }
  const { default: lighthouse } = await import('lighthouse');
  const { chromium } = await import('playwright-core');
  const port = await freePort();
  // As `npm start` serves it: page views are accepted, not a 404 logged in the console.
  const server = await serveStatic(siteDir, { collect: '/api/event' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const pages = [];
  try {
    for (const page of lighthousePages(siteDir, localeOf)) {
      log(`lighthouse: ${page.route}`);
      const result = await lighthouse(server.url + page.route, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
      const { categories, audits } = result.lhr;
      const score = (id) => (categories[id]?.score == null ? null : Math.round(categories[id].score * 100));
      pages.push({
        ...page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        byteWeight: Math.round(audits['total-byte-weight']?.numericValue ?? 0),
      });
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return { pages };
}
