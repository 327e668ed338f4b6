import { resolveDocsVersions } from './resolve.js';

const summary = (...args: Parameters<typeof resolveDocsVersions>) => resolveDocsVersions(...args).map((v) => `${v.name} ${v.routeBase} ${v.status} ${v.label}`);

describe('resolveDocsVersions', () => {
  it('serves current alone at /docs when there are no snapshots', () => {
    expect(resolveDocsVersions([])).toEqual([
      { name: 'current', label: 'Next', routeBase: '/docs', status: 'latest', badge: true, contentPath: 'docs', sidebarsFile: 'content/sidebars.ts', sidebarIdSuffix: '' },
    ]);
  });

  it('follows Docusaurus by default: newest snapshot at /docs, current at /docs/next, older ones at /docs/<name>', () => {
    expect(summary(['1.1', '1.0'])).toEqual(['current /docs/next unreleased Next', '1.1 /docs latest 1.1', '1.0 /docs/1.0 unmaintained 1.0']);
    expect(resolveDocsVersions(['1.1'])[1]).toMatchObject({ contentPath: 'versioned_docs/version-1.1', sidebarsFile: 'content/versioned_sidebars/version-1.1-sidebars.json', sidebarIdSuffix: '@1.1' });
  });

  it('marks versions newer than the last version unreleased and older ones unmaintained', () => {
    expect(summary(['1.2', '1.1', '1.0'], { lastVersion: '1.1' })).toEqual([
      'current /docs/next unreleased Next',
      '1.2 /docs/1.2 unreleased 1.2',
      '1.1 /docs latest 1.1',
      '1.0 /docs/1.0 unmaintained 1.0',
    ]);
  });

  it('takes labels, paths, banners and badges from the options', () => {
    const versions = resolveDocsVersions(['1.1', '1.0'], {
      lastVersion: 'current',
      versions: { current: { label: 'v1.2' }, '1.1': { path: 'stable/1.1', banner: 'unreleased', badge: false } },
    });
    expect(versions.map((v) => [v.routeBase, v.status, v.label, v.badge])).toEqual([
      ['/docs', 'latest', 'v1.2', true],
      ['/docs/stable/1.1', 'unreleased', '1.1', false],
      ['/docs/1.0', 'unmaintained', '1.0', true],
    ]);
  });

  it('names the setting and the fix for an option it cannot follow', () => {
    expect(() => resolveDocsVersions(['1.0'], { versions: { '2.0': { label: 'x' } } })).toThrow(
      'docsVersions.versions["2.0"]: "2.0" is not a docs version of this site\n  fix: use one of: current, 1.0 (snapshots are listed in content/versions.json)',
    );
    expect(() => resolveDocsVersions(['1.0'], { versions: { current: { path: '' } } })).toThrow(
      'docsVersions.versions["1.0"].path: versions "current" and "1.0" are both served at /docs\n  fix: give "1.0" another path',
    );
    expect(() => resolveDocsVersions(['1.0'], { versions: { current: { path: '/next/' } } })).toThrow(/^docsVersions\.versions\["current"\]\.path: path "\/next\/" is not a route segment/);
    expect(() => resolveDocsVersions(['1.0'], { versions: { '1.0': { banner: 'unmaintained' } } })).toThrow(
      'docsVersions.versions["1.0"].banner: "1.0" is the last version, which is always shown as latest\n  fix: remove the banner, or make another version the lastVersion',
    );
  });
});
