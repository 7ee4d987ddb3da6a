export { loadHolidayDates } from './load-inputs.js';
export {
  maxRecomputeDays,
  recomputeAfterPunches,
  recomputeChunks,
  recomputeEmployeeAttendance,
  recomputeEmployeeDays,
  recomputeEmployeesDays,
  recomputePunchedDaysIn,
} from './recompute-employee.js';
