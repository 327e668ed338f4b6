import { defineConfig } from 'vitest/config';
import { sourceResolve } from '@lumidoc/vitest-config';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/packages/content-pipeline',
  ...sourceResolve(),
  test: {
    name: 'content-pipeline',
    watch: false,
    globals: true,
    environment: 'node',
    include: ['src/**/*.spec.ts'],
    reporters: ['default'],
  },
});
