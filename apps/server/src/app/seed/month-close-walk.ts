import { type Kysely, type RawBuilder, sql } from 'kysely';
import { zoneColumnSql } from '../../engine/query/index.js';
import type { Database } from '../../platform/db/schema.js';
import { fixedDemoId, fixedDemoIdSql, istDay } from './seed-rows.js';
import { storedName } from './workforce.js';

/**
 * The month tests/e2e/month-close-fresh.spec.ts walks from 'attendance unapproved' to closed
 * (issue #32's Playwright test): July 2026 of Shakti. Fixed, like the contracts'
 * financial year 2026-27 it is billed under (organisation.ts), and chosen because no Shakti
 * worker leaves in it (the demo's leavers leave on 15 August and 15 September), so every row of
 * its grid has a day in every column and one Ctrl+A approves the month. Before the months the
 * demo fills relative to today (from last month on), which it is left out of.
 */
export const walkMonth = { key: '2026-07', firstDay: '2026-07-01', afterLast: '2026-08-01' } as const;

/** A fixed id from a name: the walk's rows keep their ids in every fresh demo. */
export const walkId = (name: string): string => fixedDemoId('muster-month-close-walk', name);

/** The same fixed id in SQL, of a text expression. */
const walkIdSql = (name: RawBuilder<unknown>) => fixedDemoIdSql('muster-month-close-walk', name);

/** Shakti's HR user (`hr1` under the handle `shakti`), who walks the month with its admin. */
export const shaktiHr = {
  personId: walkId('shakti hr person'),
  employeeId: walkId('shakti hr employee'),
  code: 'hr1',
  first: { eng: 'Meena', hin: 'मीना', ben: 'মীনা' },
  last: { eng: 'Kaushal', hin: 'कौशल', ben: 'কৌশল' },
  email: 'meena.kaushal@shakti.muster.test',
  phone: '+919418000002',
  /** Her UAN: she is an EPF member, and a member without one is left out of the ECR (a compliance finding). */
  uan: '100000431920',
} as const;

/** The walk month's undecided leave, and the day its worker asked for. */
export const walkLeave = { id: walkId('leave'), worker: 'SHK0002', day: '2026-07-20' } as const;
/** The walk month's one Single Punch, for HR to complete in the grid. */
export const walkSinglePunch = { worker: 'SHK0001', day: '2026-07-10' } as const;

/**
 * Shakti's HR user: a contractor has HR as the principal employer does (spec: admin and HR
 * see the month-close screen). Joined with the admin, works the General shift and banks, so
 * every month the demo fills (punches, payslips) treats it as one more worker. Runs right
 * after the demo's tables, before its punches: the password is the admin's stored hash.
 */
export async function seedShaktiHr(db: Kysely<Database>): Promise<void> {
  await sql`insert into persons (id, first_name, last_name, email, phone, gender)
    values (${shaktiHr.personId}, ${JSON.stringify(storedName(shaktiHr.first))}::jsonb,
      ${JSON.stringify(storedName(shaktiHr.last))}::jsonb, ${shaktiHr.email}, ${shaktiHr.phone}, 'female')`.execute(
    db,
  );
  await sql`insert into employees (id, partners_id, code, persons_id, employee_status, employee_type, joining_date,
      password, groups_id, sites_id, shifts_id, departments, subsections, salary_structures_id, gross_salary,
      weekly_off, working_hours, working_days, bank_ifsc, bank_account_no, uan)
    select ${shaktiHr.employeeId}, a.partners_id, ${shaktiHr.code}, ${shaktiHr.personId}, 'approved',
      (select id from employee_types where code = 'regular' and not deleted limit 1), a.joining_date, a.password,
      array[(select id from groups where code = 'HR' and not deleted limit 1)]::uuid[], a.sites_id,
      (select id from shifts where not deleted and lower(shift_time) = 540 limit 1), a.departments, a.subsections,
      a.salary_structures_id, 25000, 6, 8, 26, 'SBIN0005943', '30098765432', ${shaktiHr.uan}
    from employees a join partners p on p.id = a.partners_id
    where lower(p.sw_handle) = 'shakti' and a.code = 'admin' and not a.deleted`.execute(db);
}

const monthStart = () => istDay(walkMonth.firstDay);
const monthEnd = () => istDay(walkMonth.afterLast);

/**
 * July 2026 of Shakti as a month starts before anyone works it: every employee of the month
 * (joined before it ends, not left before it starts) has a stored day for each of its days —
 * present, or a weekly off on its weekly-off weekday (0 Monday, as `istWeekday`) — none
 * approved; its workers on a shift are allocated to Shakti's contract for the month, so the
 * invoice bills their days once approved; one Single Punch (HR completes it), one leave
 * applied for and not decided; no payslips, no invoice. Ids are fixed (`walkId`).
 */
export async function seedMonthCloseWalk(db: Kysely<Database>): Promise<void> {
  const start = monthStart();
  const end = monthEnd();
  const range = `["${start}","${end}")`;
  await sql`with worker as (
      select e.id, e.partners_id, e.sites_id, e.designation, e.shifts_id, e.departments,
        (select c.id from contracts c where c.partners_id = e.partners_id and not c.deleted
          and c.contract_period && ${range}::tstzrange order by c.code limit 1) as contracts_id,
        ${walkIdSql(sql`'allocation:' || e.id::text`)} as allocation_id
      from employees e join partners p on p.id = e.partners_id
      where lower(p.sw_handle) = 'shakti' and not e.deleted and e.shifts_id is not null and e.sites_id is not null
        and e.password is null
        and (e.joining_date is null or e.joining_date < ${end}) and (e.leaving_date is null or e.leaving_date >= ${start})),
    allocated as (
      insert into allocations (id, partners_id, name, employees_id, contracts_id, sites_id, products_id, allocations_range)
      select allocation_id, partners_id, 'Monthly allocation', id, contracts_id, sites_id, designation, ${range}::tstzrange
      from worker where contracts_id is not null returning id)
    insert into allocations__allocation_periods (parent_id, allocations_range, shifts_id, allocation_type, departments_id)
    select w.allocation_id, ${range}::tstzrange, w.shifts_id,
      (select id from allocation_types where code = 'regular' limit 1), w.departments
    from worker w join allocated a on a.id = w.allocation_id`.execute(db);
  await sql`with employee as (
      select e.id, e.partners_id, e.code, e.sites_id, e.shifts_id, e.designation, e.weekly_off, p.time_zone,
        (select a.id from allocations a where a.employees_id = e.id and not a.deleted
          and a.allocations_range && ${range}::tstzrange order by a.id limit 1) as allocations_id
      from employees e join partners p on p.id = e.partners_id
      where lower(p.sw_handle) = 'shakti' and not e.deleted
        and (e.joining_date is null or e.joining_date < ${end}) and (e.leaving_date is null or e.leaving_date >= ${start})),
    day as (select d::date as day from generate_series(${walkMonth.firstDay}::date,
        ${walkMonth.afterLast}::date - 1, interval '1 day') d),
    cell as (
      select e.*, d.day, (d.day::timestamp at time zone ${zoneColumnSql('e.time_zone')}) as attendance_date,
        case when e.code = ${walkSinglePunch.worker} and d.day = ${walkSinglePunch.day}::date then 'SP'
          when e.weekly_off is not null and extract(isodow from d.day)::int - 1 = e.weekly_off then 'WO'
          else 'P' end as type_code
      from employee e cross join day d)
    insert into attendance (id, partners_id, employees_id, attendance_date, att_type, sites_id, shifts_id, designation,
      allocations_id, payable_days, working_minutes, overtime_minutes, deficit_minutes, attendance_status,
      in_timestamp, total_punch_count, is_missed_punch)
    select ${walkIdSql(sql`'day:' || c.id::text || c.day::text`)}, c.partners_id, c.id,
      c.attendance_date, t.id, c.sites_id, c.shifts_id, c.designation, c.allocations_id,
      case c.type_code when 'SP' then 0 else 1 end, case c.type_code when 'P' then 480 else 0 end, 0, 0,
      (select id from attendance_status where code = 'unapproved' limit 1),
      case c.type_code when 'SP' then c.attendance_date + interval '6 hours 2 minutes' end,
      case c.type_code when 'SP' then 1 end, case c.type_code when 'SP' then true end
    from cell c join attendance_types t on t.code = c.type_code and not t.deleted`.execute(db);
  const day = istDay(walkLeave.day);
  await sql`insert into leaves (id, partners_id, employees_id, leave_status, txn_state, notes)
    select ${walkLeave.id}, e.partners_id, e.id, 'created', 'created', 'Family function'
    from employees e join partners p on p.id = e.partners_id
    where lower(p.sw_handle) = 'shakti' and e.code = ${walkLeave.worker} and not e.deleted`.execute(db);
  await sql`insert into leaves__leave_days (id, parent_id, leave_period, leave_types_id, leave_minutes, leave_status)
    values (${walkId('leave day')}, ${walkLeave.id}, tstzrange(${day}::timestamptz, ${day}::timestamptz + interval '1 day'),
      (select id from leave_types where code = 'CL' and not deleted order by creation_date limit 1), 480, 'created')`.execute(
    db,
  );
}
