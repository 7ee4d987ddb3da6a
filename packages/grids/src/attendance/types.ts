import type {
  AttendanceDayCell,
  AttendanceEditInput,
  AttendanceListFilters,
  AttendanceTotals,
  EmployeeAttendance,
  ErrorReplyData,
} from '@muster/protocol';
import type { FetchBlock } from '../shared/loader/block-loader';

/**
 * The contracts between the attendance pieces: the grid (grid/, selection/; its loader and
 * selection maths are ../shared's),
 * the cell editor and register view (editor/, register/) and the screen that composes
 * them with its toolbar and filters (toolbar/, screen/).
 */

export { type CellAddress, type CellKey, cellKey } from '../shared/cell-key';

/** A choosable reference row (a site, shift, designation, …) with its display label. */
export interface ReferenceOption {
  id: string;
  code: string | null;
  label: string;
}
export interface ShiftOption extends ReferenceOption {
  /** shift_range minutes from IST midnight; end may pass 1440 for a night shift. */
  start: number | null;
  end: number | null;
  /** The shift's own minimum working minutes (else the day's due time is 510). */
  minWorkingMinutes: number | null;
}
export interface SubsectionOption extends ReferenceOption {
  departmentId: string | null;
}
export interface AttendanceTypeOption extends ReferenceOption {
  code: string;
}

/** The reference rows cells, legend, tooltip, editor and filters label ids with. */
export interface AttendanceReferences {
  sites: ReferenceOption[];
  shifts: ShiftOption[];
  /** Products (designations). */
  designations: ReferenceOption[];
  departments: ReferenceOption[];
  subsections: SubsectionOption[];
  attendanceTypes: AttendanceTypeOption[];
  leaveTypes: ReferenceOption[];
  /** Reporting officers (loaded for admin and AO). */
  reportingOfficers: ReferenceOption[];
  /**
   * The business's time zone (its `time_zone`): the grid's days and punch clock are counted
   * in it (protocol README, 'The business's calendar'), not in the browser's or a fixed IST.
   */
  timeZone: string;
}

/** Who the user is, as the attendance screens need it (spec 001 §6). */
export interface AttendanceUser {
  employeeId: string | null;
  isAdmin: boolean;
  isAO: boolean;
  isRO: boolean;
  isHR: boolean;
  isDCO: boolean;
  /** The selected business is the user's own organisation (adding rows and editing cells need it). */
  ownBusiness: boolean;
}

/** One block request of the grid's rows (the screen binds range, filters, search and order). */
export type FetchAttendanceBlock = FetchBlock<EmployeeAttendance, AttendanceTotals>;

/** The grid's row query: a change starts a new loader generation and drops stale replies. */
export interface AttendanceQuery {
  /**
   * The selected business's handle (sent as `target_swhandle`): another business's rows are
   * other rows, so switching the business filter starts a new generation too (it once kept
   * the previous business's rows, issue #13).
   */
  business: string;
  from: string;
  to: string;
  filters: AttendanceListFilters;
  search: string;
  orderBy: 'code' | 'name';
}

/** An edit queued on the client until Save (Alt+S) sends it with `txn_attendance_edits_mark`. */
export interface PendingEdit extends AttendanceEditInput {
  /** Fresh client id (nanoid-free: a UUID, as the server's edit id). */
  id: string;
  employees_id: string;
}

/** What the editor popup opens on. */
export interface CellEditRequest {
  employee: EmployeeAttendance;
  date: string;
  /** The stored day, or null for an empty cell. */
  day: AttendanceDayCell | null;
  /** A queued edit of this cell, shown instead of the stored values. */
  pending: PendingEdit | null;
}

export type NoticeKind = 'success' | 'warning' | 'error' | 'info';
/** A notice; an error's may bring the refusal's data, whose text (key and values) the host shows in the user's language. */
export type Notify = (kind: NoticeKind, message: string, data?: ErrorReplyData) => void;

/** An employee as pickers and lists show it. */
export interface EmployeeOption {
  id: string;
  code: string;
  name: string;
}

/** Employees whose name or code matches the text (called from 2 typed characters, spec 001 §5 "Search"). */
export type SearchEmployees = (text: string) => Promise<EmployeeOption[]>;

/** What the editor popup opens on for a new row (Alt+I): a day, no employee chosen yet. */
export interface NewRowRequest {
  newRow: true;
  date: string;
}

/** What the cell editor popup opens on: a cell, or a new row. */
export type EditorRequest = CellEditRequest | NewRowRequest;
