import {
  type AttendanceListParams,
  type AttendanceTotals,
  attendanceCodes,
  type BusinessEnv,
  type EmployeeAttendance,
  type RangePresence,
} from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import type { RowScope } from '../../../engine/scope/index.js';
import type { Database } from '../../../platform/db/schema.js';
import { addDays, istDayStart, type SummaryGroup, summariseGroups } from '../compute/index.js';
import { monthOfCells } from '../summary/month-of-cells.js';
import { loadDayCells } from './day-cells.js';
import { employeeSelectionSql } from './employee-filter.js';
import { loadPhonePunches } from './phone-punches.js';

export interface AttendanceListPage {
  employees: EmployeeAttendance[];
  /** Employees matching the filters, over every page. */
  rowCount: number;
  /**
   * The totals of every matching employee's days in the range: with the first page
   * (offset 0) only, since the grid reads it once per query and it costs a pass over
   * every matching employee's days.
   */
  aggregateSummary?: AttendanceTotals;
  /** Who of every matching employee punched in the range: with the first page only, as the totals. */
  presence?: RangePresence;
}

/** An employee as read, before its dates become ISO text and its days are attached. */
type EmployeeRow = Omit<
  EmployeeAttendance,
  'days' | 'dailyCount' | 'totals' | 'joining_date' | 'leaving_date'
> & {
  joining_date: Date | null;
  leaving_date: Date | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * txn_attendance_list_with_summary's answer (attendance README "The list with summary"): the
 * days `from`..`to` of the listed business, in its zone (`timeZone`).
 */
export async function listAttendanceWithSummary(
  db: Kysely<Database>,
  env: BusinessEnv,
  scope: RowScope,
  params: AttendanceListParams,
  timeZone: string,
): Promise<AttendanceListPage> {
  const start = new Date(istDayStart(params.from, timeZone));
  const end = new Date(istDayStart(addDays(params.to, 1), timeZone));
  const selection = employeeSelectionSql({
    scope,
    env,
    filters: params.filters,
    search: params.search,
    start,
    end,
  });
  const order =
    params.orderBy === 'name'
      ? sql`p.first_name->>'eng', p.middle_name->>'eng', p.last_name->>'eng', emp.code, emp.id`
      : sql`emp.code, emp.id`;
  // The count over every page rides along with the page (one statement, one round trip).
  const page = await sql<EmployeeRow & { row_count: number }>`select emp.id, emp.code, p.first_name,
      p.middle_name, p.last_name, emp.designation, emp.departments, emp.subsections, emp.sites_id, emp.shifts_id,
      emp.reporting_manager, emp.joining_date, emp.leaving_date, count(*) over ()::int as row_count
    ${selection} order by ${order} limit ${params.limit} offset ${params.offset}`.execute(db);
  const ids = page.rows.map((row) => row.id);
  const [cells, phonePunches, rowCount, aggregateSummary, presence] = await Promise.all([
    loadDayCells(db, ids, start, end, timeZone),
    loadPhonePunches(db, ids, start, end),
    page.rows.length
      ? Number(page.rows[0]?.row_count)
      : // an offset past the end reads no row to carry the count
        sql<{ row_count: number }>`select count(*)::int as row_count ${selection}`
          .execute(db)
          .then((counted) => Number(counted.rows[0]?.row_count ?? 0)),
    params.offset === 0 ? aggregateOf(db, selection, start, end) : undefined,
    params.offset === 0 ? presenceOf(db, selection, start, end) : undefined,
  ]);
  return {
    employees: page.rows.map(({ row_count: _count, ...row }) => {
      const days = cells.get(row.id) ?? [];
      const phone = phonePunches.get(row.id);
      return {
        ...row,
        joining_date: iso(row.joining_date),
        leaving_date: iso(row.leaving_date),
        days,
        ...monthOfCells(days, timeZone),
        ...(phone ? { phone_punches: phone } : {}),
      };
    }),
    rowCount,
    ...(aggregateSummary ? { aggregateSummary } : {}),
    ...(presence ? { presence } : {}),
  };
}

/** The selected employees, and those of them with a punch in `[start, end)` (punched_at is indexed per employee). */
async function presenceOf(
  db: Kysely<Database>,
  selection: ReturnType<typeof employeeSelectionSql>,
  start: Date,
  end: Date,
): Promise<RangePresence> {
  const counted = await sql<RangePresence>`select count(*)::int as employees,
      (count(*) filter (where exists (select 1 from punches pu where pu.employees_id = emp.id
        and pu.punched_at >= ${start} and pu.punched_at < ${end})))::int as punched
    ${selection}`.execute(db);
  const row = counted.rows[0];
  return { employees: Number(row?.employees ?? 0), punched: Number(row?.punched ?? 0) };
}

/** The totals of every selected employee's days, grouped in the database by what the totals read. */
async function aggregateOf(
  db: Kysely<Database>,
  selection: ReturnType<typeof employeeSelectionSql>,
  start: Date,
  end: Date,
): Promise<AttendanceTotals> {
  const groups = await sql<{
    code: string;
    status: string | null;
    days: number;
    overtime: number;
    deficit: number;
    payable: number;
  }>`select t.code, s.code as status, count(*)::int as days,
      coalesce(sum(a.overtime_minutes), 0)::int as overtime, coalesce(sum(least(a.deficit_minutes, 0)), 0)::int as deficit,
      coalesce(sum(a.payable_days), 0)::float8 as payable
    from attendance a join attendance_types t on t.id = a.att_type
      left join attendance_status s on s.id = a.attendance_status
    where a.employees_id in (select emp.id ${selection}) and not a.deleted
      and a.attendance_date >= ${start} and a.attendance_date < ${end}
    group by t.code, s.code`.execute(db);
  const summed: SummaryGroup[] = [];
  for (const group of groups.rows) {
    const attType = attendanceCodes.find((code) => code === group.code);
    if (attType)
      summed.push({
        attType,
        status: group.status,
        days: Number(group.days),
        overtimeMinutes: Number(group.overtime),
        deficitMinutes: Number(group.deficit),
        payableDays: Number(group.payable),
      });
  }
  return summariseGroups(summed);
}
