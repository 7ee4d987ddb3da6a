// Fixtures for stories and tests, kept off the main entry: `@muster/grids/testing`.
export {
  type AllocationFixture,
  fixtureAllocationsBlock,
  makeAllocationFixture,
} from '../allocations/testing/fixture';
export {
  type AttendanceFixture,
  type AttendanceFixtureOptions,
  fixtureFetchBlock,
  fixtureOfficer,
  makeAttendanceFixture,
} from '../attendance/testing/fixture';
export { type FixtureClient, fixtureTxnClient } from '../attendance/testing/fixture-client';
export { makeDutyChartWeek } from '../duty-charts/testing/fixture';
export { type FixtureLeave, fixtureLeave, fixtureLeavesClient } from '../leaves/testing/fixture-leaves';
