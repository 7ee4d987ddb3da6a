/**
 * Allocations and duty charts as the grids and the server share them (spec 001 §2, §3,
 * §5, §8): the spec's messages, word for word (the i18n keys), and the wire shapes of
 * their lists.
 */
export const allocationMessages = {
  rejectOrDeleteLeave: 'Please reject or delete leave to mark allocations',
  selectContract: 'Please select contract',
  onlyDcoMakes: 'Only duty chart officer can make the duty chart',
  onlyDcoEdits: 'Only duty chart officer can edit duty chart',
  marked: '{{count}} allocation marked',
  deleted: '{{count}} allocation deleted',
  deletionFailed: '{{count}} allocation deletion failed',
  notMarked: '{{count}} not marked',
  enterAllValues: 'enter all values',
  selectCellsToDelete: 'Select cells to delete',
  leavesCannotBeDeleted: 'leaves cannot be deleted',
  deleting: 'Deleting allocations...',
  updating: 'Updating allocations...',
  errorOccurred: 'An error occurred: {{message}}',
} as const;

/** One day of an employee's allocation: the period covering it, as the grid's cell. */
export interface AllocationCell {
  allocations_id: string;
  period_id: string;
  /** The IST day, YYYY-MM-DD. */
  day: string;
  contracts_id: string | null;
  sites_id: string | null;
  products_id: string | null;
  shifts_id: string | null;
  allocation_type: string | null;
  departments_id: string | null;
}

/** The leave statuses allocations show (spec 001 §4 "Allocations"). */
export const allocationLeaveStatuses = ['intermediate_approved', 'final_approved'] as const;
export type AllocationLeaveStatus = (typeof allocationLeaveStatuses)[number];

/** A day of an approved leave, as an allocation cell shows it instead of an allocation. */
export interface AllocationLeaveDay {
  leaves_id: string;
  leave_day_id: string;
  day: string;
  leave_status: AllocationLeaveStatus;
  leave_types_id: string | null;
  leave_type_code: string | null;
  /** first_half or second_half for a half day (drawn half-filled), else null. */
  half_day_duration: string | null;
}

/** One employee's row of the allocation grid. */
export interface EmployeeAllocations {
  id: string;
  code: string;
  first_name: Record<string, string> | null;
  middle_name: Record<string, string> | null;
  last_name: Record<string, string> | null;
  designation: string | null;
  departments: string | null;
  subsections: string | null;
  /** The day the employee joined, YYYY-MM-DD (IST), or null. */
  joining_date: string | null;
  days: AllocationCell[];
  leaves: AllocationLeaveDay[];
}

/** A person on a duty chart, a weekly off or a leave. */
export interface DutyChartPerson {
  employees_id: string;
  code: string;
  name: string;
}

/** A program's day: its chart (null until one is saved) and who is on it. */
export interface DutyChartCell {
  duty_chart_id: string | null;
  employees: DutyChartPerson[];
}

/** A program (task) row of the duty-charts grid. */
export interface DutyChartProgram {
  id: string;
  code: string;
  name: string;
  /** Minutes from midnight [start, end]; an end past midnight is end + 1440. */
  time_slot: [number, number] | null;
  departments_id: string | null;
  subsections_id: string | null;
  /** The last day the program runs, YYYY-MM-DD, or null. */
  deactivation_date: string | null;
  /** By day, YYYY-MM-DD; a day without a chart is absent. */
  cells: Record<string, DutyChartCell>;
}

/** A weekly off or a leave on one day of the week. */
export interface DutyChartLeave extends DutyChartPerson {
  leaves_id: string;
  leave_status: string | null;
  leave_type_code: string | null;
}

/** The duty-charts grid's week: one record. */
export interface DutyChartWeek {
  /** Monday to Sunday, YYYY-MM-DD. */
  days: string[];
  programs: DutyChartProgram[];
  /** The pinned 'Weekly Off' row: leaves of type WO, by day. */
  weeklyOffs: Record<string, DutyChartLeave[]>;
  /** The pinned 'Leaves' row: every other leave, by day. */
  leaves: Record<string, DutyChartLeave[]>;
  /** 'Monthly Weekly Off Count' of the month the week starts in, count descending. */
  monthlyWeeklyOffCount: (DutyChartPerson & { count: number })[];
}
