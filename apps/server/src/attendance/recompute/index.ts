export {
  maxRecomputeDays,
  recomputeAfterPunches,
  recomputeEmployeeAttendance,
} from './recompute-employee.js';
