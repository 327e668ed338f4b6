import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/tools/glossary',
  test: { name: 'glossary', watch: false, environment: 'node', include: ['src/**/*.spec.mjs'] },
});
