import type { StorybookConfig } from '@storybook/react-vite';
import { sourceResolve } from '@lumidoc/vitest-config';
import { mergeConfig } from 'vite';

/** Storybook for @lumidoc/theme: one story per component state, each also run as a Vitest test. */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Workspace packages (@lumidoc/i18n, @lumidoc/search ...) are read from their TypeScript sources.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, sourceResolve()),
};

export default config;
