export {
  maxRecomputeDays,
  recomputeAfterPunches,
  recomputeChunks,
  recomputeEmployeeAttendance,
  recomputeEmployeeDays,
  recomputeEmployeesDays,
} from './recompute-employee.js';
