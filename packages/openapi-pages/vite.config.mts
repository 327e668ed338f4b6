import { defineConfig } from 'vitest/config';
import { sourceResolve } from '@lumidoc/vitest-config';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/packages/openapi-pages',
  ...sourceResolve(),
  test: {
    name: 'openapi-pages',
    watch: false,
    globals: true,
    environment: 'node',
    include: ['src/**/*.spec.ts'],
    reporters: ['default'],
    // Several specs build a whole reference (200 operations x 10 locales) before their tests.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
