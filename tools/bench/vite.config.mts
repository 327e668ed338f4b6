import { sourceResolve } from '@lumidoc/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/tools/bench',
  ...sourceResolve(),
  test: { name: 'bench', watch: false, environment: 'node', include: ['src/**/*.spec.mjs'], testTimeout: 30_000 },
});
