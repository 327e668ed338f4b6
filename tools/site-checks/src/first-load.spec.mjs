import { describe, expect, it } from 'vitest';
import { firstLoadAssets } from './first-load.mjs';

const manifest = {
  'src/entry-client.ts': { file: 'assets/entry.js', isEntry: true, imports: ['_runtime.js'], css: ['assets/entry.css'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['src/entry-client.ts'], css: ['assets/shared.css'] },
  'src/kinds/doc.tsx': { file: 'assets/doc.js', imports: ['_shared.js', 'src/entry-client.ts'], dynamicImports: ['src/search.ts'] },
  'src/search.ts': { file: 'assets/search.js' },
};

const page = (kind, extra = '') =>
  `<html><head><link rel="stylesheet" href="/assets/entry.css"/><script>var theme=1</script><script type="module" src="/assets/entry.js"></script>${extra}</head>` +
  `<body><script id="lumidoc-runtime" type="application/json">${JSON.stringify({ entry: '/assets/entry.js', ...(kind ? { kind } : {}) })}</script></body></html>`;

describe('firstLoadAssets', () => {
  it('counts the entry, its static imports and the page kind chunk with its imports, never dynamic ones', () => {
    const result = firstLoadAssets(page('doc'), manifest);
    expect(result.kind).toBe('doc');
    expect(result.js.sort()).toEqual(['/assets/doc.js', '/assets/entry.js', '/assets/runtime.js', '/assets/shared.js']);
    expect(result.hydration).toEqual([]);
    expect(result.css.sort()).toEqual(['/assets/entry.css', '/assets/shared.css']);
    expect(result.problems).toEqual([]);
  });

  it('counts module preloads and inline scripts', () => {
    const result = firstLoadAssets(page(undefined, '<link rel="modulepreload" href="/assets/search.js">'), manifest);
    expect(result.js).toContain('/assets/search.js');
    expect(result.inlineScripts).toHaveLength(2);
  });

  it('puts the hydration module and the kind chunk in a later stage when the entry hydrates later', () => {
    const deferredManifest = {
      ...manifest,
      'src/entry-client.ts': { ...manifest['src/entry-client.ts'], dynamicImports: ['src/hydrate.tsx'] },
      'src/hydrate.tsx': { file: 'assets/hydrate.js', imports: ['_react.js', '_runtime.js'] },
      '_react.js': { file: 'assets/react.js' },
    };
    const result = firstLoadAssets(page('doc', '<link rel="prefetch" href="/assets/doc.js">'), deferredManifest);
    expect(result.js.sort()).toEqual(['/assets/entry.js', '/assets/runtime.js']);
    expect(result.hydration.sort()).toEqual(['/assets/doc.js', '/assets/hydrate.js', '/assets/react.js', '/assets/shared.js']);
    expect(result.problems).toEqual([]);
  });

  it('names a page kind whose chunk the manifest lacks', () => {
    expect(firstLoadAssets(page('blog-post'), manifest).problems).toEqual([`page kind "blog-post" has no component chunk in the manifest (neither src/kinds/blog-post.tsx nor @lumidoc/runtime's kinds/blog-post)`]);
  });

  it("finds @lumidoc/runtime's kind chunk, from the workspace or installed, unless the site has its own", () => {
    const fromRuntime = (key) => {
      const { 'src/kinds/doc.tsx': doc, ...rest } = manifest;
      return { ...rest, [key]: doc };
    };
    for (const key of ['../../packages/runtime/src/kinds/doc.tsx', 'node_modules/@lumidoc/runtime/dist/kinds/doc.js']) {
      const result = firstLoadAssets(page('doc'), fromRuntime(key));
      expect(result.js, key).toContain('/assets/doc.js');
      expect(result.problems, key).toEqual([]);
    }
    const both = { ...manifest, 'node_modules/@lumidoc/runtime/dist/kinds/doc.js': { file: 'assets/runtime-doc.js' } };
    expect(firstLoadAssets(page('doc'), both).js).not.toContain('/assets/runtime-doc.js');
  });

  it('counts a script the manifest does not know by its URL', () => {
    expect(firstLoadAssets(page(undefined, '<script type="module" src="/other.js"></script>'), manifest).js).toContain('/other.js');
  });

  it('honours the base path and a custom kind module mapping', () => {
    const html = page('doc').replaceAll('/assets/', '/sub/assets/');
    const result = firstLoadAssets(html, manifest, { base: '/sub/', kindModule: (kind) => `src/kinds/${kind}.tsx` });
    expect(result.js).toContain('/sub/assets/doc.js');
    expect(result.problems).toEqual([]);
  });
});
