export { loadHolidayDates } from './load-inputs.js';
export {
  lockEmployeesDays,
  maxRecomputeDays,
  recomputeAfterPunches,
  recomputeChunks,
  recomputeEmployeeAttendance,
  recomputeEmployeesDays,
  recomputePunchedDaysIn,
} from './recompute-employee.js';
