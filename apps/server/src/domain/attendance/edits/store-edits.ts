import { randomUUID } from 'node:crypto';
import { type AttendanceEdit, attendanceMessages, type BusinessEnv } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import { zoneColumnSql } from '../../../engine/query/index.js';
import { type RowScope, scopeSql } from '../../../engine/scope/index.js';
import type { Database } from '../../../platform/db/schema.js';
import { istDayKey, istDayStart } from '../compute/index.js';
import { recomputeEmployeeAttendance } from '../recompute/index.js';
import { monthInvoicedSql } from './invoiced-month.js';
import { type EditedDay, editRefusal, editsAnyType } from './rules.js';

export type EditOutcome =
  | { kind: 'refused'; message: string; issues: string[] }
  | { kind: 'stored'; days: { employeeId: string; day: string }[] };

/** A stored instant's day in the zone of the employee's business (issue #28 item 2). */
const dayOf = (value: Date | string | null, timeZone: string) =>
  value === null ? null : istDayKey(new Date(value).getTime(), timeZone);

/** Who edits, and from which business: what the checks of one edit read besides the edit. */
export interface EditCheckContext {
  env: BusinessEnv;
  /** The scope over employees (alias `emp`, owner field `employees_id`). */
  scope: RowScope;
  ownBusiness: boolean;
  /** txn_attendance_edits_create: a new edit row must name its site and type. */
  requireSiteAndType: boolean;
  /**
   * The instant of the edit: its today is the edited employee's business's (issue #28 item 2),
   * read per edit since a principal employer edits its contractors' employees too.
   */
  now: Date;
}

export type EditCheck =
  | { kind: 'refused'; message: string; issues: string[] }
  | { kind: 'allowed'; employeeId: string; partnersId: string; timeZone: string };

export interface EditRequest extends Omit<EditCheckContext, 'now'> {
  edits: readonly AttendanceEdit[];
  now?: Date;
}

/** One edit against spec 001 §4–§6: the employee in scope, the day editable, the role and the type's needs. */
export async function checkAttendanceEdit(
  db: Kysely<Database>,
  context: EditCheckContext,
  edit: AttendanceEdit,
): Promise<EditCheck> {
  const refused = (message: string, issue?: string): EditCheck => ({
    kind: 'refused',
    message,
    issues: [`${edit.employees_id ?? '-'} ${edit.attendance_date}${issue ? `: ${issue}` : ''}`],
  });
  if (!edit.employees_id) return refused(attendanceMessages.selectEmployee);
  if (context.requireSiteAndType && (!edit.sites_id || !edit.att_type))
    return refused(attendanceMessages.fillAllFields);
  const employee = (
    await sql<{ id: string; partners_id: string; joining_date: Date | null; time_zone: string }>`
      select emp.id, emp.partners_id, emp.joining_date, ${zoneColumnSql('bz.time_zone')} as time_zone
      from (select e.*, e.id as employees_id from employees e) as emp
        left join partners bz on bz.id = emp.partners_id
      where emp.id = ${edit.employees_id} and not emp.deleted
        and ${scopeSql(context.scope, context.env)('emp')}`.execute(db)
  ).rows[0];
  if (!employee) return refused(attendanceMessages.selectEmployee, 'no such employee in your scope');
  // the employee's days are its business's, as the recompute stores them (attendance README)
  const timeZone = employee.time_zone;
  const start = new Date(istDayStart(edit.attendance_date, timeZone));
  const [stored, newType, contract] = await Promise.all([
    sql<{
      code: string | null;
      leave_type: string | null;
      status: string | null;
    }>`select t.code, a.leave_type,
        s.code as status
      from attendance a left join attendance_types t on t.id = a.att_type
        left join attendance_status s on s.id = a.attendance_status
      where a.employees_id = ${employee.id} and a.attendance_date = ${start} and not a.deleted`.execute(db),
    edit.att_type
      ? sql<{
          code: string;
        }>`select code from attendance_types where id = ${edit.att_type} and not deleted`.execute(db)
      : null,
    sql<{ first_at: Date | null; end_at: Date | null; invoices_generated: boolean | null }>`
      select lower(c.contract_period) as first_at, upper(c.contract_period) as end_at,
        ${monthInvoicedSql(sql.ref('c.id'), sql`${start}::timestamptz`)} as invoices_generated
      from allocations al join contracts c on c.id = al.contracts_id and not c.deleted
      where al.employees_id = ${employee.id} and not al.deleted and al.allocations_range @> ${start}::timestamptz
      order by al.creation_date desc limit 1`.execute(db),
  ]);
  if (newType && !newType.rows[0])
    return refused(attendanceMessages.fillAllFields, 'unknown attendance type');
  const row = stored.rows[0];
  const covering = contract.rows[0];
  const day: EditedDay = {
    storedType: row?.code ?? null,
    storedLeaveType: row?.leave_type ?? null,
    storedStatus: row?.status ?? null,
    newType: newType?.rows[0]?.code ?? null,
    leaveType: edit.leave_type ?? null,
    inLieuOf: edit.in_lieu_of ?? null,
    day: edit.attendance_date,
    today: istDayKey(context.now.getTime(), timeZone),
    joiningDay: dayOf(employee.joining_date, timeZone),
    contract: covering
      ? {
          firstDay: dayOf(covering.first_at, timeZone),
          // the range's upper bound is the instant after its last day
          lastDay: covering.end_at ? istDayKey(new Date(covering.end_at).getTime() - 1, timeZone) : null,
          invoicesGenerated: covering.invoices_generated === true,
        }
      : null,
    ownBusiness: context.ownBusiness,
  };
  const refusal = editRefusal(day, editsAnyType(context.env));
  if (refusal) return refused(refusal.message, refusal.reason);
  return { kind: 'allowed', employeeId: employee.id, partnersId: employee.partners_id, timeZone };
}

/**
 * Checks every edit (checkAttendanceEdit) and, when all pass, stores them in one
 * transaction and recomputes each edited day so the grid shows them. One refusal
 * stores nothing; an edit whose client-made id is already stored (a resent save) is
 * not stored twice.
 */
export async function storeAttendanceEdits(db: Kysely<Database>, request: EditRequest): Promise<EditOutcome> {
  const now = request.now ?? new Date();
  const context: EditCheckContext = { ...request, now };
  const checked: { edit: AttendanceEdit; employeeId: string; partnersId: string; timeZone: string }[] = [];
  for (const edit of request.edits) {
    const check = await checkAttendanceEdit(db, context, edit);
    if (check.kind === 'refused') return check;
    checked.push({
      edit,
      employeeId: check.employeeId,
      partnersId: check.partnersId,
      timeZone: check.timeZone,
    });
  }
  await db.transaction().execute(async (trx) => {
    for (const { edit, employeeId, partnersId, timeZone } of checked)
      await sql`insert into attendance_edits (id, partners_id, employees_id, attendance_date, att_type, leave_type,
          sites_id, shifts_id, designation, departments, subsections, in_timestamp, out_timestamp,
          working_minutes, overtime_minutes, in_lieu_of, notes, attendance_edit_type, sync_timestamp, created_by)
        values (${edit.id ?? randomUUID()}, ${partnersId}, ${employeeId}, ${new Date(istDayStart(edit.attendance_date, timeZone))},
          ${edit.att_type ?? null}, ${edit.leave_type ?? null}, ${edit.sites_id ?? null}, ${edit.shifts_id ?? null},
          ${edit.designation ?? null}, ${edit.departments ?? null}, ${edit.subsections ?? null},
          ${edit.in_timestamp ? new Date(edit.in_timestamp) : null}, ${edit.out_timestamp ? new Date(edit.out_timestamp) : null},
          ${edit.working_minutes ?? null}, ${edit.overtime_minutes ?? null},
          ${edit.in_lieu_of ? new Date(istDayStart(edit.in_lieu_of, timeZone)) : null}, ${edit.notes ?? null}, 'manual', ${now},
          ${request.env.employees_id})
        on conflict (id) do nothing`.execute(trx);
  });
  const days = checked.map(({ edit, employeeId }) => ({ employeeId, day: edit.attendance_date }));
  for (const { employeeId, day } of days) await recomputeEmployeeAttendance(db, employeeId, day, day, now);
  return { kind: 'stored', days };
}
