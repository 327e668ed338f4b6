import { manifestEntry, modulePreloadsFromManifest, type ViteManifest } from './vite-manifest.js';

const manifest: ViteManifest = {
  'src/entry-client.ts': { file: 'assets/entry.js', isEntry: true, imports: ['_runtime.js'], dynamicImports: ['src/hydrate.tsx'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  'src/hydrate.tsx': { file: 'assets/hydrate.js', isDynamicEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_DocLayout.js': { file: 'assets/DocLayout.js', imports: ['src/entry-client.ts', '_Toc.js'] },
  '_Toc.js': { file: 'assets/Toc.js', imports: ['src/entry-client.ts'] },
  'src/kinds/doc.tsx': { file: 'assets/doc.js', isDynamicEntry: true, imports: ['_DocLayout.js', 'src/entry-client.ts', '_runtime.js', '_react.js'] },
  'src/kinds/home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['src/entry-client.ts'] },
  '../../packages/theme/src/i18n/ru.ts': { file: 'assets/ru.js', isDynamicEntry: true },
  '../../packages/theme/src/i18n/zh-Hans.ts': { file: 'assets/zh-Hans.js', isDynamicEntry: true },
  '../../packages/search/src/client/index.ts': { file: 'assets/client.js', isDynamicEntry: true },
};

describe('modulePreloadsFromManifest', () => {
  it("lists each kind's chunk with what it imports beyond the entry and the hydration chunk, and each locale's strings", () => {
    expect(modulePreloadsFromManifest(manifest)).toEqual({
      rel: 'prefetch',
      byKind: { doc: ['/assets/doc.js', '/assets/DocLayout.js', '/assets/Toc.js'], home: ['/assets/home.js'] },
      byLocale: { ru: ['/assets/ru.js'], 'zh-Hans': ['/assets/zh-Hans.js'] },
    });
  });

  it('finds the strings of a theme installed from the registry, and modules laid out otherwise', () => {
    const installed: ViteManifest = {
      'app/main.ts': { file: 'a/main.js', isEntry: true },
      'node_modules/@lumidoc/theme/dist/i18n/ja.js': { file: 'a/ja.js', isDynamicEntry: true },
      'app/pages/changelog.tsx': { file: 'a/changelog.js', isDynamicEntry: true },
    };
    expect(modulePreloadsFromManifest(installed, '/', { kindModule: /^app\/pages\/([a-z-]+)\.tsx$/, hydrationModule: 'app/hydrate.tsx' })).toEqual({
      rel: 'prefetch',
      byKind: { changelog: ['/a/changelog.js'] },
      byLocale: { ja: ['/a/ja.js'] },
    });
  });

  it("takes the runtime package's kinds, from the workspace or installed, and lets the site's own kind replace one", () => {
    const site: ViteManifest = {
      'src/main.ts': { file: 'a/main.js', isEntry: true, dynamicImports: ['src/hydrate.ts'] },
      'src/hydrate.ts': { file: 'a/hydrate.js', isDynamicEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'a/react.js' },
      'src/kinds/doc.tsx': { file: 'a/site-doc.js', isDynamicEntry: true, imports: ['_react.js'] },
      '../../packages/runtime/src/kinds/doc.tsx': { file: 'a/doc.js', isDynamicEntry: true },
      'node_modules/@lumidoc/runtime/dist/kinds/blog-post.js': { file: 'a/blog-post.js', isDynamicEntry: true, imports: ['_react.js'] },
    };
    expect(modulePreloadsFromManifest(site).byKind).toEqual({ doc: ['/a/site-doc.js'], 'blog-post': ['/a/blog-post.js'] });
  });

  it('prefixes the base path and refuses a manifest without an entry', () => {
    expect(modulePreloadsFromManifest(manifest, '/docs/').byLocale?.['ru']).toEqual(['/docs/assets/ru.js']);
    expect(manifestEntry(manifest)[1].file).toBe('assets/entry.js');
    expect(() => modulePreloadsFromManifest({ 'src/kinds/doc.tsx': { file: 'assets/doc.js' } })).toThrow('The client manifest has no entry chunk; run `vite build` first.');
  });
});
