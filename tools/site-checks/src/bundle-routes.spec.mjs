import { describe, expect, it } from 'vitest';
import { routesInBundle } from './bundle-routes.mjs';

describe('routesInBundle', () => {
  const routes = ['/', '/docs/install/docker-compose', '/docs/api', '/docs/overview/welcome', '/errors'];

  it('finds a page route written into a script, also in localized form', () => {
    const scripts = [
      { file: 'a.js', text: 'const r={"/docs/install/docker-compose":1}' },
      { file: 'b.js', text: 'go("/ru/docs/install/docker-compose")' },
    ];
    expect(routesInBundle(scripts, routes)).toEqual([
      { file: 'a.js', route: '/docs/install/docker-compose' },
      { file: 'b.js', route: '/docs/install/docker-compose' },
    ]);
  });

  it('ignores route prefixes of longer paths, the root, and routes the shell links to', () => {
    const scripts = [{ file: 'a.js', text: 'fetch(`/docs/api/${slug}`);x="https://react.dev/errors/"+c;nav("/docs/overview/welcome");h="/"' }];
    expect(routesInBundle(scripts, routes, new Set(['/docs/overview/welcome']))).toEqual([]);
  });
});
