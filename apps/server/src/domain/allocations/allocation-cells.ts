import {
  type AllocationCell,
  type AllocationLeaveDay,
  type AllocationLeaveStatus,
  allocationLeaveStatuses,
  defaultBusinessTimeZone,
} from '@muster/protocol';
import { type Kysely, sql, type Transaction } from 'kysely';
import { zoneColumnSql } from '../../engine/query/index.js';
import type { Database } from '../../platform/db/schema.js';
import { addDays, istDayStart } from '../attendance/compute/index.js';
import { daysOfSpan, rangeLiteral } from './rules.js';

type Db = Kysely<Database> | Transaction<Database>;

const ms = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/**
 * The range the lists read: a day wider on each side than the grid's days (spec 001 §7
 * "allocation ranges expanded by 1 day"), so a period ending or starting at a day's edge
 * in another zone is still read; its days are then clipped to `[first, last]`, counted in
 * each employee's business's zone. The default zone's days, widened so, hold every business
 * zone's (protocol's businessTimeZones differ from it by under a day: UTC to +08:00).
 */
const readRange = (first: string, last: string) =>
  rangeLiteral({
    from: istDayStart(addDays(first, -1), defaultBusinessTimeZone),
    to: istDayStart(addDays(last, 2), defaultBusinessTimeZone),
  });

/** Every allocation day of some employees within `[first, last]`, per employee, by day. */
export async function loadAllocationCells(
  db: Db,
  employeeIds: readonly string[],
  first: string,
  last: string,
): Promise<Map<string, AllocationCell[]>> {
  const cells = new Map<string, AllocationCell[]>();
  if (!employeeIds.length) return cells;
  const rows = await sql<{
    employees_id: string;
    allocations_id: string;
    period_id: string;
    from_at: Date | null;
    to_at: Date | null;
    contracts_id: string | null;
    sites_id: string | null;
    products_id: string | null;
    shifts_id: string | null;
    allocation_type: string | null;
    departments_id: string | null;
    time_zone: string;
  }>`select a.employees_id, a.id as allocations_id, p.id as period_id, lower(p.allocations_range) as from_at,
      upper(p.allocations_range) as to_at, a.contracts_id, a.sites_id, a.products_id, p.shifts_id,
      p.allocation_type, p.departments_id, ${zoneColumnSql('bz.time_zone')} as time_zone
    from allocations a join allocations__allocation_periods p on p.parent_id = a.id
      left join employees ze on ze.id = a.employees_id left join partners bz on bz.id = ze.partners_id
    where a.employees_id = any(${employeeIds}::uuid[]) and not a.deleted and not p.deleted
      and p.allocations_range && ${readRange(first, last)}::tstzrange
    order by p.creation_date`.execute(db);
  for (const row of rows.rows) {
    const { employees_id, from_at, to_at, time_zone, ...rest } = row;
    const list = cells.get(employees_id) ?? [];
    cells.set(employees_id, list);
    for (const day of daysOfSpan({ from: ms(from_at), to: ms(to_at) }, first, last, time_zone))
      list.push({ ...rest, day });
  }
  for (const list of cells.values()) list.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  return cells;
}

/**
 * The intermediate- and final-approved leave days of some employees within `[first,
 * last]` (spec 001 §4: only those appear on allocations), per employee.
 */
export async function loadAllocationLeaves(
  db: Db,
  employeeIds: readonly string[],
  first: string,
  last: string,
): Promise<Map<string, AllocationLeaveDay[]>> {
  const leaves = new Map<string, AllocationLeaveDay[]>();
  if (!employeeIds.length) return leaves;
  const rows = await sql<{
    employees_id: string;
    leaves_id: string;
    leave_day_id: string;
    from_at: Date | null;
    to_at: Date | null;
    leave_status: AllocationLeaveStatus;
    leave_types_id: string | null;
    leave_type_code: string | null;
    half_day_duration: string | null;
    time_zone: string;
  }>`select l.employees_id, l.id as leaves_id, d.id as leave_day_id, lower(d.leave_period) as from_at,
      upper(d.leave_period) as to_at, coalesce(d.leave_status, l.leave_status) as leave_status,
      d.leave_types_id, t.code as leave_type_code, h.code as half_day_duration,
      ${zoneColumnSql('bz.time_zone')} as time_zone
    from leaves l join leaves__leave_days d on d.parent_id = l.id
      left join employees ze on ze.id = l.employees_id left join partners bz on bz.id = ze.partners_id
      left join leave_types t on t.id = d.leave_types_id
      left join half_day_duration h on h.id = d.half_day_duration
    where l.employees_id = any(${employeeIds}::uuid[]) and not l.deleted and not d.deleted
      and coalesce(d.leave_status, l.leave_status) = any(${[...allocationLeaveStatuses]}::text[])
      and d.leave_period && ${readRange(first, last)}::tstzrange`.execute(db);
  for (const row of rows.rows) {
    const { employees_id, from_at, to_at, time_zone, ...rest } = row;
    const list = leaves.get(employees_id) ?? [];
    leaves.set(employees_id, list);
    for (const day of daysOfSpan({ from: ms(from_at), to: ms(to_at) }, first, last, time_zone))
      list.push({ ...rest, day });
  }
  return leaves;
}
