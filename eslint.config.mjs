import nx from '@nx/eslint-plugin';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const tools = 'scope:tools';

/**
 * The dependency direction of ARCHITECTURE.md, enforced: i18n <- contract (types of page data and
 * plugins) <- content-pipeline <- openapi-pages; contract <- search; i18n, contract, search <- theme
 * (never the pipeline); theme, the pipeline's browser-safe `/runtime` entry <- runtime (the site's
 * React app); pipeline <- app (writes and prerenders a collected site); all <- site.
 */
const depConstraints = [
  { sourceTag: 'scope:i18n', onlyDependOnLibsWithTags: [tools] },
  { sourceTag: 'scope:contract', onlyDependOnLibsWithTags: ['scope:i18n', tools] },
  { sourceTag: 'scope:content-pipeline', onlyDependOnLibsWithTags: ['scope:i18n', 'scope:contract', tools] },
  { sourceTag: 'scope:openapi-pages', onlyDependOnLibsWithTags: ['scope:i18n', 'scope:contract', 'scope:content-pipeline', tools] },
  { sourceTag: 'scope:search', onlyDependOnLibsWithTags: ['scope:i18n', 'scope:contract', tools] },
  { sourceTag: 'scope:theme', onlyDependOnLibsWithTags: ['scope:i18n', 'scope:contract', 'scope:search', tools] },
  { sourceTag: 'scope:runtime', onlyDependOnLibsWithTags: ['scope:i18n', 'scope:contract', 'scope:content-pipeline', 'scope:search', 'scope:theme', tools] },
  { sourceTag: 'scope:app', onlyDependOnLibsWithTags: ['scope:i18n', 'scope:contract', 'scope:content-pipeline', tools] },
  { sourceTag: 'scope:site', onlyDependOnLibsWithTags: ['scope:i18n', 'scope:contract', 'scope:content-pipeline', 'scope:app', 'scope:runtime', 'scope:openapi-pages', 'scope:search', 'scope:theme', tools] },
  { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:site', tools] },
  // Workspace tools (bench, checks, status reports) drive the packages; packages use only config tools.
  { sourceTag: tools, onlyDependOnLibsWithTags: [tools, 'scope:i18n', 'scope:contract', 'scope:content-pipeline', 'scope:app', 'scope:runtime', 'scope:openapi-pages', 'scope:search', 'scope:theme', 'scope:site'] },
];

const nodeOnly = (message) => [
  { name: '@lumidoc/content-pipeline/build', message },
  { name: '@lumidoc/app', message },
  { name: '@lumidoc/app/dev', message },
  { name: '@lumidoc/search/build', message },
  { name: '@lumidoc/openapi-pages', message },
];

/**
 * The theme and the runtime run in the browser and render PageData from the contract: the pipeline
 * is not their dependency (the runtime reads data files through the pipeline's `/runtime` entry).
 */
export function themeRules(prefix = '', who = 'The theme') {
  return [
    {
      files: [`${prefix}src/**/*.ts`, `${prefix}src/**/*.tsx`],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            paths: [
              { name: '@lumidoc/content-pipeline', message: `${who} renders the page-data contract: import its types from @lumidoc/contract.` },
              ...nodeOnly(`Node-only code cannot run in the browser (${who.toLowerCase()}).`),
            ],
            patterns: [{ group: ['node:*'], message: `${who} runs in the browser; Node built-ins are not available.` }],
          },
        ],
      },
    },
  ];
}

/** The search client and the shared tokenizer ship to browsers. */
export function searchClientRules(prefix = '') {
  return [
    {
      files: [`${prefix}src/client/**/*.ts`, `${prefix}src/shared/**/*.ts`],
      rules: {
        '@typescript-eslint/no-restricted-imports': ['error', { paths: nodeOnly('The search client runs in the browser.'), patterns: [{ group: ['node:*', '../build/*'], message: 'The search client runs in the browser.' }] }],
      },
    },
  ];
}

// ESLint reads the config nearest to each file, so project configs add these with their own paths.
export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  { ignores: ['**/dist', '**/out-tsc', '**/storybook-static', '**/*.timestamp*', '**/node_modules', '**/__fixtures__', 'apps/site/content/**'] },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.mjs', '**/*.js'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', { enforceBuildableLibDependency: false, checkDynamicDependenciesExceptions: ['@lumidoc/search'], allow: [], depConstraints }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Non-null assertions mark lookups the code has just guaranteed; TypeScript cannot see that.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // No import cycle between files, types included: a cycle is a pair of modules that can only be
    // understood, tested and loaded together, and it hides which one owns a shape.
    files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.mjs'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true, noWarnOnMultipleProjects: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  { files: ['**/eslint.config.mjs'], rules: { '@nx/enforce-module-boundaries': 'off' } },
  ...themeRules('packages/theme/'),
  ...themeRules('packages/runtime/', 'The runtime'),
  ...searchClientRules('packages/search/'),
];
