export {
  maxRecomputeDays,
  recomputeAfterPunches,
  recomputeChunks,
  recomputeEmployeeAttendance,
  recomputeEmployeeDays,
  recomputeEmployeesDays,
  recomputePunchedDaysIn,
} from './recompute-employee.js';
