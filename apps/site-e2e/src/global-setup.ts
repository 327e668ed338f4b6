import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@lumidoc/static-server';
import type { TestProject } from 'vitest/node';

/** Directory of the built site under test. */
export const SITE_DIR = path.resolve(import.meta.dirname, '../../site/dist/client');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    siteDir: string;
  }
}

/** Serves the built site for the whole run, as a static host would. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(SITE_DIR, 'index.html')) && !fs.existsSync(path.join(SITE_DIR, '404.html'))) {
    throw new Error(`No built site at ${SITE_DIR}; run \`npx nx run site:build\` first.`);
  }
  const server = await serveStatic(SITE_DIR, { collect: '/api/event' });
  project.provide('baseUrl', server.url);
  project.provide('siteDir', SITE_DIR);
  return () => server.close();
}
