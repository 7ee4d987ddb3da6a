import { type Kysely, sql, type Transaction } from 'kysely';
import { businessDaySql, principalZoneSql, zoneColumnSql } from '../../engine/query/index.js';
import type { Database } from '../../platform/db/schema.js';
import { addDays, istDayKey, istDayStart } from '../attendance/compute/index.js';
import type { CompensatoryOffCredit } from './quota/compensatory-off.js';
import type { TakenDay } from './quota/rules.js';
import type { LeaveEmployee, StoredLeaveType } from './rules/types.js';

export type { LeaveEmployee, StoredLeaveType };

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A live leave day expanded to the days it takes, with its leave and type; the days are the
 * employee's business's (partners.time_zone, issue #28 item 2): a leave is stored as the
 * business's midnights, so India's calendar would give a Dubai leave a day after it.
 */
export interface TakenLeaveDay extends TakenDay {
  leaveId: string;
  dayId: string;
  leaveTypesId: string;
}

const numberOr = (value: unknown, fallback: number): number =>
  value === null || value === undefined ? fallback : Number(value);

/** Every live leave type with its quota rules. */
export async function loadLeaveTypes(db: Db): Promise<StoredLeaveType[]> {
  const [types, changes] = await Promise.all([
    sql<{
      id: string;
      code: string;
      name: Record<string, string> | null;
      yearly_quota: string | number | null;
      monthly_limit: string | number | null;
      carry_forward: string | number | null;
      allow_half_day: boolean | null;
      mandatory_document_upload: boolean | null;
      blanket_policy: boolean | null;
      paid: boolean | null;
      employee_types: string[] | null;
    }>`select id, code, name, yearly_quota, monthly_limit, carry_forward, allow_half_day,
        mandatory_document_upload, blanket_policy, paid, employee_types
      from leave_types where not deleted order by code`.execute(db),
    // the types are the principal employer's masters: a rule's first day is a day of its calendar
    sql<{
      parent_id: string;
      from_day: string;
      yearly_quota: string | number | null;
      monthly_limit: string | number | null;
      carry_forward: string | number | null;
    }>`select parent_id, ${businessDaySql(sql`effective_from`, principalZoneSql)} as from_day, yearly_quota,
        monthly_limit, carry_forward
      from leave_types__quota_rules where not deleted and effective_from is not null`.execute(db),
  ]);
  return types.rows.map((type) => ({
    id: type.id,
    code: type.code,
    name: type.name,
    allow_half_day: type.allow_half_day === true,
    mandatory_document_upload: type.mandatory_document_upload === true,
    blanket_policy: type.blanket_policy === true,
    paid: type.paid !== false,
    employee_types: type.employee_types ?? [],
    rules: [
      {
        from: null,
        yearlyQuota: numberOr(type.yearly_quota, 0),
        monthlyLimit: type.monthly_limit === null ? null : Number(type.monthly_limit),
        carryForward: numberOr(type.carry_forward, 0),
      },
      ...changes.rows
        .filter((change) => change.parent_id === type.id)
        .map((change) => ({
          from: change.from_day,
          yearlyQuota: numberOr(change.yearly_quota, 0),
          monthlyLimit: change.monthly_limit === null ? null : Number(change.monthly_limit),
          carryForward: numberOr(change.carry_forward, 0),
        })),
    ],
  }));
}

export async function loadLeaveEmployee(db: Db, employeeId: string): Promise<LeaveEmployee | null> {
  const [row] = (
    await sql<{
      id: string;
      partners_id: string;
      employee_type: string | null;
      joining_date: Date | null;
      time_zone: string;
    }>`
      select e.id, e.partners_id, e.employee_type, e.joining_date, ${zoneColumnSql('bz.time_zone')} as time_zone
      from employees e left join partners bz on bz.id = e.partners_id
      where e.id = ${employeeId} and not e.deleted`.execute(db)
  ).rows;
  if (!row) return null;
  const joined = istDayKey(
    row.joining_date ? new Date(row.joining_date).getTime() : Date.now(),
    row.time_zone,
  );
  return {
    id: row.id,
    partners_id: row.partners_id,
    employee_type: row.employee_type,
    firstYear: Number(joined.slice(0, 4)),
    timeZone: row.time_zone,
  };
}

/**
 * The employee's live leave days (neither deleted, rejected nor cancelled) from `fromDay`
 * on, each day of its business's zone they take with its amount: a half_day_duration's minutes
 * over a 480-minute day (the field that decides a half day, as attendance reads it), else a
 * whole day.
 */
export async function loadTakenDays(
  db: Db,
  employee: Pick<LeaveEmployee, 'id' | 'timeZone'>,
  fromDay: string,
): Promise<TakenLeaveDay[]> {
  const { id: employeeId, timeZone } = employee;
  const rows = await sql<{
    leave_id: string;
    day_id: string;
    leave_types_id: string | null;
    lower: Date;
    upper: Date | null;
    half_minutes: number | null;
  }>`select l.id as leave_id, d.id as day_id, d.leave_types_id, lower(d.leave_period) as lower,
      upper(d.leave_period) as upper, h.leave_minutes as half_minutes
    from leaves l join leaves__leave_days d on d.parent_id = l.id
      left join half_day_duration h on h.id = d.half_day_duration
    where l.employees_id = ${employeeId} and not l.deleted and not d.deleted
      and coalesce(d.leave_status, l.leave_status, 'created') not in ('rejected', 'cancelled')
      and d.leave_period && tstzrange(${new Date(istDayStart(fromDay, timeZone))}, null)`.execute(db);
  return rows.rows.flatMap((row) => {
    if (!row.leave_types_id || !row.lower) return [];
    const amount = numberOr(row.half_minutes, 480) / 480;
    return periodDays(
      new Date(row.lower).getTime(),
      row.upper ? new Date(row.upper).getTime() : null,
      timeZone,
    ).map((day) => ({
      day,
      amount,
      leaveId: row.leave_id,
      dayId: row.day_id,
      leaveTypesId: row.leave_types_id as string,
    }));
  });
}

/** The days of `[start, end)` in a business's zone; a period without an end takes its first day only. */
export function periodDays(start: number, end: number | null, timeZone: string): string[] {
  const first = istDayKey(start, timeZone);
  const last = end === null ? first : istDayKey(end - 1, timeZone);
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days.length ? days : [first];
}

/**
 * The compensatory offs the employee's work on holidays and weekly offs earned: its attendance
 * days holding one (the computation writes the days earned and the take-by day on the worked
 * day's row, so a recompute of the day moves its credit in place, never adds a second), a
 * rejected day earning nothing.
 */
export async function loadCompensatoryOffCredits(
  db: Db,
  employee: Pick<LeaveEmployee, 'id' | 'timeZone'>,
): Promise<CompensatoryOffCredit[]> {
  const { id: employeeId, timeZone } = employee;
  const rows = await sql<{
    attendance_date: Date;
    compensatory_off_until: Date;
    compensatory_off_days: number | string;
  }>`
    select a.attendance_date, a.compensatory_off_until, a.compensatory_off_days
    from attendance a left join attendance_status s on s.id = a.attendance_status
    where a.employees_id = ${employeeId} and not a.deleted and a.compensatory_off_until is not null
      and a.compensatory_off_days > 0 and s.code is distinct from 'rejected'
    order by a.attendance_date`.execute(db);
  return rows.rows.map((row) => ({
    earnedOn: istDayKey(new Date(row.attendance_date).getTime(), timeZone),
    until: istDayKey(new Date(row.compensatory_off_until).getTime(), timeZone),
    days: Number(row.compensatory_off_days),
  }));
}
