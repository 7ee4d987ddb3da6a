import {
  daysBetween,
  makeAttendanceFixture,
} from '../../../../packages/grids/src/attendance/testing/fixture.ts';

/** The benchmark's month: every contender renders these same records and days. */
export const from = '2026-10-01';
export const to = '2026-10-31';
export const days = daysBetween(from, to);

export function benchFixture(employees) {
  return makeAttendanceFixture({ employees, from, to });
}
