import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  test: { name: 'pack-install', watch: false, environment: 'node', include: ['*.spec.mjs'], testTimeout: 300_000, hookTimeout: 300_000 },
});
