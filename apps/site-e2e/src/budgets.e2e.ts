import { BUDGETED_PAGE_TYPES, BUDGETS, budgetViolations, firstLoadByKind, KB } from '@lumidoc/site-checks';
import { describe, expect, inject, it } from 'vitest';

const siteDir = inject('siteDir');
// Every page of the built site, measured by what its HTML makes the browser load before it is usable.
const byKind = firstLoadByKind(siteDir);

/**
 * Byte budgets: deterministic, so a test; timings live in the benchmark. JS loaded at once counts
 * the script files and the HTML's inline scripts together; the hydration stage (React, the router,
 * the theme and the kind's chunk, loaded after the page has loaded) has its own budget.
 */
describe(`budgets: JS at once at most ${BUDGETS.js / KB} KB, JS to hydrate at most ${BUDGETS.hydration / KB} KB and CSS at most ${BUDGETS.css / KB} KB gzip`, () => {
  for (const { kind, label } of BUDGETED_PAGE_TYPES) {
    it(`${label}: the heaviest ${kind} page stays within both budgets`, () => {
      const summary = byKind.get(kind);
      expect(summary, `no ${kind} page was built`).toBeDefined();
      expect(summary!.problems).toEqual([]);
      expect(budgetViolations(summary!)).toEqual([]);
      // A stage with no script at all would pass its budget and mean the measurement broke.
      expect(summary!.js.files).toBeGreaterThan(0);
      expect(summary!.inline.files).toBeGreaterThan(0);
      expect(summary!.hydration.files).toBeGreaterThan(0);
    });
  }

  it('measures every kind of page the site has, each within the budgets', () => {
    const over = [...byKind.values()].flatMap((summary) => budgetViolations(summary));
    expect(over).toEqual([]);
    expect(byKind.size).toBeGreaterThanOrEqual(10);
  });
});
