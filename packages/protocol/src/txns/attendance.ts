import { z } from 'zod';
import type {
  AttendanceApprovalReply,
  AttendanceDayCell,
  AttendanceTotals,
  EmployeeAttendance,
  RangePresence,
} from '../attendance.js';
import { declareTxn, replyOf } from './declare.js';

/**
 * The attendance txns (spec 001 §3, §4, §7; the server's attendance README). Their
 * refusals' texts are the product's i18n keys.
 */
export const attendanceParamsMessages = {
  invalidList: 'Invalid attendance list request',
  invalidApproval: 'Invalid attendance approval request',
  invalidEdit: 'Invalid attendance edit request',
  invalidRecalculation: 'Invalid attendance recalculation request',
  invalidDeviceKey: 'Invalid device key request',
} as const;

const dayMs = 86_400_000;
const dayAfter = (key: string, days: number) =>
  new Date(Date.parse(`${key}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/**
 * An IST day as the attendance txns take it: 'YYYY-MM-DD', and a real calendar day. A day that
 * is not one aborts the parse: the params' own checks (a range's length) count days from it,
 * and zod runs an object's checks after a field's continuable issue ('0000-00-00' threw there).
 */
export const dayKeySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD')
  .refine((key) => !Number.isNaN(Date.parse(`${key}T00:00:00Z`)) && dayAfter(key, 0) === key, {
    message: 'not a day',
    abort: true,
  });

/** Spec 001 §9: 200 employees per request (1 in the register view). */
export const maxEmployeesPerRequest = 200;
/** A month or a week: the longest range one request covers. */
export const maxRangeDays = 31;

const ids = z.array(z.uuid()).min(1).max(1000);

/** The list's employee filters (spec 001 §7 "Filters by list"), each an `in` filter of ids. */
export const attendanceListFiltersSchema = z
  .object({
    contracts_id: ids,
    designation: ids,
    departments: ids,
    sites_id: ids,
    shifts_id: ids,
    att_type: ids,
    partners_id: ids,
    reporting_manager: ids,
    employees_id: ids,
  })
  .partial()
  .strict();
export type AttendanceListFilters = z.output<typeof attendanceListFiltersSchema>;

const attendanceListParamsSchema = z
  .object({
    /** IST days, both included. */
    from: dayKeySchema,
    to: dayKeySchema,
    filters: attendanceListFiltersSchema.default({}),
    /** Words split on spaces; each must match a name part or the code. */
    search: z.string().max(200).default(''),
    orderBy: z.enum(['code', 'name']).default('code'),
    limit: z.number().int().min(1).max(maxEmployeesPerRequest).default(maxEmployeesPerRequest),
    offset: z.number().int().min(0).max(10_000_000).default(0),
  })
  .strict()
  .refine((params) => params.from <= params.to, 'to is before from')
  .refine(
    (params) => dayAfter(params.from, maxRangeDays - 1) >= params.to,
    `the range is longer than ${maxRangeDays} days`,
  );
export type AttendanceListRequest = z.input<typeof attendanceListParamsSchema>;
export type AttendanceListParams = z.output<typeof attendanceListParamsSchema>;

/**
 * The attendance grid's rows: one record per employee with its days, counts and totals;
 * `rowCount` the employees matching over every page. `aggregateSummary`, the totals of
 * every matching employee, and who of them punched in the range (`presence`), come with the
 * first page (offset 0) only.
 */
export const attendanceListWithSummaryTxn = declareTxn({
  name: 'txn_attendance_list_with_summary',
  folder: 'attendance',
  foldertype: 'mviews',
  op: 'R',
  params: attendanceListParamsSchema,
  refusal: attendanceParamsMessages.invalidList,
  reply: replyOf<EmployeeAttendance, { aggregateSummary?: AttendanceTotals; presence?: RangePresence }>(),
});

/** A month of a large team in one request, and no more. */
export const maxCellsPerRequest = 10_000;

/** A selected cell: its stored row (null for an empty cell), employee and IST day. */
const cellSchema = z
  .object({ attendance_id: z.uuid().nullable(), employees_id: z.uuid(), attendance_date: dayKeySchema })
  .strict();
export type AttendanceCellRef = z.output<typeof cellSchema>;

/** The statuses an approval may set (spec 001 §3, §4); settle is an approval to `settled`. */
export const approvalStatuses = ['final_approved', 'intermediate_approved', 'settled'] as const;

/** Approve (or settle, with status settled) the selected cells (spec 001 §4). */
export const attendanceApproveTxn = declareTxn({
  name: 'txn_attendance_approve',
  folder: 'attendance',
  foldertype: 'mviews',
  op: 'U',
  params: z
    .object({
      cells: z.array(cellSchema).max(maxCellsPerRequest),
      status: z.enum(approvalStatuses).default('final_approved'),
    })
    .strict(),
  refusal: attendanceParamsMessages.invalidApproval,
  reply: replyOf<never, AttendanceApprovalReply>(),
});
export type AttendanceApproveRequest = z.input<typeof attendanceApproveTxn.params>;

/** Reject the selected cells (spec 001 §4). */
export const attendanceRejectTxn = declareTxn({
  name: 'txn_attendance_reject',
  folder: 'attendance',
  foldertype: 'mviews',
  op: 'U',
  params: z.object({ cells: z.array(cellSchema).max(maxCellsPerRequest) }).strict(),
  refusal: attendanceParamsMessages.invalidApproval,
  reply: replyOf<never, AttendanceApprovalReply>(),
});

export const maxEditsPerRequest = 500;
/** Working and overtime are entered as HH:MM within a day (spec 001 §5). */
const maxDayMinutes = 23 * 60 + 59;

const reference = z.uuid().nullable().optional();
const minutes = z.number().int().min(0).max(maxDayMinutes).nullable().optional();
const instant = z.iso.datetime({ offset: true }).nullable().optional();

/** One manual edit of an employee's day: what it sets (absent keys keep the computed value). */
const editSchema = z
  .object({
    /** Generated by the client for a new edit (spec 001 §9), else by the server. */
    id: z.uuid().optional(),
    employees_id: z.uuid().nullable().optional(),
    attendance_date: dayKeySchema,
    att_type: reference,
    leave_type: reference,
    sites_id: reference,
    shifts_id: reference,
    designation: reference,
    departments: reference,
    subsections: reference,
    /** ISO with offset. */
    in_timestamp: instant,
    out_timestamp: instant,
    working_minutes: minutes,
    overtime_minutes: minutes,
    /** YYYY-MM-DD, needed for Compensatory Off. */
    in_lieu_of: dayKeySchema.nullable().optional(),
    notes: z.string().max(500).nullable().optional(),
  })
  .strict();
export type AttendanceEditInput = z.input<typeof editSchema>;
export type AttendanceEdit = z.output<typeof editSchema>;

const editParamsSchema = z.object({ edits: z.array(editSchema).min(1).max(maxEditsPerRequest) }).strict();

/** An edited day as the list's day cells, with its employee. */
export type EditedDayRecord = AttendanceDayCell & { employees_id: string };

/** Mark attendance: manual edits of employees' days (spec 001 §4, §5), recomputed at once. */
export const attendanceEditsMarkTxn = declareTxn({
  name: 'txn_attendance_edits_mark',
  folder: 'attendance_edits',
  foldertype: 'folders',
  op: 'C',
  params: editParamsSchema,
  refusal: attendanceParamsMessages.invalidEdit,
  reply: replyOf<EditedDayRecord>(),
});

/** New edit rows of the grid (Alt+I): as mark, and each names its site and type. */
export const attendanceEditsCreateTxn = declareTxn({
  name: 'txn_attendance_edits_create',
  folder: 'attendance_edits',
  foldertype: 'folders',
  op: 'C',
  params: editParamsSchema,
  refusal: attendanceParamsMessages.invalidEdit,
  reply: replyOf<EditedDayRecord>(),
});

/** Recomputes a contract's month of attendance in the background (spec 000 §3 "Recalculation params"). */
export const contractsRecalculateTxn = declareTxn({
  name: 'txn_contracts_recalculate',
  folder: 'contracts',
  op: 'X',
  params: z
    .object({
      id: z.uuid(),
      month: z.number().int().min(1).max(12),
      year: z.number().int().min(2000).max(2100),
    })
    .strict(),
  refusal: attendanceParamsMessages.invalidRecalculation,
  reply: replyOf<never>(),
});

/** A device's key, answered once (attendance README "Device keys"). */
export interface DeviceKeyRecord {
  devices_id: string;
  serial_number: string | null;
  key: string;
}

/**
 * Issues a device's key for its business, revoking any earlier one. The device is named by
 * its row's id, as a handler action on a row (op X) sends it.
 */
export const devicesIssueKeyTxn = declareTxn({
  name: 'txn_devices_issue_key',
  revealsOnce: true,
  folder: 'devices',
  op: 'X',
  params: z.object({ id: z.uuid() }).strict(),
  refusal: attendanceParamsMessages.invalidDeviceKey,
  reply: replyOf<DeviceKeyRecord>(),
});
