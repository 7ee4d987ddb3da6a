import type { AllocationListParams, BusinessEnv, EmployeeAllocations } from '@muster/protocol';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { businessDaySql, zoneOfPartnerSql } from '../../engine/query/index.js';
import type { RowScope } from '../../engine/scope/index.js';
import type { Database } from '../../platform/db/schema.js';
import { addDays, istDayStart } from '../attendance/compute/index.js';
import { employeeSelectionSql } from '../attendance/list/employee-filter.js';
import { loadAllocationCells, loadAllocationLeaves } from './allocation-cells.js';
import { rangeLiteral } from './rules.js';

export interface AllocationListPage {
  employees: EmployeeAllocations[];
  rowCount: number;
}

type EmployeeRow = EmployeeAllocations & { row_count: number };

/** Filters on what an allocation names: its own columns, and its periods' shift and department. */
const allocationColumns = { sites_id: 'a.sites_id', products_id: 'a.products_id' } as const;
const periodColumns = { shifts_id: 'p.shifts_id', departments_id: 'p.departments_id' } as const;

/**
 * txn_allocations_list_by_employee (allocations README "The list"): the employees in the
 * caller's scope employed during the range, with the filters of spec 001 §7, ordered by
 * code descending, a page at a time, each with its allocation and approved leave days.
 */
export async function listAllocationsByEmployee(
  db: Kysely<Database>,
  env: BusinessEnv,
  scope: RowScope,
  params: AllocationListParams,
  /** The zone of the business listed (`zoneOfTarget`): the range's days are its (issue #28 item 2). */
  timeZone: string,
): Promise<AllocationListPage> {
  const { filters } = params;
  const start = new Date(istDayStart(params.from, timeZone));
  const end = new Date(istDayStart(addDays(params.to, 1), timeZone));
  const expanded = rangeLiteral({
    from: istDayStart(addDays(params.from, -1), timeZone),
    to: istDayStart(addDays(params.to, 2), timeZone),
  });
  const selection = employeeSelectionSql({
    scope,
    env,
    filters: {
      contracts_id: filters.contracts_id,
      reporting_manager: filters.reporting_manager,
      employees_id: filters.employees_id,
    },
    search: params.search,
    start,
    end,
  });
  const conditions: RawBuilder<boolean>[] = [];
  for (const [filter, column] of Object.entries({ ...allocationColumns, ...periodColumns })) {
    const wanted = filters[filter as keyof typeof allocationColumns | keyof typeof periodColumns];
    if (wanted) conditions.push(sql`${sql.ref(column)} = any(${wanted}::uuid[])`);
  }
  const allocated = conditions.length
    ? sql`and exists (select 1 from allocations a join allocations__allocation_periods p on p.parent_id = a.id
        where a.employees_id = emp.id and not a.deleted and not p.deleted
          and p.allocations_range && ${expanded}::tstzrange and ${sql.join(conditions, sql` and `)})`
    : sql``;
  const page = await sql<EmployeeRow>`select emp.id, emp.code, p.first_name, p.middle_name, p.last_name,
      emp.designation, emp.departments, emp.subsections,
      ${businessDaySql(sql`emp.joining_date`, zoneOfPartnerSql('emp.partners_id'))} as joining_date,
      count(*) over ()::int as row_count
    ${selection} ${allocated}
    order by emp.code desc, emp.id limit ${params.limit} offset ${params.offset}`.execute(db);
  const ids = page.rows.map((row) => row.id);
  const [cells, leaves, rowCount] = await Promise.all([
    loadAllocationCells(db, ids, params.from, params.to),
    loadAllocationLeaves(db, ids, params.from, params.to),
    page.rows.length
      ? Number(page.rows[0]?.row_count)
      : sql<{ n: number }>`select count(*)::int as n ${selection} ${allocated}`
          .execute(db)
          .then((counted) => Number(counted.rows[0]?.n ?? 0)),
  ]);
  return {
    rowCount,
    employees: page.rows.map(({ row_count: _count, ...row }) => ({
      ...row,
      days: cells.get(row.id) ?? [],
      leaves: leaves.get(row.id) ?? [],
    })),
  };
}
