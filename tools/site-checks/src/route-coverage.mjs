// Route coverage: the routes the spec lists (data/spec-routes.json) against the pages a build has.
// Every listed route must exist under every locale prefix; a pending group (an engine not built
// yet) is skipped while none of its routes exists anywhere and enforced in full once one does;
// a built page that is neither listed nor of a listed family is unexpected.
import { localizeRoute, splitLocale } from './site-paths.mjs';

/**
 * @typedef {{ route: string, min?: number, max?: number }} RouteFamily
 * @typedef {{ name: string, note?: string, pending?: string, routes: string[], families?: RouteFamily[] }} RouteGroup
 * @typedef {{ defaultLocale: string, locales: string[], groups: RouteGroup[] }} SpecRoutes
 */

/**
 * A family's route shape (`/docs/api/:operation`) as a regular expression; each `:name` is one
 * path segment.
 * @param {string} shape
 */
export function familyPattern(shape) {
  const source = shape
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * @typedef {object} GroupCoverage
 * @property {string} name
 * @property {string | undefined} pending why the group may be absent
 * @property {boolean} active false for a pending group none of whose routes is built
 * @property {number} expected routes times locales
 * @property {string[]} missing localized routes the build lacks (only for an active group)
 * @property {string[]} familyProblems family counts outside their bounds, per locale
 */

/**
 * Compares the spec's routes with the routes a build serves with status 200.
 * @param {SpecRoutes} spec
 * @param {Iterable<string>} builtRoutes routes of the prerendered pages (not the 404 pages)
 * @returns {{ groups: GroupCoverage[], unexpected: string[] }}
 */
export function routeCoverage(spec, builtRoutes) {
  const built = new Set(builtRoutes);
  const prefixed = spec.locales.filter((l) => l !== spec.defaultLocale);
  const byNeutral = new Map();
  for (const route of built) {
    const { locale, neutral } = splitLocale(route, prefixed, spec.defaultLocale);
    byNeutral.set(route, { locale, neutral });
  }

  const groups = spec.groups.map((group) => {
    const localized = group.routes.flatMap((route) => spec.locales.map((locale) => localizeRoute(route, locale, spec.defaultLocale)));
    const present = localized.filter((route) => built.has(route));
    const patterns = (group.families ?? []).map((family) => ({ family, pattern: familyPattern(family.route) }));
    const familyMembers = [...byNeutral.values()].filter(({ neutral }) => patterns.some(({ pattern }) => pattern.test(neutral)));
    const active = !group.pending || present.length > 0 || familyMembers.length > 0;
    const familyProblems = [];
    if (active) {
      for (const { family, pattern } of patterns) {
        for (const locale of spec.locales) {
          const count = familyMembers.filter((m) => m.locale === locale && pattern.test(m.neutral)).length;
          if ((family.min !== undefined && count < family.min) || (family.max !== undefined && count > family.max)) {
            familyProblems.push(`${localizeRoute(family.route, locale, spec.defaultLocale)}: ${count} pages, expected ${family.min ?? 0} to ${family.max ?? 'any number'}`);
          }
        }
      }
    }
    return {
      name: group.name,
      pending: group.pending,
      active,
      expected: localized.length,
      missing: active ? localized.filter((route) => !built.has(route)) : [],
      familyProblems,
    };
  });

  const listed = new Set(spec.groups.flatMap((g) => g.routes));
  const families = spec.groups.flatMap((g) => (g.families ?? []).map((f) => familyPattern(f.route)));
  const unexpected = [...byNeutral]
    .filter(([, { neutral }]) => !listed.has(neutral) && !families.some((pattern) => pattern.test(neutral)))
    .map(([route]) => route)
    .sort();
  return { groups, unexpected };
}

/**
 * Why a route may be missing: the `pending` reason of a group that is not built yet and lists the
 * route (or a family it belongs to); undefined for every other route.
 * @param {SpecRoutes} spec
 * @param {readonly GroupCoverage[]} coverage the `groups` of `routeCoverage`
 * @returns {(route: string) => string | undefined}
 */
export function pendingRouteReason(spec, coverage) {
  const prefixed = spec.locales.filter((l) => l !== spec.defaultLocale);
  const waiting = spec.groups.filter((group) => coverage.some((c) => c.name === group.name && !c.active));
  return (route) => {
    const trimmed = route.length > 1 ? route.replace(/\/+$/, '') : route;
    const { neutral } = splitLocale(trimmed, prefixed, spec.defaultLocale);
    const group = waiting.find((g) => g.routes.includes(neutral) || (g.families ?? []).some((f) => familyPattern(f.route).test(neutral)));
    return group ? `${group.name} (${group.pending})` : undefined;
  };
}
