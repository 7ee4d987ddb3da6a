import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PatchRow } from '../../patch/request.js';
import { TxnError } from '../../txn/types.js';
import { istDayKey } from '../compute/index.js';
import type { AttendanceEdit } from '../edits/params.js';
import { editOwnMessages } from '../edits/rules.js';
import { checkAttendanceEdit, type EditCheckContext } from '../edits/store-edits.js';

/** A reference as the patch carries it (`[{id}]`, a bare id, null or `[]`). */
function referenceId(value: unknown): string | null {
  const item = Array.isArray(value) ? value[0] : value;
  if (typeof item === 'string') return item;
  if (typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'string')
    return (item as { id: string }).id;
  return null;
}

const dayOfValue = (value: unknown): string | null =>
  typeof value === 'string' || value instanceof Date ? istDayKey(new Date(value).getTime()) : null;

/**
 * The generic update and delete of attendance_edits rows go through the rules of the
 * named edit txns (spec 001 §4–§6): the edited day must be editable, not approved, not a
 * leave, and a Single Punch day for users other than admin, AO, RO, DCO and HR; an
 * update that names Leave needs a leave type, Compensatory Off a date. An edit stays on
 * its employee and day. The first refusal refuses the whole patch.
 */
export async function checkEditWrites(
  trx: Kysely<Database>,
  context: EditCheckContext,
  rows: readonly PatchRow[],
): Promise<void> {
  for (const row of rows) {
    if (row.op === 'C' || typeof row.key !== 'string') continue;
    const stored = (
      await sql<{
        employees_id: string | null;
        attendance_date: Date | null;
        att_type: string | null;
        leave_type: string | null;
        in_lieu_of: Date | null;
      }>`select employees_id, attendance_date, att_type, leave_type, in_lieu_of from attendance_edits
        where id = ${row.key} and not deleted`.execute(trx)
    ).rows[0];
    // a row that is not there is refused by the patch itself ('not found')
    if (!stored?.attendance_date) continue;
    const day = istDayKey(new Date(stored.attendance_date).getTime());
    const { data } = row;
    if (
      row.op === 'U' &&
      (('employees_id' in data && referenceId(data.employees_id) !== stored.employees_id) ||
        ('attendance_date' in data && dayOfValue(data.attendance_date) !== day))
    )
      throw new TxnError(editOwnMessages.employeeAndDayFixed, { key: row.key });
    const updated = (name: 'att_type' | 'leave_type') =>
      row.op === 'U' && name in data ? referenceId(data[name]) : stored[name];
    const edit: AttendanceEdit = {
      employees_id: stored.employees_id,
      attendance_date: day,
      // a delete sets nothing: only the day's own rules apply
      att_type: row.op === 'D' ? null : updated('att_type'),
      leave_type: row.op === 'D' ? null : updated('leave_type'),
      in_lieu_of:
        row.op === 'D'
          ? null
          : 'in_lieu_of' in data
            ? dayOfValue(data.in_lieu_of)
            : dayOfValue(stored.in_lieu_of),
    };
    const check = await checkAttendanceEdit(trx, context, edit);
    if (check.kind === 'refused') throw new TxnError(check.message, { issues: check.issues, key: row.key });
  }
}
