import { defineConfig } from 'vitest/config';

// No source conditions here: the prerender's worker threads inherit the test process's Node flags
// and load the packages' build output (the test target builds them first), so the tests do too.
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/packages/app',
  test: {
    name: 'app',
    watch: false,
    globals: true,
    environment: 'node',
    include: ['src/**/*.spec.ts'],
    reporters: ['default'],
  },
});
