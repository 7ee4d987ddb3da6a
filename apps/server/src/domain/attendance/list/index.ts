export { loadDayCells } from './day-cells.js';
export {
  type AttendanceListPage,
  listAttendanceWithSummary,
} from './list-with-summary.js';
