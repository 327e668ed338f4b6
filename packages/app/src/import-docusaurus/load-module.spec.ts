import path from 'node:path';
import { loadModule } from './load-module.js';
import { standInName } from './stand-in-module.js';
import { removeTestSites, writeTestSite } from './test-site.js';

afterAll(removeTestSites);

describe('loadModule', () => {
  it('runs a TypeScript config with a package that is not installed, a relative import and require.resolve', async () => {
    const dir = writeTestSite({
      'docusaurus.config.ts': [
        "import type { Config } from '@docusaurus/types';",
        "import { themes as prismThemes } from 'prism-react-renderer-not-installed';",
        "import sidebars from './sidebars';",
        'const config: Config = {',
        "  title: 'Site',",
        '  themeConfig: { prism: { theme: prismThemes.github } },',
        '  sidebarCount: Object.keys(sidebars).length,',
        "  css: require.resolve('./custom.css'),",
        '};',
        'export default config;',
      ].join('\n'),
      'sidebars.ts': "export default { docs: ['intro'], more: ['x'] };\n",
      'custom.css': 'body {}\n',
    });
    const { value, missing } = await loadModule(path.join(dir, 'docusaurus.config.ts'));
    const config = value as Record<string, Record<string, Record<string, unknown>>>;
    expect(config['title']).toBe('Site');
    expect(config['sidebarCount']).toBe(2);
    expect(config['css']).toBe(path.join(dir, 'custom.css'));
    expect(standInName(config['themeConfig']!['prism']!['theme'])).toBe('prism-react-renderer-not-installed.themes.github');
    expect(missing).toEqual([{ specifier: 'prism-react-renderer-not-installed', reason: 'not installed' }]);
  });

  it('runs a CommonJS config that exports an async function, with require of a JSON sidebars file', async () => {
    const dir = writeTestSite({
      'docusaurus.config.js': "const math = require('remark-math-not-installed');\nmodule.exports = async () => ({ title: 'Async', plugins: [math()], sidebars: require('./sidebars.json') });\n",
      'sidebars.json': '{"docs": ["a"]}',
    });
    const { value, missing } = await loadModule(path.join(dir, 'docusaurus.config.js'));
    const config = value as Record<string, unknown[]>;
    expect(config['title']).toBe('Async');
    expect(config['sidebars']).toEqual({ docs: ['a'] });
    expect(standInName(config['plugins']![0])).toBe('remark-math-not-installed()');
    expect(missing.map((m) => m.specifier)).toEqual(['remark-math-not-installed']);
  });

  it('loads a package installed in the site for real', async () => {
    const dir = writeTestSite({
      'docusaurus.config.mjs': "import { answer } from 'installed-helper';\nexport default { answer };\n",
      'node_modules/installed-helper/package.json': '{"name": "installed-helper", "main": "index.js"}',
      'node_modules/installed-helper/index.js': 'exports.answer = 42;\n',
    });
    const { value, missing } = await loadModule(path.join(dir, 'docusaurus.config.mjs'));
    expect(value).toEqual({ answer: 42 });
    expect(missing).toEqual([]);
  });
});
