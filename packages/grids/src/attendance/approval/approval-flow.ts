import { type TxnClient, TxnFailure } from '@muster/folder-engine';
import {
  type ApprovalStatus,
  type AttendanceCellRef,
  type AttendanceDayCell,
  attendanceApproveTxn,
  attendanceRejectTxn,
  type EmployeeAttendance,
} from '@muster/protocol';
import type { GridsMessageKey } from '../../i18n/messages';
import type { GridsTranslate } from '../../i18n/translate';
import type { Notify } from '../types';

/** Approve to a status (settle is an approval to `settled`), or reject. */
export type ApprovalAction = { kind: 'approve'; status: ApprovalStatus } | { kind: 'reject' };

/** A selected cell with its stored day (null for an empty cell). */
export interface SelectedDay {
  employeeId: string;
  date: string;
  day: AttendanceDayCell | null;
}

/** Shows a loading notice until the returned function is called. */
export type ShowLoading = (message: string) => () => void;

export interface ApprovalNotices {
  notify: Notify;
  loading: ShowLoading;
  t: GridsTranslate;
}

/** The status a cell shows once the action is done. */
export const actionStatus = (action: ApprovalAction): string =>
  action.kind === 'reject' ? 'rejected' : action.status;

/**
 * Whether a stored status already is (or is past) what the action sets, as the server
 * decides it: an approval never steps a final approval back, settled is the last step.
 */
export function showsAction(status: string | null, action: ApprovalAction): boolean {
  if (action.kind === 'reject') return status === 'rejected';
  if (status === action.status || status === 'settled') return true;
  return action.status !== 'settled' && status === 'final_approved';
}

/**
 * Whether reloaded rows show the action on every selected stored day (empty cells are
 * never written; an employee missing from the rows has not been reloaded yet).
 */
export function rowsShowAction(
  records: readonly EmployeeAttendance[],
  selected: readonly SelectedDay[],
  action: ApprovalAction,
): boolean {
  const byId = new Map(records.map((record) => [record.id, record]));
  return selected.every(({ employeeId, day }) => {
    if (!day) return true;
    const stored = byId.get(employeeId)?.days.find((candidate) => candidate.id === day.id);
    return stored !== undefined && showsAction(stored.attendance_status, action);
  });
}

export const cellRefs = (selected: readonly SelectedDay[]): AttendanceCellRef[] =>
  selected.map(({ employeeId, date, day }) => ({
    attendance_id: day?.id ?? null,
    employees_id: employeeId,
    attendance_date: date,
  }));

/** `txn_attendance_approve` / `_reject` of the cells, on the selected business (spec 001 §7). */
function sendApproval(
  client: TxnClient,
  action: ApprovalAction,
  cells: AttendanceCellRef[],
  targetSwhandle: string,
) {
  const options = { target_swhandle: targetSwhandle };
  return action.kind === 'reject'
    ? client.call(attendanceRejectTxn, { cells }, options)
    : client.call(attendanceApproveTxn, { cells, status: action.status }, options);
}

/**
 * The shortfall the approval takes on (spec 001 §4 'Total deficit hours'): the sum of the
 * negative deficits of the stored days it writes (days already at the status are skipped).
 */
export function approvedDeficitMinutes(selected: readonly SelectedDay[], action: ApprovalAction): number {
  if (action.kind === 'reject') return 0;
  let total = 0;
  for (const { day } of selected) {
    if (day && !showsAction(day.attendance_status, action) && day.deficit_minutes < 0)
      total += day.deficit_minutes;
  }
  return total;
}

export type ApprovalOutcome = { ok: true; written: number } | { ok: false };

/**
 * Runs the approval with its notices (spec 001 §8): the loading text, each warning of the
 * reply ('N attendance cells are already approved'), then the success text, or the
 * server's refusal as an error (with the warnings it gave).
 */
export async function runApproval(
  client: TxnClient,
  action: ApprovalAction,
  selected: readonly SelectedDay[],
  targetSwhandle: string,
  { notify, loading, t }: ApprovalNotices,
): Promise<ApprovalOutcome> {
  const done = loading(t(action.kind === 'reject' ? 'Rejecting attendance...' : 'Approving attendance...'));
  try {
    const result = await sendApproval(client, action, cellRefs(selected), targetSwhandle);
    const reply = result.data;
    for (const warning of reply.warnings ?? [])
      notify('warning', serverText(t, warning.message, { count: warning.count }));
    notify('success', serverText(t, result.message));
    return { ok: true, written: reply.written ?? 0 };
  } catch (error) {
    notifyFailure(notify, error, (message) => serverText(t, message));
    return { ok: false };
  } finally {
    done();
  }
}

/**
 * A server's message in the interface language: the server answers the spec's English
 * texts, which are the keys of the grids' tables; a text not in them shows as it came.
 */
export const serverText = (t: GridsTranslate, text: string, values?: Record<string, string | number>) =>
  t(text as GridsMessageKey, values);

/** The user-facing text of a failed call: the server's message, or the transport's. */
export const failureMessage = (error: unknown): string =>
  error instanceof TxnFailure || error instanceof Error ? error.message : String(error);

/**
 * A failed call as an error notice: its message in the grids' words, with a refusal's data,
 * whose text (key and values) the host shows in the user's language (a closed month's).
 */
export const notifyFailure = (notify: Notify, error: unknown, translate: (message: string) => string): void =>
  notify('error', translate(failureMessage(error)), error instanceof TxnFailure ? error.data : undefined);
