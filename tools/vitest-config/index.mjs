import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';

/** Debian's Chromium: tests never download a browser of their own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium quiet on a machine with no network beyond loopback. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Resolve workspace packages to their TypeScript sources, so tests need no prior build. */
export const SOURCE_CONDITIONS = ['@lumidoc/source'];

/** Vitest browser-mode settings for Debian Chromium. */
export function debianChromium() {
  return {
    enabled: true,
    headless: true,
    screenshotFailures: false,
    provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
    instances: [{ browser: 'chromium' }],
  };
}

/**
 * Resolve options that make Vite and Vitest read workspace packages from source (the
 * `@lumidoc/source` export condition), in the browser and in Node alike.
 */
export function sourceResolve() {
  return {
    resolve: { conditions: [...SOURCE_CONDITIONS, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [...SOURCE_CONDITIONS, ...defaultServerConditions] } },
  };
}
