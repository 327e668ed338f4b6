import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  test: { name: 'module-boundaries', watch: false, environment: 'node', include: ['*.spec.mjs'], testTimeout: 60_000 },
});
