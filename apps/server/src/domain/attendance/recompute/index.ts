export { loadHolidayDates } from './load-inputs.js';
export { mergePunchedRanges, RecomputeBatches, recomputeAfterPunchesBatched } from './recompute-batches.js';
export {
  businessZonesOf,
  lockEmployeesDays,
  maxRecomputeDays,
  recomputeAfterPunches,
  recomputeChunks,
  recomputeEmployeeAttendance,
  recomputeEmployeesDays,
  recomputePunchedDaysIn,
} from './recompute-employee.js';
