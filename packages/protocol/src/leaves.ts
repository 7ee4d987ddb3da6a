/**
 * Leaves as the server and the calendar share them (spec 000 §3 "Leaves", "Leave quota
 * response", §4 "Leave status", issue #14): the refusals (each the English i18n key the
 * client translates), the statuses and the quota record.
 *
 * A refusal about particular days is sent as `<key>: <what>` — the key, then the leave
 * type's code and the day as dd/MM/yyyy (spec 000 §5 "Date display") — so a client
 * translates the part before the first ': ' and shows the rest as it came
 * (`leaveRefusalParts`).
 */
export const leaveMessages = {
  overlap: 'A leave is already on this day',
  overQuota: 'The leave quota is used up',
  notApplicable: 'This leave type is not applicable to the employee',
  halfDayNotAllowed: 'A half day is not allowed for this leave type',
  /** Followed by the type's code and every day of it lacking its document. */
  documentRequired: 'A document is required for this leave type',
  /** spec 001 §8, word for word. */
  notEditable: 'Leaves cannot be edited',
  /** spec 001 §8, word for word: a rejected or cancelled leave stays as it is. */
  cannotDelete: 'leaves cannot be deleted',
  noSuchLeaveDay: 'This leave day does not exist',
  /** spec 000 §8 "Leave quota error": the balance is hidden and the picker says this. */
  quotaNotApplicable: 'Leave quota is not applicable',
} as const;

export type LeaveMessage = (typeof leaveMessages)[keyof typeof leaveMessages];

/** Leave statuses (spec 000 §4); intermediate_approved is shown as Processing. */
export const leaveStatusCodes = [
  'created',
  'intermediate_approved',
  'final_approved',
  'rejected',
  'cancelled',
] as const;
export type LeaveStatusCode = (typeof leaveStatusCodes)[number];

/** Statuses that hold their days: a rejected or cancelled leave frees them. */
export const liveLeaveStatuses: readonly LeaveStatusCode[] = [
  'created',
  'intermediate_approved',
  'final_approved',
];

/** A day as the refusals and the screens show it: dd/MM/yyyy of an IST day key (YYYY-MM-DD). */
export const leaveDayText = (day: string): string =>
  `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** A refusal naming what it is about: `A leave is already on this day: 05/11/2026`. */
export const leaveRefusal = (message: LeaveMessage, ...what: string[]): string =>
  what.length ? `${message}: ${what.join(', ')}` : message;

/** A server text split into its translatable key and the rest (empty when it has none). */
export function leaveRefusalParts(text: string): { key: string; rest: string } {
  const at = text.indexOf(': ');
  return at < 0 ? { key: text, rest: '' } : { key: text.slice(0, at), rest: text.slice(at + 2) };
}

/** A leave type an employee may apply for, with its balance on the quota's date. */
export interface ApplicableLeaveType {
  id: string;
  code: string;
  name: Partial<Record<'eng' | 'fr' | 'hin' | 'ben', string>> | null;
  mandatory_document_upload: boolean;
  allow_half_day: boolean;
  /** Unpaid types (leave without pay) are listed but left out of the totals. */
  paid: boolean;
  /** Days still free this month: the monthly limit's rest, capped by the year's. */
  leaves_left: number;
  /** Days still free this calendar year: quota plus carried forward, less days taken or pending. */
  yearly_leaves_left: number;
  /**
   * The compensatory off type (code CO) only: its balance is the credits work on holidays and
   * weekly offs earned, not a quota (issue #29 item 2); both balances above are its days left.
   */
  compensatory_off?: CompensatoryOffBalance;
}

/** The leave type whose balance is the compensatory offs earned (seeded; attendance README). */
export const compensatoryOffLeaveCode = 'CO';

/**
 * One line of a compensatory off balance's history: a credit earned by a worked day, days of
 * it used by a CO leave day, days of it gone when its take-by day passed, or a CO leave day no
 * credit covers (a credit taken back by a recompute after the leave was applied).
 */
export interface CompensatoryOffEntry {
  kind: 'earned' | 'used' | 'expired' | 'uncovered';
  /** IST day: the day worked, the leave day, or the take-by day that passed. */
  day: string;
  days: number;
  /** The credit's worked day and take-by day; null on an uncovered leave day. */
  earned_on: string | null;
  until: string | null;
}

export interface CompensatoryOffBalance {
  /** The take-by day of the credit the next CO leave day uses (the earliest expiring left), null with none left. */
  next_until: string | null;
  history: CompensatoryOffEntry[];
}

/** txn_show_leaves_quota's record (spec 000 §3 "Leave quota response"). */
export interface LeaveQuotaRecord {
  /** Paid days still free this month, over the applicable types. */
  leaves_left: number;
  /** Paid days still free this year, over the applicable types. */
  yearly_leaves_left: number;
  status: 'applicable';
  /** The IST day the balance is for (YYYY-MM-DD). */
  input_date: string;
  applicable_leave_types: ApplicableLeaveType[];
}

/**
 * The statuses of the leaves waiting for a user's decision (issue #14 item 4), as the demo
 * leaves workflow moves them: an approving officer, HR or the admin finalises created and
 * Processing leaves; a reporting officer moves created ones to Processing; anyone else
 * decides none. The user's own leaves are never waiting for it.
 */
export function waitingStatuses(env: {
  isAdmin: boolean;
  isAO: boolean;
  isHR: boolean;
  isRO: boolean;
}): LeaveStatusCode[] {
  if (env.isAdmin || env.isAO || env.isHR) return ['created', 'intermediate_approved'];
  return env.isRO ? ['created'] : [];
}

/** The list filter of the leaves waiting for a user (spec 000 §7's filter payload). */
export function waitingFilters(env: Parameters<typeof waitingStatuses>[0] & { employees_id: string }) {
  return [
    { path: 'leave_status', operator: 'in', value: waitingStatuses(env), joinop: 'and' as const },
    { path: 'employees_id', operator: '!=', value: env.employees_id, joinop: 'and' as const },
  ];
}
