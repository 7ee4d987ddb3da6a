import { makeAllocationFixture } from '../../../../packages/grids/src/allocations/testing/fixture.ts';
import { daysBetween } from '../../../../packages/grids/src/attendance/testing/fixture.ts';

/** The allocation comparisons' days: a week from a Monday (`?view=week`) or the month (`month`). */
const ranges = { week: ['2026-10-05', '2026-10-11'], month: ['2026-10-01', '2026-10-31'] };

/**
 * `?employees=` of the allocation fixture over the view's days. First paint waits for the first
 * employee's row with its employee cell and 6 days filled: every employee has a weekly off (an
 * empty cell) in any 7 days.
 */
export const allocationScenario = {
  data: (params) => {
    const view = params.get('view') ?? 'week';
    const [from, to] = ranges[view];
    const fixture = makeAllocationFixture({ employees: Number(params.get('employees') ?? 1000), from, to });
    return { fixture, days: daysBetween(from, to), view, from, to };
  },
  watchedCode: ({ fixture }) => fixture.records[0].code,
  filledCells: 7,
};
