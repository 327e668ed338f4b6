import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built site served on 127.0.0.1, driven in Debian Chromium. */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'site-e2e',
    watch: false,
    environment: 'node',
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
