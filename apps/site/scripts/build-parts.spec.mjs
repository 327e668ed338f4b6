// The build in parts runs as Nx targets written out in package.json, one compile and one render
// task per locale: a locale added to the site config without its tasks would be left out of it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../site.config.ts';

const targets = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '..', 'package.json'), 'utf8')).nx.targets;
const locales = siteConfig.locales.locales;
const named = (prefix) => Object.keys(targets).filter((name) => name.startsWith(prefix)).sort();

describe('the build in parts', () => {
  it('has a compile and a render task for each locale of the site, each with its own output', () => {
    expect(named('compile-')).toEqual(locales.map((locale) => `compile-${locale}`).sort());
    expect(named('render-')).toEqual(locales.map((locale) => `render-${locale}`).sort());
    for (const locale of locales) {
      expect(targets[`compile-${locale}`].command).toMatch(new RegExp(` --compile ${locale}$`));
      expect(targets[`compile-${locale}`].outputs).toEqual([`{projectRoot}/dist/parts/compiled/${locale}`]);
      expect(targets[`render-${locale}`].command).toMatch(new RegExp(` --render ${locale}$`));
      expect(targets[`render-${locale}`].outputs).toEqual([`{projectRoot}/dist/parts/${locale}`]);
    }
  });

  it('collects after every compile task and assembles after every render task', () => {
    expect(targets.collect.dependsOn).toEqual(expect.arrayContaining(locales.map((locale) => `compile-${locale}`)));
    expect(targets['build-in-parts'].dependsOn).toEqual(expect.arrayContaining(locales.map((locale) => `render-${locale}`)));
  });
});
