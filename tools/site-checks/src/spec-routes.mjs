// The committed list of the spec's routes (data/spec-routes.json), read and checked for shape.
import fs from 'node:fs';
import path from 'node:path';

const FILE = path.join(import.meta.dirname, '..', 'data', 'spec-routes.json');

/**
 * The spec's routes, groups and families.
 * @returns {import('./route-coverage.mjs').SpecRoutes}
 */
export function readSpecRoutes() {
  const spec = JSON.parse(fs.readFileSync(FILE, 'utf8'));
  if (!Array.isArray(spec.locales) || !spec.locales.includes(spec.defaultLocale)) {
    throw new Error(`${FILE}: "locales" must be a list that includes "defaultLocale"`);
  }
  for (const [index, group] of (spec.groups ?? []).entries()) {
    if (typeof group.name !== 'string' || !Array.isArray(group.routes)) throw new Error(`${FILE}: groups[${index}] needs a "name" and a "routes" list`);
    const bad = group.routes.find((route) => typeof route !== 'string' || !route.startsWith('/'));
    if (bad !== undefined) throw new Error(`${FILE}: group "${group.name}" has the route ${JSON.stringify(bad)}; write routes as locale-neutral paths beginning with "/"`);
  }
  return spec;
}
