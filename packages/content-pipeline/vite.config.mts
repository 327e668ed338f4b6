import { defineConfig } from 'vitest/config';

// No source conditions: the docs compile threads inherit the test process's Node flags and run the
// packages' build output (the test target builds them first), so the tests load the same.
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/packages/content-pipeline',
  test: {
    name: 'content-pipeline',
    watch: false,
    globals: true,
    environment: 'node',
    include: ['src/**/*.spec.ts'],
    reporters: ['default'],
  },
});
