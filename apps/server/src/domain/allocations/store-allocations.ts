import { randomUUID } from 'node:crypto';
import {
  type AllocationDeletion,
  type AllocationMark,
  allocationLeaveStatuses,
  allocationMessages,
  type BusinessEnv,
} from '@muster/protocol';
import { type Kysely, sql, type Transaction } from 'kysely';
import { businessMonthSql, zoneColumnSql, zoneOfPartnerSql } from '../../engine/query/index.js';
import { type RowScope, scopeSql } from '../../engine/scope/index.js';
import type { Database } from '../../platform/db/schema.js';
import { istDayKey } from '../attendance/compute/index.js';
import { type AffectedDays, recomputeAffectedDays } from '../attendance/triggers/affected-days.js';
import { cutAllocationDays } from './periods.js';
import {
  type AllocatedEmployee,
  allocationEditRefusal,
  type ContractWindow,
  dayEditable,
  daySpan,
  daysOfSpan,
  daysSpan,
  rangeLiteral,
} from './rules.js';

export interface AllocationEditsRequest {
  env: BusinessEnv;
  /** The employees and contracts the caller may name: the lists' scopes. */
  scopes: { employees: RowScope; contracts: RowScope };
  /** The selected business is the caller's own (spec 001 §5 "Day-cell editability"). */
  ownBusiness: boolean;
  marks: readonly AllocationMark[];
  deletions: readonly AllocationDeletion[];
  now: Date;
}

export interface AllocationCounts {
  marked: number;
  notMarked: number;
  deleted: number;
  deletionFailed: number;
}

export type AllocationEditsOutcome =
  | { kind: 'refused'; message: string; issues?: string[] }
  | { kind: 'saved'; counts: AllocationCounts; touched: AffectedDays };

class Refusal extends Error {
  constructor(
    message: string,
    readonly issues?: string[],
  ) {
    super(message);
  }
}

type EmployeeRow = AllocatedEmployee & { partners_id: string };

const ms = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/**
 * txn_allocations_edits' write (allocations README): checks every employee, contract and
 * leave first (one refusal writes nothing), deletes, then marks the editable days, and
 * recomputes the attendance of every day it changed, all in one transaction.
 */
export async function storeAllocationEdits(
  db: Kysely<Database>,
  request: AllocationEditsRequest,
): Promise<AllocationEditsOutcome> {
  try {
    return await db.transaction().execute(async (trx) => {
      const employees = await readEmployees(trx, request);
      const contracts = await readContracts(trx, request);
      await checkReferences(trx, request.marks);
      await refuseLeaveDays(trx, request.marks, employees);
      const touched: AffectedDays = new Map();
      const touch = (employeeId: string, days: readonly string[]) => {
        const set = touched.get(employeeId) ?? new Set<string>();
        touched.set(employeeId, set);
        for (const day of days) set.add(day);
      };
      const counts: AllocationCounts = { marked: 0, notMarked: 0, deleted: 0, deletionFailed: 0 };
      // every edit's days are its employee's business's (issue #28 item 2)
      const zoneOf = (employeeId: string) => (employees.get(employeeId) as EmployeeRow).time_zone;
      for (const deletion of request.deletions) {
        const zone = zoneOf(deletion.employees_id);
        if (await deleteDays(trx, deletion, zone)) {
          counts.deleted++;
          touch(
            deletion.employees_id,
            daysOfSpan(
              daysSpan(deletion.period.from, deletion.period.to, zone),
              deletion.period.from,
              deletion.period.to,
              zone,
            ),
          );
        } else counts.deletionFailed++;
      }
      const editable: AllocationMark[] = [];
      for (const mark of lastMarkPerDay(request.marks)) {
        const employee = employees.get(mark.employees_id) as EmployeeRow;
        const contract = contracts.get(mark.contracts_id) as ContractWindow;
        if (dayEditable(mark.day, employee, contract, request.ownBusiness)) editable.push(mark);
        else counts.notMarked++;
      }
      await markDays(trx, editable, employees);
      counts.marked = editable.length;
      for (const mark of editable) touch(mark.employees_id, [mark.day]);
      await recomputeAffectedDays(trx, daysUpToToday(touched, employees, request.now), request.now);
      return { kind: 'saved' as const, counts, touched };
    });
  } catch (error) {
    if (error instanceof Refusal) return { kind: 'refused', message: error.message, issues: error.issues };
    throw error;
  }
}

/** A cell marked twice in one request keeps its last mark. */
function lastMarkPerDay(marks: readonly AllocationMark[]): AllocationMark[] {
  const byCell = new Map<string, AllocationMark>();
  for (const mark of marks) byCell.set(`${mark.employees_id}|${mark.day}`, mark);
  return [...byCell.values()];
}

/** No row is kept for a future day: only days up to today (the employee's business's) are recomputed. */
function daysUpToToday(
  touched: AffectedDays,
  employees: ReadonlyMap<string, EmployeeRow>,
  now: Date,
): AffectedDays {
  const due: AffectedDays = new Map();
  for (const [employeeId, days] of touched) {
    const today = istDayKey(now.getTime(), employees.get(employeeId)?.time_zone);
    const past = [...days].filter((day) => day <= today);
    if (past.length) due.set(employeeId, new Set(past));
  }
  return due;
}

/** Every named employee, in the caller's scope and allowed to the caller, else the spec's refusal. */
async function readEmployees(trx: Transaction<Database>, request: AllocationEditsRequest) {
  const ids = [...new Set([...request.marks, ...request.deletions].map((edit) => edit.employees_id))];
  const rows = await sql<{
    id: string;
    partners_id: string;
    duty_chart_officer: string | null;
    joining_date: Date | null;
    time_zone: string;
  }>`
    select emp.id, emp.partners_id, emp.duty_chart_officer, emp.joining_date, ${zoneColumnSql('bz.time_zone')} as time_zone
    from (select e.*, e.id as employees_id from employees e) as emp left join partners bz on bz.id = emp.partners_id
    where emp.id = any(${ids}::uuid[]) and not emp.deleted
      and ${scopeSql(request.scopes.employees, request.env)('emp')}`.execute(trx);
  const employees = new Map<string, EmployeeRow>();
  for (const row of rows.rows)
    employees.set(row.id, {
      id: row.id,
      partners_id: row.partners_id,
      duty_chart_officer: row.duty_chart_officer,
      joining_day:
        row.joining_date === null ? null : istDayKey(new Date(row.joining_date).getTime(), row.time_zone),
      time_zone: row.time_zone,
    });
  for (const id of ids) {
    const employee = employees.get(id);
    const refusal = employee ? allocationEditRefusal(request.env, employee) : allocationMessages.onlyDcoMakes;
    if (refusal) throw new Refusal(refusal);
  }
  return employees;
}

/** The marks' contracts, each one the caller's lists show, else 'Please select contract'. */
async function readContracts(trx: Transaction<Database>, request: AllocationEditsRequest) {
  const ids = [...new Set(request.marks.map((mark) => mark.contracts_id))];
  const contracts = new Map<string, ContractWindow>();
  if (!ids.length) return contracts;
  const rows = await sql<{ id: string; from_at: Date | null; to_at: Date | null; invoiced: string[] }>`
    select c.id, lower(c.contract_period) as from_at, upper(c.contract_period) as to_at,
      array(select ${businessMonthSql(sql`i.invoice_month`, zoneOfPartnerSql('i.partners_id'))} from invoices i
        where i.contracts_id = c.id and not i.deleted) as invoiced
    from contracts c where c.id = any(${ids}::uuid[]) and not c.deleted
      and ${scopeSql(request.scopes.contracts, request.env)('c')}`.execute(trx);
  for (const row of rows.rows)
    contracts.set(row.id, {
      id: row.id,
      period: { from: ms(row.from_at), to: ms(row.to_at) },
      invoicedMonths: new Set(row.invoiced),
    });
  if (ids.some((id) => !contracts.has(id))) throw new Refusal(allocationMessages.selectContract);
  return contracts;
}

/** The sites, shifts, designations, departments and allocation types the marks name exist. */
async function checkReferences(trx: Transaction<Database>, marks: readonly AllocationMark[]) {
  const wanted = {
    sites: marks.map((mark) => mark.sites_id),
    shifts: marks.map((mark) => mark.shifts_id),
    allocation_types: marks.map((mark) => mark.allocation_type),
    products: marks.flatMap((mark) => (mark.products_id ? [mark.products_id] : [])),
    departments: marks.flatMap((mark) => (mark.departments_id ? [mark.departments_id] : [])),
  };
  for (const [table, list] of Object.entries(wanted)) {
    const ids = [...new Set(list)];
    if (!ids.length) continue;
    const found = await sql<{ id: string }>`select id from ${sql.table(table)}
      where id = any(${ids}::uuid[]) and not deleted`.execute(trx);
    const known = new Set(found.rows.map((row) => row.id));
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length)
      throw new Refusal(allocationMessages.enterAllValues, [`${table}: ${missing.join(', ')}`]);
  }
}

/** Spec 001 §4, §5: a day under an approved leave is not marked. */
async function refuseLeaveDays(
  trx: Transaction<Database>,
  marks: readonly AllocationMark[],
  employees: ReadonlyMap<string, EmployeeRow>,
) {
  if (!marks.length) return;
  const span = (mark: AllocationMark) =>
    daySpan(mark.day, (employees.get(mark.employees_id) as EmployeeRow).time_zone);
  const onLeave = await sql<{ n: number }>`select count(*)::int as n
    from unnest(${marks.map((mark) => mark.employees_id)}::uuid[], ${marks.map((mark) => rangeLiteral(span(mark)))}::tstzrange[])
      as marked (employees_id, day)
    where exists (select 1 from leaves l join leaves__leave_days d on d.parent_id = l.id
      where l.employees_id = marked.employees_id and not l.deleted and not d.deleted
        and coalesce(d.leave_status, l.leave_status) = any(${[...allocationLeaveStatuses]}::text[])
        and d.leave_period && marked.day)`.execute(trx);
  if (Number(onLeave.rows[0]?.n ?? 0) > 0) throw new Refusal(allocationMessages.rejectOrDeleteLeave);
}

/**
 * Takes a deletion's days out of its allocation when the allocation is live and is the
 * contract, employee, product and site the cell showed; false when it was not (deleted
 * meanwhile, or another one) or covered none of the days.
 */
async function deleteDays(
  trx: Transaction<Database>,
  deletion: AllocationDeletion,
  timeZone: string,
): Promise<boolean> {
  const stored = await sql<{ id: string }>`select id from allocations
    where id = ${deletion.allocations_id} and not deleted and employees_id = ${deletion.employees_id}
      and contracts_id = ${deletion.contracts_id} and sites_id = ${deletion.sites_id}
      and products_id is not distinct from ${deletion.products_id}::uuid
    for update`.execute(trx);
  if (!stored.rows.length) return false;
  const changed = await cutAllocationDays(
    trx,
    deletion.employees_id,
    [daysSpan(deletion.period.from, deletion.period.to, timeZone)],
    deletion.allocations_id,
  );
  return changed.size > 0;
}

/** Each marked day becomes an allocation of that day, replacing what covered it before. */
async function markDays(
  trx: Transaction<Database>,
  marks: readonly AllocationMark[],
  employees: ReadonlyMap<string, EmployeeRow>,
) {
  if (!marks.length) return;
  const byEmployee = new Map<string, AllocationMark[]>();
  for (const mark of marks)
    byEmployee.set(mark.employees_id, [...(byEmployee.get(mark.employees_id) ?? []), mark]);
  const span = (mark: AllocationMark) =>
    daySpan(mark.day, (employees.get(mark.employees_id) as EmployeeRow).time_zone);
  for (const [employeeId, own] of byEmployee) await cutAllocationDays(trx, employeeId, own.map(span));
  const ids = marks.map(() => randomUUID());
  const ranges = marks.map((mark) => rangeLiteral(span(mark)));
  await sql`insert into allocations (id, partners_id, employees_id, contracts_id, sites_id, products_id, allocations_range)
    select * from unnest(${ids}::uuid[], ${marks.map((mark) => employees.get(mark.employees_id)?.partners_id)}::uuid[],
      ${marks.map((mark) => mark.employees_id)}::uuid[], ${marks.map((mark) => mark.contracts_id)}::uuid[],
      ${marks.map((mark) => mark.sites_id)}::uuid[], ${marks.map((mark) => mark.products_id)}::uuid[],
      ${ranges}::tstzrange[])`.execute(trx);
  await sql`insert into allocations__allocation_periods (parent_id, allocations_range, shifts_id, allocation_type, departments_id)
    select * from unnest(${ids}::uuid[], ${ranges}::tstzrange[], ${marks.map((mark) => mark.shifts_id)}::uuid[],
      ${marks.map((mark) => mark.allocation_type)}::uuid[], ${marks.map((mark) => mark.departments_id)}::uuid[])`.execute(
    trx,
  );
}
