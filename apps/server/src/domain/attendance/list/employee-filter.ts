import type { AttendanceListFilters, BusinessEnv } from '@muster/protocol';
import { type RawBuilder, sql } from 'kysely';
import { type RowScope, scopeSql } from '../../../engine/scope/index.js';
import { searchWords } from './search-words.js';

/** Filters over the employee master's own columns; attendance type and contract look at the range. */
const employeeColumns = {
  designation: 'designation',
  departments: 'departments',
  sites_id: 'sites_id',
  shifts_id: 'shifts_id',
  partners_id: 'partners_id',
  reporting_manager: 'reporting_manager',
  employees_id: 'id',
} as const satisfies Partial<Record<keyof AttendanceListFilters, string>>;

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

export interface EmployeeSelection {
  scope: RowScope;
  env: BusinessEnv;
  filters: AttendanceListFilters;
  search: string;
  /** `[start, end)`: the range's first IST midnight and the one after its last day. */
  start: Date;
  end: Date;
}

/**
 * The listed employees as a `from … where …` over alias `emp` (employees, with `employees_id`
 * for the attendance folder's owner scope) joined to `p` (persons): in scope, employed during
 * the range, and matching every filter and every search word.
 */
export function employeeSelectionSql(selection: EmployeeSelection): RawBuilder<unknown> {
  const { filters, start, end } = selection;
  const conditions: RawBuilder<boolean>[] = [
    sql`not emp.deleted`,
    scopeSql(selection.scope, selection.env)('emp'),
    sql`(emp.joining_date is null or emp.joining_date < ${end})`,
    sql`(emp.leaving_date is null or emp.leaving_date >= ${start})`,
  ];
  for (const [filter, column] of Object.entries(employeeColumns)) {
    const wanted = filters[filter as keyof typeof employeeColumns];
    if (wanted) conditions.push(sql`${sql.id('emp', column)} = any(${wanted}::uuid[])`);
  }
  if (filters.att_type)
    conditions.push(sql`exists (select 1 from attendance typed where typed.employees_id = emp.id
      and not typed.deleted and typed.attendance_date >= ${start} and typed.attendance_date < ${end}
      and typed.att_type = any(${filters.att_type}::uuid[]))`);
  if (filters.contracts_id)
    conditions.push(sql`exists (select 1 from allocations allocated where allocated.employees_id = emp.id
      and not allocated.deleted and allocated.contracts_id = any(${filters.contracts_id}::uuid[])
      and allocated.allocations_range && tstzrange(${start}, ${end}))`);
  for (const word of searchWords(selection.search)) {
    const pattern = likePattern(word);
    // names are stored per language: a word matches the name in any of them
    conditions.push(sql`(emp.code ilike ${pattern} or exists (select 1
      from jsonb_each_text(coalesce(p.first_name, '{}'::jsonb) || coalesce(p.middle_name, '{}'::jsonb)) as part
      where part.value ilike ${pattern}) or exists (select 1
      from jsonb_each_text(coalesce(p.last_name, '{}'::jsonb)) as part where part.value ilike ${pattern}))`);
  }
  return sql`from (select e.*, e.id as employees_id from employees e) as emp
    join persons p on p.id = emp.persons_id
    where ${sql.join(conditions, sql` and `)}`;
}
