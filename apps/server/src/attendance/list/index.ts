export { type DayCell, loadDayCells } from './day-cells.js';
export {
  type AttendanceListPage,
  type EmployeeAttendance,
  listAttendanceWithSummary,
} from './list-with-summary.js';
export {
  AttendanceListError,
  type AttendanceListParams,
  attendanceListMessages,
  maxEmployeesPerRequest,
  parseAttendanceListParams,
} from './params.js';
