import { TxnFailure } from '@muster/folder-engine';
import { periodLabel } from '@muster/grids';
import { type Locale, monthCloseMessages, type UnapprovedAttendanceData } from '@muster/protocol';
import type { TFunction } from 'i18next';

/** A generation's refusal over unapproved attendance (issue #32 item 2), or null for any other. */
export function unapprovedAttendance(error: unknown): UnapprovedAttendanceData | null {
  if (!(error instanceof TxnFailure) || error.data?.kind !== 'unapproved_attendance') return null;
  return error.data as unknown as UnapprovedAttendanceData;
}

/**
 * Its message in the user's language, the month named as the language names it ('novembre
 * 2026'): the question when the user may go on, the refusal when no day is approved.
 */
export const unapprovedAttendanceText = (data: UnapprovedAttendanceData, t: TFunction, locale: Locale) =>
  t(
    data.level === 'warn' ? monthCloseMessages.unapprovedAttendance : monthCloseMessages.noAttendanceApproved,
    {
      n: data.n,
      m: data.m,
      month: periodLabel({ kind: 'month', start: `${data.month}-01` }, locale),
    },
  );
