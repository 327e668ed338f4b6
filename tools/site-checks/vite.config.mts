import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/tools/site-checks',
  test: { name: 'site-checks', watch: false, environment: 'node', include: ['src/**/*.spec.mjs'] },
});
