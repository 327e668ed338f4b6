import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/tools/static-server',
  test: { name: 'static-server', watch: false, environment: 'node', include: ['*.spec.mjs'] },
});
