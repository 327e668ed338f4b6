import react from '@vitejs/plugin-react';
import { sourceResolve } from '@lumidoc/vitest-config';
import { defineConfig } from 'vitest/config';

/**
 * Two builds from one config: the browser bundle (`dist/bundle`, with a manifest the prerender
 * reads for hashed file names; the build copies it into the site, `dist/client`) and the server
 * entry used only to prerender (`dist/server`).
 */
const fromSource = sourceResolve();

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/site',
  plugins: [react()],
  resolve: fromSource.resolve,
  // Packages that import React are bundled into the server entry too, or Node would load React itself.
  ssr: { ...fromSource.ssr, ...(isSsrBuild ? { noExternal: true } : {}) },
  // The prerender runs React's production server renderer, whatever NODE_ENV the build is started
  // with (React picks its build from NODE_ENV at run time; the development one is several times slower).
  ...(isSsrBuild && mode === 'production' ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  publicDir: 'public',
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false, target: 'node20', rolldownOptions: { input: 'src/entry-server.ts' } }
    : {
        outDir: 'dist/bundle',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        rolldownOptions: { input: 'src/entry-client.ts' },
      },
  test: {
    name: 'site',
    watch: false,
    globals: true,
    environment: 'node',
    include: ['src/**/*.spec.{ts,tsx}', 'scripts/**/*.spec.mjs'],
  },
}));
