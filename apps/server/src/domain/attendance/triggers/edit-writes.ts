import type { AttendanceEdit } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import type { PatchRow } from '../../../engine/patch/request.js';
import { zoneColumnSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';
import { TxnError } from '../../../platform/refusal.js';
import { istDayKey } from '../compute/index.js';
import { editOwnMessages } from '../edits/rules.js';
import { checkAttendanceEdit, type EditCheckContext } from '../edits/store-edits.js';

/** What the edit rules read of a stored attendance_edits row. */
interface StoredEdit {
  id: string;
  employees_id: string | null;
  /** The day, in the zone of the employee's business (issue #28 item 2). */
  day: string | null;
  att_type: string | null;
  leave_type: string | null;
  in_lieu_of: string | null;
}

const dayOf = (value: Date | null, timeZone: string) =>
  value === null ? null : istDayKey(new Date(value).getTime(), timeZone);

/** The attendance_edits rows of `ids` as stored now (deleted or not), by id. */
export async function readStoredEdits(
  trx: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, StoredEdit>> {
  if (!ids.length) return new Map();
  const rows = await sql<{
    id: string;
    employees_id: string | null;
    attendance_date: Date | null;
    att_type: string | null;
    leave_type: string | null;
    in_lieu_of: Date | null;
    time_zone: string;
  }>`select ae.id, ae.employees_id, ae.attendance_date, ae.att_type, ae.leave_type, ae.in_lieu_of,
      ${zoneColumnSql('bz.time_zone')} as time_zone
    from attendance_edits ae left join employees ez on ez.id = ae.employees_id
      left join partners bz on bz.id = ez.partners_id
    where ae.id = any(${ids}::uuid[])`.execute(trx);
  return new Map(
    rows.rows.map(({ time_zone, ...row }) => [
      row.id,
      { ...row, day: dayOf(row.attendance_date, time_zone), in_lieu_of: dayOf(row.in_lieu_of, time_zone) },
    ]),
  );
}

/**
 * After the generic patch of attendance_edits (which checked fields and permissions
 * first), its updates and deletes against the rules of the named edit txns (spec 001
 * §4–§6): the day editable, not approved, not a leave, a Single Punch day for users other
 * than admin, AO, RO, DCO and HR, Leave with a leave type, Compensatory Off with a date.
 * An edit stays on its employee and day. The attendance rows are not recomputed yet, so
 * the rules read the day as it was. A refusal throws and the write rolls back.
 */
export async function checkEditWrites(
  trx: Kysely<Database>,
  context: EditCheckContext,
  rows: readonly PatchRow[],
  before: ReadonlyMap<string, StoredEdit>,
): Promise<void> {
  const keys = rows.flatMap((row) => (row.op !== 'C' && typeof row.key === 'string' ? [row.key] : []));
  const after = await readStoredEdits(trx, keys);
  for (const row of rows) {
    const key = row.key as string;
    const was = before.get(key);
    const now = after.get(key);
    if (row.op === 'C' || !was?.day || !now) continue;
    if (now.employees_id !== was.employees_id || now.day !== was.day)
      throw new TxnError(editOwnMessages.employeeAndDayFixed, { key });
    // a delete sets nothing: only the day's own rules apply
    const sets = row.op === 'U';
    const edit: AttendanceEdit = {
      employees_id: was.employees_id,
      attendance_date: was.day,
      att_type: sets ? now.att_type : null,
      leave_type: sets ? now.leave_type : null,
      in_lieu_of: sets ? now.in_lieu_of : null,
    };
    const check = await checkAttendanceEdit(trx, context, edit);
    if (check.kind === 'refused') throw new TxnError(check.message, { issues: check.issues, key });
  }
}
