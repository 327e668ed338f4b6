import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/tools/i18n-status',
  test: { name: 'i18n-status', watch: false, environment: 'node', include: ['src/**/*.spec.mjs'] },
});
