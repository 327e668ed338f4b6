import react from '@vitejs/plugin-react';
import { sourceResolve } from '@lumidoc/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/packages/runtime',
  ...sourceResolve(),
  plugins: [react()],
  test: {
    name: 'runtime',
    watch: false,
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
  },
});
