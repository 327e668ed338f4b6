import fs from 'node:fs';
import path from 'node:path';
import { LUMIDOC_PACKAGES, LUMIDOC_VERSION, REACT_VERSION, VITE_REACT_PLUGIN_VERSION, VITE_VERSION } from './versions.js';

const root = path.resolve(import.meta.dirname, '../../../..');
const manifest = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as { name: string; version: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string> };

describe('the versions a generated site depends on', () => {
  it('are those of this workspace', () => {
    const workspace = manifest('package.json');
    const site = manifest('apps/site/package.json');
    expect({ react: REACT_VERSION, vite: VITE_VERSION, plugin: VITE_REACT_PLUGIN_VERSION }).toEqual({
      react: site.dependencies?.['react'],
      vite: workspace.devDependencies?.['vite'],
      plugin: workspace.devDependencies?.['@vitejs/plugin-react'],
    });
    for (const name of LUMIDOC_PACKAGES) expect(`${name}@${manifest(`packages/${name.slice('@lumidoc/'.length)}/package.json`).version}`).toBe(`${name}@${LUMIDOC_VERSION}`);
  });
});
