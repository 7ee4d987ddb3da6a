import type {
  BusinessEnv,
  DutyChartLeave,
  DutyChartPerson,
  DutyChartProgram,
  DutyChartWeek,
} from '@muster/protocol';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { businessDaySql, zoneColumnSql } from '../../engine/query/index.js';
import { type RowScope, scopeSql } from '../../engine/scope/index.js';
import type { Database } from '../../platform/db/schema.js';
import { addDays, dayKeysBetween, istDayStart } from '../attendance/compute/index.js';
import { plansDutyCharts, sortWeeklyOffCounts } from './rules.js';

export interface WeekRequest {
  env: BusinessEnv;
  /** The lists' scopes of tasks, duty charts, leaves and employees for the caller. */
  scopes: { tasks: RowScope; dutyCharts: RowScope; leaves: RowScope; employees: RowScope };
  week: string;
  /**
   * The zone of the business whose week it is (the target's when a principal employer acts
   * on a contractor, `zoneOfTarget`): a chart's date is its business's midnight, so its day
   * and the week's bounds are counted there (issue #28 item 2).
   */
  timeZone: string;
  filters: { employees_id?: string[]; departments_id?: string[]; subsections_id?: string[] };
}

const nameSql = sql<string>`trim(concat_ws(' ', p.first_name->>'eng', p.last_name->>'eng'))`;

/**
 * txn_duty_charts_week (allocations README "Duty charts"): the programs of the caller's
 * scope with their charts of the week, the Weekly Off and Leaves rows, and the month's
 * weekly-off counts. Someone who does not plan charts sees only its own entries.
 */
export async function readDutyChartWeek(db: Kysely<Database>, request: WeekRequest): Promise<DutyChartWeek> {
  const { env, scopes, filters, timeZone } = request;
  const days = dayKeysBetween(request.week, addDays(request.week, 6));
  const start = new Date(istDayStart(request.week, timeZone));
  const end = new Date(istDayStart(addDays(request.week, 7), timeZone));
  // a chart is its program's business's midnight: read a day either side, keep the week's days
  const near = { from: new Date(start.getTime() - 86_400_000), to: new Date(end.getTime() + 86_400_000) };
  const inWeek = new Set(days);
  const chartDay = businessDaySql(sql`d.date`, zoneColumnSql('bz.time_zone'));
  const ownOnly = !(plansDutyCharts(env) || env.isAO || env.isHR);
  const employeeCondition = employeeFilter(filters, ownOnly ? env.employees_id : null);

  // someone who only sees its own entries sees the programs of its charts, not the program list
  const chartedTasks = sql<boolean>`t.id in (select d.tasks_id from duty_charts d
    where not d.deleted and ${scopeSql(scopes.dutyCharts, env)('d')} and d.date >= ${near.from} and d.date < ${near.to})`;
  const programs = await sql<{
    id: string;
    code: string;
    name: string;
    time_slot: string | null;
    departments_id: string | null;
    subsections_id: string | null;
    deactivation_date: string | null;
  }>`select t.id, t.code, t.name, t.time_slot::text as time_slot, t.departments_id, t.subsections_id,
      ${businessDaySql(sql`t.deactivation_date`, zoneColumnSql('bz.time_zone'))} as deactivation_date
    from tasks t left join partners bz on bz.id = t.partners_id
    where not t.deleted and ${ownOnly ? chartedTasks : scopeSql(scopes.tasks, env)('t')}
      and (t.deactivation_date is null or t.deactivation_date >= ${near.from})
      ${filters.departments_id ? sql`and t.departments_id = any(${filters.departments_id}::uuid[])` : sql``}
      ${filters.subsections_id ? sql`and t.subsections_id = any(${filters.subsections_id}::uuid[])` : sql``}
    order by t.code, t.id`.execute(db);

  const entries = await sql<DutyChartPerson & { duty_chart_id: string; tasks_id: string; day: string }>`
    select d.id as duty_chart_id, d.tasks_id, ${chartDay} as day, emp.id as employees_id, emp.code, ${nameSql} as name
    from duty_charts d left join partners bz on bz.id = d.partners_id
      cross join lateral unnest(d.employees_id) with ordinality as listed (id, position)
      join employees emp on emp.id = listed.id
      join persons p on p.id = emp.persons_id
    where not d.deleted and ${scopeSql(scopes.dutyCharts, env)('d')}
      and d.date >= ${near.from} and d.date < ${near.to} and ${employeeCondition}
    order by d.date, listed.position`.execute(db);
  // charts with no one left still hold their id, so a save updates them
  const charts = await sql<{
    id: string;
    tasks_id: string;
    day: string;
  }>`select d.id, d.tasks_id, ${chartDay} as day
    from duty_charts d left join partners bz on bz.id = d.partners_id
    where not d.deleted and ${scopeSql(scopes.dutyCharts, env)('d')}
      and d.date >= ${near.from} and d.date < ${near.to}`.execute(db);

  const rows = new Map<string, DutyChartProgram>();
  for (const program of programs.rows)
    rows.set(program.id, {
      id: program.id,
      code: program.code,
      name: program.name,
      time_slot: minutePair(program.time_slot),
      departments_id: program.departments_id,
      subsections_id: program.subsections_id,
      deactivation_date: program.deactivation_date,
      cells: {},
    });
  if (!ownOnly)
    for (const chart of charts.rows) {
      const row = rows.get(chart.tasks_id);
      if (row && inWeek.has(chart.day)) row.cells[chart.day] = { duty_chart_id: chart.id, employees: [] };
    }
  for (const { duty_chart_id, tasks_id, day, ...person } of entries.rows) {
    const row = rows.get(tasks_id);
    if (!row || !inWeek.has(day)) continue;
    const cell = row.cells[day] ?? { duty_chart_id, employees: [] };
    row.cells[day] = cell;
    cell.employees.push(person);
  }
  const listed = ownOnly
    ? [...rows.values()].filter((row) => Object.keys(row.cells).length > 0)
    : [...rows.values()];

  const leaveDays = await sql<
    DutyChartLeave & { from_at: Date | null; to_at: Date | null; time_zone: string }
  >`
    select l.id as leaves_id, emp.id as employees_id, emp.code, ${nameSql} as name,
      coalesce(d.leave_status, l.leave_status) as leave_status, t.code as leave_type_code,
      lower(d.leave_period) as from_at, upper(d.leave_period) as to_at, ${zoneColumnSql('bz.time_zone')} as time_zone
    from leaves l join leaves__leave_days d on d.parent_id = l.id
      join employees emp on emp.id = l.employees_id join persons p on p.id = emp.persons_id
      left join partners bz on bz.id = emp.partners_id
      left join leave_types t on t.id = d.leave_types_id
    where not l.deleted and not d.deleted and ${scopeSql(scopes.leaves, env)('l')}
      and coalesce(d.leave_status, l.leave_status, '') <> 'cancelled'
      and d.leave_period && tstzrange(${near.from}, ${near.to}) and ${employeeCondition}
    order by emp.code`.execute(db);
  const weeklyOffs: Record<string, DutyChartLeave[]> = {};
  const leaves: Record<string, DutyChartLeave[]> = {};
  for (const day of days) {
    weeklyOffs[day] = [];
    leaves[day] = [];
  }
  for (const { from_at, to_at, time_zone, ...leave } of leaveDays.rows) {
    const into = leave.leave_type_code === 'WO' ? weeklyOffs : leaves;
    for (const day of days) {
      // a leave day is the employee's business's day
      const dayStart = istDayStart(day, time_zone);
      const covers =
        (from_at === null || new Date(from_at).getTime() < dayStart + 86_400_000) &&
        (to_at === null || new Date(to_at).getTime() > dayStart);
      if (covers) into[day]?.push(leave);
    }
  }

  const month = request.week.slice(0, 7);
  const monthStart = new Date(istDayStart(`${month}-01`, timeZone));
  const monthEnd = new Date(istDayStart(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, timeZone));
  const counts = await sql<DutyChartPerson & { count: number }>`
    select emp.id as employees_id, emp.code, ${nameSql} as name, count(*)::int as count
    from leaves l join leaves__leave_days d on d.parent_id = l.id join leave_types t on t.id = d.leave_types_id
      join employees emp on emp.id = l.employees_id join persons p on p.id = emp.persons_id
    where not l.deleted and not d.deleted and t.code = 'WO' and ${scopeSql(scopes.leaves, env)('l')}
      and coalesce(d.leave_status, l.leave_status, '') not in ('cancelled', 'rejected')
      and d.leave_period && tstzrange(${monthStart}, ${monthEnd}) and ${employeeCondition}
    group by emp.id, emp.code, p.first_name, p.last_name`.execute(db);

  return {
    days,
    programs: listed,
    weeklyOffs,
    leaves,
    monthlyWeeklyOffCount: sortWeeklyOffCounts(counts.rows),
  };
}

/** The employee filters (and, for someone who only sees its own, itself) over alias `emp`. */
function employeeFilter(filters: WeekRequest['filters'], only: string | null): RawBuilder<boolean> {
  const conditions: RawBuilder<boolean>[] = [sql`true`];
  if (only) conditions.push(sql`emp.id = ${only}`);
  if (filters.employees_id) conditions.push(sql`emp.id = any(${filters.employees_id}::uuid[])`);
  if (filters.departments_id) conditions.push(sql`emp.departments = any(${filters.departments_id}::uuid[])`);
  if (filters.subsections_id) conditions.push(sql`emp.subsections = any(${filters.subsections_id}::uuid[])`);
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

/** An int4range's text `[540,1080)` as the minute pair [540, 1080]. */
function minutePair(text: string | null): [number, number] | null {
  const match = text?.match(/^\[(\d+),(\d+)\)$/);
  return match ? [Number(match[1]), Number(match[2])] : null;
}
