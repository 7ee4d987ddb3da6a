import { randomUUID } from 'node:crypto';
import type { BusinessEnv, DutyChartChange, DutyChartSaveReply, WeeklyOffChange } from '@muster/protocol';
import { type Kysely, sql, type Transaction } from 'kysely';
import { zoneColumnSql } from '../../engine/query/index.js';
import { type RowScope, scopeSql } from '../../engine/scope/index.js';
import type { Database } from '../../platform/db/schema.js';
import { addDays, istDayKey, istDayStart } from '../attendance/compute/index.js';
import {
  type AffectedDays,
  collectAffectedDays,
  recomputeAffectedDays,
} from '../attendance/triggers/affected-days.js';
import { chartEmployeesAfter, dutyChartOwnMessages, dutyChartRefusal, programRuns } from './rules.js';

/** Spec 001 §9: a leave created from a weekly off is one day of 480 minutes. */
const weeklyOffMinutes = 480;

export interface SaveRequest {
  env: BusinessEnv;
  scopes: { tasks: RowScope; dutyCharts: RowScope; leaves: RowScope; employees: RowScope };
  charts: readonly DutyChartChange[];
  weeklyOffs: readonly WeeklyOffChange[];
  now: Date;
}

export class DutyChartRefusal extends Error {}

/**
 * A day's midnight in a business's zone (issue #28 item 2): a chart is stored at its program's
 * business's midnight and a weekly off covers its employee's business's day, as attendance
 * counts them (protocol README, "The business's calendar").
 */
const dayStartIso = (day: string, timeZone: string) => new Date(istDayStart(day, timeZone)).toISOString();
const dayRange = (day: string, timeZone: string) =>
  `["${dayStartIso(day, timeZone)}","${dayStartIso(addDays(day, 1), timeZone)}")`;

/**
 * txn_duty_charts_save (allocations README "Duty charts"): every chart cell and weekly off
 * checked and written in one transaction; the first refusal writes nothing. Weekly offs are
 * leaves of type WO, so the attendance of their days is recomputed with them.
 */
export async function saveDutyCharts(
  db: Kysely<Database>,
  request: SaveRequest,
): Promise<DutyChartSaveReply> {
  return db.transaction().execute(async (trx) => {
    const reply: DutyChartSaveReply = { charts: [], weeklyOffs: [] };
    const employees = await readEmployees(trx, request);
    for (const [index, change] of request.charts.entries()) {
      const created = await saveChart(trx, request, change);
      if (created) reply.charts.push({ index, duty_chart_id: created });
    }
    const leaveIds: string[] = [];
    const removed = request.weeklyOffs.flatMap((change) =>
      change.op === 'remove' ? [change.leaves_id] : [],
    );
    const before: AffectedDays = await collectAffectedDays(trx, 'leaves', removed, request.now);
    for (const [index, change] of request.weeklyOffs.entries()) {
      if (change.op === 'add') {
        const leaveId = await addWeeklyOff(trx, request, employees, change);
        leaveIds.push(leaveId);
        reply.weeklyOffs.push({ index, leaves_id: leaveId });
      } else await removeWeeklyOff(trx, request, change.leaves_id);
    }
    const affected = await collectAffectedDays(trx, 'leaves', [...leaveIds, ...removed], request.now, before);
    await recomputeAffectedDays(trx, affected, request.now);
    return reply;
  });
}

interface PlannedEmployee {
  id: string;
  partners_id: string;
  subsections_id: string | null;
  duty_chart_officer: string | null;
  /** The employee's business's zone. */
  time_zone: string;
}

/** Every employee the save names (entries and weekly offs), in the caller's scope and planned by it. */
async function readEmployees(trx: Transaction<Database>, request: SaveRequest) {
  const ids = new Set<string>();
  for (const change of request.charts) for (const entry of change.employees_id) ids.add(entry.id);
  for (const change of request.weeklyOffs) if (change.op === 'add') ids.add(change.employees_id);
  const rows = await sql<PlannedEmployee>`select emp.id, emp.partners_id, emp.subsections as subsections_id,
      emp.duty_chart_officer, ${zoneColumnSql('bz.time_zone')} as time_zone
    from (select e.*, e.id as employees_id from employees e) as emp left join partners bz on bz.id = emp.partners_id
    where emp.id = any(${[...ids]}::uuid[]) and not emp.deleted
      and ${scopeSql(request.scopes.employees, request.env)('emp')}`.execute(trx);
  const employees = new Map(rows.rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const employee = employees.get(id);
    const refusal = employee ? dutyChartRefusal(request.env, employee) : dutyChartRefusalFor(request.env);
    if (refusal) throw new DutyChartRefusal(refusal);
  }
  return employees;
}

/** The refusal for something outside the caller's scope: as for one it may not plan. */
const dutyChartRefusalFor = (env: BusinessEnv) =>
  dutyChartRefusal(env, { subsections_id: null }) ?? dutyChartOwnMessages.noSuchChart;

/** A program the caller may plan on `day`, with its business. */
async function readProgram(trx: Transaction<Database>, request: SaveRequest, taskId: string, day: string) {
  const [task] = (
    await sql<{
      id: string;
      partners_id: string;
      subsections_id: string | null;
      deactivation_date: Date | null;
      time_zone: string;
    }>`
      select t.id, t.partners_id, t.subsections_id, t.deactivation_date, ${zoneColumnSql('bz.time_zone')} as time_zone
      from tasks t left join partners bz on bz.id = t.partners_id
      where t.id = ${taskId} and not t.deleted and ${scopeSql(request.scopes.tasks, request.env)('t')}`.execute(
      trx,
    )
  ).rows;
  if (!task) throw new DutyChartRefusal(dutyChartRefusalFor(request.env));
  const refusal = dutyChartRefusal(request.env, task);
  if (refusal) throw new DutyChartRefusal(refusal);
  const lastDay =
    task.deactivation_date === null
      ? null
      : istDayKey(new Date(task.deactivation_date).getTime(), task.time_zone);
  if (!programRuns(lastDay, day)) throw new DutyChartRefusal(dutyChartOwnMessages.programEnded);
  return task;
}

/**
 * One cell: a create names the day and program (a chart already there for them takes the
 * change as an update), an update the chart. Answers a created chart's id.
 */
async function saveChart(
  trx: Transaction<Database>,
  request: SaveRequest,
  change: DutyChartChange,
): Promise<string | null> {
  let chart:
    | { id: string; tasks_id: string; date: Date; employees_id: string[] | null; time_zone?: string }
    | undefined;
  if (change.op === 'update') {
    [chart] = (
      await sql<NonNullable<typeof chart>>`select d.id, d.tasks_id, d.date, d.employees_id,
          ${zoneColumnSql('bz.time_zone')} as time_zone
        from duty_charts d left join partners bz on bz.id = d.partners_id
        where d.id = ${change.duty_chart_id} and not d.deleted
          and ${scopeSql(request.scopes.dutyCharts, request.env)('d')} for update of d`.execute(trx)
    ).rows;
    if (!chart) throw new DutyChartRefusal(dutyChartOwnMessages.noSuchChart);
  }
  const day =
    change.op === 'create' ? change.date : istDayKey(new Date(chart?.date ?? 0).getTime(), chart?.time_zone);
  const task = await readProgram(
    trx,
    request,
    change.op === 'create' ? change.tasks_id : (chart?.tasks_id ?? ''),
    day,
  );
  if (change.op === 'create')
    [chart] = (
      await sql<NonNullable<typeof chart>>`select d.id, d.tasks_id, d.date, d.employees_id from duty_charts d
        where d.tasks_id = ${task.id} and d.date = ${dayStartIso(day, task.time_zone)} and not d.deleted for update`.execute(
        trx,
      )
    ).rows;
  const after = chartEmployeesAfter(chart?.employees_id ?? [], change.employees_id);
  if (chart) {
    await sql`update duty_charts set employees_id = ${after}::uuid[], deleted = ${after.length === 0},
      last_modified = now() where id = ${chart.id}`.execute(trx);
    return change.op === 'create' ? chart.id : null;
  }
  if (!after.length) return null;
  const id = randomUUID();
  await sql`insert into duty_charts (id, partners_id, date, tasks_id, employees_id)
    values (${id}, ${task.partners_id}, ${dayStartIso(day, task.time_zone)}, ${task.id}, ${after}::uuid[])`.execute(
    trx,
  );
  return id;
}

/** A one-day leave of type WO, 'created' (spec 001 §4 "Weekly-off pinned row", §9). */
async function addWeeklyOff(
  trx: Transaction<Database>,
  request: SaveRequest,
  employees: ReadonlyMap<string, PlannedEmployee>,
  change: Extract<WeeklyOffChange, { op: 'add' }>,
): Promise<string> {
  const employee = employees.get(change.employees_id) as PlannedEmployee;
  const taken = await sql<{
    id: string;
  }>`select l.id from leaves l join leaves__leave_days d on d.parent_id = l.id
    where l.employees_id = ${employee.id} and not l.deleted and not d.deleted
      and coalesce(d.leave_status, l.leave_status, '') not in ('cancelled', 'rejected')
      and d.leave_period && ${dayRange(change.date, employee.time_zone)}::tstzrange limit 1`.execute(trx);
  if (taken.rows.length) throw new DutyChartRefusal(dutyChartOwnMessages.leaveExists);
  const [type] = (
    await sql<{ id: string }>`select id from leave_types where code = 'WO' and not deleted
      order by creation_date limit 1`.execute(trx)
  ).rows;
  if (!type) throw new Error('no leave type WO');
  const id = randomUUID();
  await sql`insert into leaves (id, partners_id, employees_id, leave_status, txn_state, created_by)
    values (${id}, ${employee.partners_id}, ${employee.id}, 'created', 'created', ${request.env.employees_id})`.execute(
    trx,
  );
  await sql`insert into leaves__leave_days (parent_id, leave_period, leave_types_id, leave_minutes, leave_status)
    values (${id}, ${dayRange(change.date, employee.time_zone)}::tstzrange, ${type.id}, ${weeklyOffMinutes}, 'created')`.execute(
    trx,
  );
  return id;
}

/** Deletes a saved weekly off: a WO leave of an employee the caller plans. */
async function removeWeeklyOff(
  trx: Transaction<Database>,
  request: SaveRequest,
  leaveId: string,
): Promise<void> {
  const [leave] = (
    await sql<
      Omit<PlannedEmployee, 'time_zone'>
    >`select emp.id, emp.partners_id, emp.subsections as subsections_id, emp.duty_chart_officer
      from leaves l join leaves__leave_days d on d.parent_id = l.id join leave_types t on t.id = d.leave_types_id
        join employees emp on emp.id = l.employees_id
      where l.id = ${leaveId} and not l.deleted and t.code = 'WO'
        and ${scopeSql(request.scopes.leaves, request.env)('l')} limit 1`.execute(trx)
  ).rows;
  if (!leave) throw new DutyChartRefusal(dutyChartOwnMessages.noSuchWeeklyOff);
  const refusal = dutyChartRefusal(request.env, leave);
  if (refusal) throw new DutyChartRefusal(refusal);
  await sql`update leaves set deleted = true, last_modified = now() where id = ${leaveId}`.execute(trx);
}
