import { defineConfig } from 'vitest/config';
import { sourceResolve } from '@lumidoc/vitest-config';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/packages/contract',
  ...sourceResolve(),
  test: {
    name: 'contract',
    watch: false,
    globals: true,
    environment: 'node',
    include: ['src/**/*.spec.ts'],
    reporters: ['default'],
  },
});
