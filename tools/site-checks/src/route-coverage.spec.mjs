import { describe, expect, it } from 'vitest';
import { familyPattern, pendingRouteReason, routeCoverage } from './route-coverage.mjs';
import { readSpecRoutes } from './spec-routes.mjs';

const spec = {
  defaultLocale: 'zh-Hans',
  locales: ['zh-Hans', 'ru'],
  groups: [
    { name: 'docs', routes: ['/docs/a'] },
    { name: 'api', routes: ['/docs/api'], families: [{ route: '/docs/api/:operation', min: 1, max: 2 }] },
    { name: 'blog', pending: 'not built', routes: ['/blog'], families: [{ route: '/blog/page/:n' }] },
  ],
};
const full = ['/docs/a', '/ru/docs/a', '/docs/api', '/ru/docs/api', '/docs/api/login', '/ru/docs/api/login'];

describe('routeCoverage', () => {
  it('passes when every listed route exists in every locale, and skips an absent pending group', () => {
    const result = routeCoverage(spec, full);
    expect(result.groups.map((g) => [g.name, g.active, g.missing])).toEqual([
      ['docs', true, []],
      ['api', true, []],
      ['blog', false, []],
    ]);
    expect(result.unexpected).toEqual([]);
  });

  it('names a route missing in one locale', () => {
    const result = routeCoverage(spec, full.filter((r) => r !== '/ru/docs/a'));
    expect(result.groups[0].missing).toEqual(['/ru/docs/a']);
  });

  it('enforces a pending group in full once one of its routes or family pages exists', () => {
    expect(routeCoverage(spec, [...full, '/ru/blog']).groups[2]).toMatchObject({ active: true, missing: ['/blog'] });
    expect(routeCoverage(spec, [...full, '/blog/page/2']).groups[2]).toMatchObject({ active: true, missing: ['/blog', '/ru/blog'] });
  });

  it('bounds a family per locale', () => {
    const result = routeCoverage(spec, [...full, '/docs/api/logout', '/docs/api/other']);
    expect(result.groups[1].familyProblems).toEqual(['/docs/api/:operation: 3 pages, expected 1 to 2']);
  });

  it('names built pages the spec does not list', () => {
    expect(routeCoverage(spec, [...full, '/docs/extra', '/fr/docs/a', '/ru/docs/api/login/more']).unexpected).toEqual(['/docs/extra', '/fr/docs/a', '/ru/docs/api/login/more']);
  });
});

describe('pendingRouteReason', () => {
  it('excuses routes of absent pending groups only', () => {
    const reason = pendingRouteReason(spec, routeCoverage(spec, full).groups);
    expect(reason('/ru/blog')).toBe('blog (not built)');
    expect(reason('/blog/page/3/')).toBe('blog (not built)');
    expect(reason('/ru/docs/b')).toBeUndefined();
    const active = pendingRouteReason(spec, routeCoverage(spec, [...full, '/blog']).groups);
    expect(active('/ru/blog')).toBeUndefined();
  });
});

describe('familyPattern', () => {
  it('matches one path segment per parameter', () => {
    expect(familyPattern('/docs/api/:operation').test('/docs/api/login')).toBe(true);
    expect(familyPattern('/docs/api/:operation').test('/docs/api/login/x')).toBe(false);
    expect(familyPattern('/docs/api/:operation').test('/docs/api')).toBe(false);
  });
});

describe('the committed spec routes', () => {
  const routes = readSpecRoutes();
  it('list the ten locales with zh-Hans unprefixed, and each route once', () => {
    expect(routes.locales).toHaveLength(10);
    expect(routes.defaultLocale).toBe('zh-Hans');
    const all = routes.groups.flatMap((g) => g.routes);
    expect(new Set(all).size).toBe(all.length);
  });

  it('hold the spec sections: 74 docs, the API introduction and named operations, seven posts and seven tags', () => {
    const group = (name) => routes.groups.find((g) => g.name === name);
    expect(group('docs').routes).toHaveLength(74);
    expect(group('API reference').routes).toContain('/docs/api/get-server-config');
    expect(group('blog').routes.filter((r) => /^\/blog\/(20\d\d|release)/.test(r))).toHaveLength(7);
    expect(group('blog').routes.filter((r) => r.startsWith('/blog/tags/'))).toHaveLength(7);
    expect(group('home').routes).toEqual(['/']);
  });
});
