import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Debian's Chromium, headless; tests never download a browser. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** One Chromium per test file: launched before its tests, closed after; `onLaunch` receives it. */
export function useChromium(onLaunch: (browser: Browser) => void): void {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchChromium();
    onLaunch(launched);
  });
  afterAll(async () => {
    await launched?.close();
  });
}

/** Console errors, page errors and failed requests a page produced, for "no error" assertions. */
export interface PageProblems {
  errors: string[];
}

/** A page that records every console error, uncaught exception and hydration error. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ page: Page; problems: PageProblems }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems: PageProblems = { errors: [] };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser logs the document's own 404 status; that is the not-found page doing its job.
    if (/status of 404/.test(message.text()) && message.location().url === page.url()) return;
    problems.errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.errors.push(`${page.url()}: uncaught ${error.message}`));
  return { page, problems };
}

/** Loads a URL and waits until React has hydrated it (`<html data-hydrated>`). */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { timeout: 15_000 });
  return response;
}
