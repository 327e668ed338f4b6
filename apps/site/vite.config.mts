import react from '@vitejs/plugin-react';
import { sourceResolve } from '@lumidoc/vitest-config';
import { defineConfig } from 'vitest/config';

/**
 * The built site is written against React's API and runs on Preact's compatibility layer: the same
 * components and router for a sixth of React DOM's bytes, which keeps first-load JavaScript within
 * budget (apps/site-e2e/src/budgets.e2e.ts). Development, theme stories and unit tests run on React.
 */
const REACT_ON_PREACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * Two builds from one config: the browser bundle (`dist/client`, with a manifest the prerender
 * reads for hashed file names) and the server entry used only to prerender (`dist/server`).
 */
const fromSource = sourceResolve();

export default defineConfig(({ command, isSsrBuild }) => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/site',
  plugins: [react()],
  // Production builds only: the development server and the site's unit tests run on React itself.
  resolve: { ...fromSource.resolve, ...(command === 'build' ? { alias: REACT_ON_PREACT } : {}) },
  // Packages that import React are bundled into the server entry too, or Node would load React itself.
  ssr: { ...fromSource.ssr, ...(isSsrBuild ? { noExternal: true } : {}) },
  define: { __REACT_ON_PREACT__: JSON.stringify(command === 'build') },
  publicDir: 'public',
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false, target: 'node20', rolldownOptions: { input: 'src/entry-server.tsx' } }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        rolldownOptions: { input: 'src/entry-client.tsx' },
      },
  test: {
    name: 'site',
    watch: false,
    globals: true,
    environment: 'node',
    include: ['src/**/*.spec.{ts,tsx}', 'scripts/**/*.spec.mjs'],
  },
}));
