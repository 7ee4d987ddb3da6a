import {
  daysBetween,
  makeAttendanceFixture,
} from '../../../../packages/grids/src/attendance/testing/fixture.ts';

/** The benchmark's month: every contender renders these same records and days. */
export const from = '2026-10-01';
export const to = '2026-10-31';
export const days = daysBetween(from, to);

/**
 * The attendance comparison's data, `?employees=` of them, and the row first paint waits for:
 * the first employee with every day of the month stored (one who joined mid-month has empty
 * cells where the viewport starts), its employee cell and 7 days filled.
 */
export const attendanceScenario = {
  data: (params) => ({
    fixture: makeAttendanceFixture({ employees: Number(params.get('employees') ?? 1000), from, to }),
    days,
  }),
  watchedCode: ({ fixture }) => fixture.records.find((record) => record.days.length === days.length).code,
  filledCells: 8,
};
