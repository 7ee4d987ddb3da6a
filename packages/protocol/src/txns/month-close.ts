import { z } from 'zod';
import { declareTxn, replyOf } from './declare.js';

/**
 * Month close's texts (issue #32): each is the English i18n key the client translates, with
 * `{{…}}` for what the refusal's data carries (`n`, `m`, `month` as `YYYY-MM`, `business`).
 */
export const monthCloseMessages = {
  /** Generation asks before going on (issue #32 item 2)… */
  unapprovedAttendance:
    '{{n}} attendance days of {{m}} employees are not approved yet for {{month}}, generate anyway?',
  /**
   * …and is refused outright when no day of the month is approved: a question the user cannot
   * answer yes to would read as an offer, so the refusal says what to do instead.
   */
  noAttendanceApproved:
    'No attendance day of {{month}} is approved yet ({{n}} days of {{m}} employees): approve the attendance before generating',
  /** A write into a closed month (issue #32 item 3). */
  monthClosed: 'This month is closed for {{business}}: {{month}}',
  invalidRequest: 'Invalid month close request',
  notPermitted: 'You are not allowed to do this',
  stepsOpen: 'These steps are not done and not waived',
  notClosed: 'This month is not closed',
  notOver: 'A month is closed once it is over',
  closed: 'Month closed',
  reopened: 'Month reopened',
} as const;

/** A month-close message filled with its values, as the server's refusal carries it in English. */
export const monthCloseMessage = (message: string, values: Record<string, string | number>): string =>
  message.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** What the refusal of a generation with unapproved attendance carries in its data. */
export interface UnapprovedAttendanceData {
  kind: 'unapproved_attendance';
  /** Attendance days not approved, and the employees they belong to. */
  n: number;
  m: number;
  month: string;
  /** 'warn' asks (the user may send `proceed_unapproved`), 'block' refuses whatever it says. */
  level: 'warn' | 'block';
  confirm?: true;
}

/**
 * The steps of a business's month (issue #32 item 1), in the order the work is done, each
 * counted as the records still holding it up; a step is done at 0. The ECR and ESI files
 * count 1 while the month's approved payslips carry EPF (ESI) and their file was not
 * downloaded since they were last approved or changed (the server records each download
 * with a digest of its payslips). Challans are checked by the contractor compliance
 * scorecard on the same screen (`./compliance.ts`).
 */
export const monthCloseSteps = [
  'attendance_unapproved',
  'single_punches',
  'leaves_undecided',
  'no_salary_structure',
  'no_bank_account',
  'payslips_not_generated',
  'payslips_zero',
  'payslips_unapproved',
  'ecr_not_downloaded',
  'esi_not_downloaded',
  'invoices_not_generated',
  'invoices_unapproved',
  'invoice_documents_pending',
  // leavers' full-and-final settlements not paid: due within two working days, or late (issue #34 item 6)
  'settlements_due',
  'settlements_late',
] as const;
export type MonthCloseStep = (typeof monthCloseSteps)[number];
export type StepCounts = Record<MonthCloseStep, number>;

/** A month as `YYYY-MM`. */
export const monthKeySchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month as YYYY-MM');

const waiverSchema = z
  .object({ step: z.enum(monthCloseSteps), reason: z.string().trim().min(1).max(500) })
  .strict();
export type Waiver = z.output<typeof waiverSchema>;

/** One entry of a month's close record: who did what, when, and why. */
export interface MonthCloseEvent {
  action: 'close' | 'reopen' | 'waive';
  step: MonthCloseStep | null;
  reason: string | null;
  done_by: string;
  done_by_name: string;
  done_at: string;
}

/** One business's month as the month-close screen shows it. */
export interface MonthCloseBusiness {
  partners_id: string;
  business: string;
  /** The business's time zone: its month and today are counted in it (`monthCloseStepList` too). */
  time_zone: string;
  /** The user's own business (a principal employer sees its contractors' rows as well). */
  own: boolean;
  counts: StepCounts;
  closed: { at: string; by: string } | null;
  events: MonthCloseEvent[];
}

/** `txn_month_close_status`: a month's steps for the user's business, and its contractors' for a principal employer. */
export const monthCloseStatusTxn = declareTxn({
  name: 'txn_month_close_status',
  folder: 'month_close',
  op: 'R',
  params: z.object({ month: monthKeySchema }).strict(),
  refusal: monthCloseMessages.invalidRequest,
  reply: replyOf<MonthCloseBusiness>(),
});

/** `txn_month_close_close`: closes the user's business's month, its open steps waived with reasons. */
export const monthCloseCloseTxn = declareTxn({
  name: 'txn_month_close_close',
  folder: 'month_close',
  op: 'X',
  params: z.object({ month: monthKeySchema, waivers: z.array(waiverSchema).max(20).default([]) }).strict(),
  refusal: monthCloseMessages.invalidRequest,
  reply: replyOf<MonthCloseBusiness>(),
});

/** `txn_month_close_reopen`: reopens it, with the reason recorded. */
export const monthCloseReopenTxn = declareTxn({
  name: 'txn_month_close_reopen',
  folder: 'month_close',
  op: 'X',
  params: z.object({ month: monthKeySchema, reason: z.string().trim().min(1).max(500) }).strict(),
  refusal: monthCloseMessages.invalidRequest,
  reply: replyOf<MonthCloseBusiness>(),
});

/** A closed month of a business, as the attendance grid and the leaves calendar show the lock. */
export interface ClosedMonthRecord {
  partners_id: string;
  business: string;
  month: string;
}

/** `txn_month_close_locks`: the closed months of the businesses the user sees, newest first (any user). */
export const monthCloseLocksTxn = declareTxn({
  name: 'txn_month_close_locks',
  folder: 'month_close',
  op: 'R',
  params: z.object({}).strict(),
  refusal: monthCloseMessages.invalidRequest,
  reply: replyOf<ClosedMonthRecord>(),
});
