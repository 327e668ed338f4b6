import { BUDGETED_PAGE_TYPES, BUDGETS, budgetViolations, firstLoadByKind, KB } from '@lumidoc/site-checks';
import { describe, expect, inject, it } from 'vitest';

const siteDir = inject('siteDir');
// Every page of the built site, measured by what its HTML makes the browser load before it is usable.
const byKind = firstLoadByKind(siteDir);

/** Issue 15's byte budgets: deterministic, so a test; timings live in the benchmark. */
describe(`first-load budgets: JS at most ${BUDGETS.js / KB} KB and CSS at most ${BUDGETS.css / KB} KB gzip`, () => {
  for (const { kind, label } of BUDGETED_PAGE_TYPES) {
    it(`${label}: the heaviest ${kind} page stays within both budgets`, () => {
      const summary = byKind.get(kind);
      expect(summary, `no ${kind} page was built`).toBeDefined();
      expect(summary!.problems).toEqual([]);
      expect(budgetViolations(summary!)).toEqual([]);
      // A first load with no script at all would pass the budget and mean the measurement broke.
      expect(summary!.js.files).toBeGreaterThan(0);
    });
  }

  it('measures every kind of page the site has, each within the budgets', () => {
    const over = [...byKind.values()].flatMap((summary) => budgetViolations(summary));
    expect(over).toEqual([]);
    expect(byKind.size).toBeGreaterThanOrEqual(10);
  });
});
