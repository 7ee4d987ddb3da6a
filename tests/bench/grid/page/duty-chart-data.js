import { makeDutyChartWeek } from '../../../../packages/grids/src/duty-charts/testing/fixture.ts';

/**
 * `?programs=` rows of `?perCell=` employees a day over a week from a Monday. First paint waits
 * for the first program's row with its program cell and the 7 days filled.
 */
export const dutyChartScenario = {
  data: (params) =>
    makeDutyChartWeek({
      monday: '2026-10-05',
      programs: Number(params.get('programs') ?? 50),
      perCell: Number(params.get('perCell') ?? 20),
    }),
  watchedCode: ({ week }) => week.programs[0].code,
  filledCells: 8,
};
