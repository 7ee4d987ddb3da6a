import type { PayrollMonth } from '@muster/payroll-rules';
import { monthCloseMessage, monthCloseMessages, type UnapprovedAttendanceData } from '@muster/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import { TxnError } from '../../platform/refusal.js';
import { type GenerationDays, loadAttendanceApproval } from './load/attendance-counts.js';
import { attendanceGate } from './rules/attendance-gate.js';

/**
 * Refuses a payroll or invoice generation over unapproved attendance (issue #32 item 2): with
 * some days unapproved it refuses with `confirm` until the caller sends `proceed`, with none
 * approved it refuses whatever `proceed` says, saying so. The refusal's data carries the counts and the
 * month so the client asks in the user's language.
 */
export async function refuseUnapprovedAttendance(
  db: Kysely<Database>,
  days: GenerationDays,
  month: PayrollMonth,
  proceed: boolean,
): Promise<void> {
  const gate = attendanceGate(await loadAttendanceApproval(db, days, month));
  if (gate.kind === 'pass' || (gate.kind === 'warn' && proceed)) return;
  const data: UnapprovedAttendanceData = {
    kind: 'unapproved_attendance',
    n: gate.days,
    m: gate.employees,
    month: month.key,
    level: gate.kind,
    ...(gate.kind === 'warn' && { confirm: true as const }),
  };
  const message =
    gate.kind === 'warn' ? monthCloseMessages.unapprovedAttendance : monthCloseMessages.noAttendanceApproved;
  throw new TxnError(monthCloseMessage(message, { n: data.n, m: data.m, month: data.month }), { ...data });
}
