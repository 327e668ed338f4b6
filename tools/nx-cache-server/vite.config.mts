import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/tools/nx-cache-server',
  test: { name: 'nx-cache-server', watch: false, environment: 'node', include: ['*.spec.mjs'] },
});
