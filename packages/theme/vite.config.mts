import path from 'node:path';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { debianChromium, sourceResolve } from '@lumidoc/vitest-config';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/packages/theme',
  ...sourceResolve(),
  plugins: [react()],
  test: {
    watch: false,
    globals: true,
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'theme-unit',
          environment: 'jsdom',
          setupFiles: ['src/i18n/register-all.test-setup.ts'],
          include: ['src/**/*.spec.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'src/**/*.browser.spec.*'],
        },
      },
      {
        extends: true,
        // Every story is a test: it renders, runs its play function, then axe (a11y.test: 'error').
        plugins: [storybookTest({ configDir: path.join(import.meta.dirname, '.storybook') })],
        test: {
          name: 'storybook',
          browser: debianChromium(),
        },
      },
    ],
  },
});
