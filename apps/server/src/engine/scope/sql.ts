import type { BusinessEnv, EmployeeAnchor } from '@muster/protocol';
import { type RawBuilder, sql } from 'kysely';
import type { PartnerChoice, RowLimit, RowScope } from './rules.js';

/** The id of the chosen business: the session's, or a provider user's pick by handle. */
function partnerIdSql(choice: PartnerChoice, env: BusinessEnv): RawBuilder<string> {
  return choice.kind === 'own'
    ? sql`${env.partners_id}::uuid`
    : sql`(select chosen.id from partners as chosen
        where lower(chosen.sw_handle) = lower(${choice.swhandle}) and not chosen.deleted)`;
}

/** Rows of `alias` whose employee is one of `employees` (an id array), through the anchor. */
export function anchoredToSql(
  anchor: EmployeeAnchor,
  alias: string,
  employees: RawBuilder<unknown>,
): RawBuilder<boolean> {
  switch (anchor.kind) {
    case 'employee':
      return sql`${sql.id(alias, 'id')} = any(${employees})`;
    case 'person':
      return sql`exists (select 1 from employees as anchored
        where anchored.persons_id = ${sql.id(alias, 'id')} and anchored.id = any(${employees}))`;
    case 'owner': {
      const owner = sql.id(alias, anchor.field);
      return anchor.multiple ? sql`${owner} && ${employees}` : sql`${owner} = any(${employees})`;
    }
  }
}

function limitSql(limit: RowLimit, alias: string): RawBuilder<boolean> {
  if (limit.kind === 'employees') return anchoredToSql(limit.anchor, alias, sql`${limit.employees}::uuid[]`);
  const subsections = sql`${limit.subsections}::uuid[]`;
  const own = limit.employeeAnchor
    ? anchoredToSql(limit.employeeAnchor, alias, sql`array[${limit.employee}]::uuid[]`)
    : sql<boolean>`false`;
  switch (limit.anchor.kind) {
    case 'id':
      return sql`(${sql.id(alias, 'id')} = any(${subsections}) or ${own})`;
    case 'field':
      return sql`(${sql.id(alias, limit.anchor.field)} = any(${subsections}) or ${own})`;
    case 'employee': {
      // the employees of the subsections, as an array the anchor compares with
      const members = sql`array(select member.id from employees as member
        where member.subsections = any(${subsections}) and not member.deleted)`;
      return sql`(${limit.employeeAnchor ? anchoredToSql(limit.employeeAnchor, alias, members) : sql`false`} or ${own})`;
    }
  }
}

/** A row scope as the list query's condition over the listed table's alias. */
export function scopeSql(scope: RowScope, env: BusinessEnv): (alias: string) => RawBuilder<boolean> {
  return (alias) => {
    if (scope.nothing) return sql<boolean>`false`;
    const conditions: RawBuilder<boolean>[] = [];
    const id = sql.id(alias, 'id');
    if (scope.partner)
      conditions.push(sql`${sql.id(alias, 'partners_id')} = ${partnerIdSql(scope.partner, env)}`);
    if (scope.employedBy) {
      const employer = partnerIdSql(scope.employedBy, env);
      conditions.push(sql`(exists (select 1 from employees as employed
          where employed.persons_id = ${id} and employed.partners_id = ${employer})
        or not exists (select 1 from employees as employed where employed.persons_id = ${id}))`);
    }
    if (scope.limits)
      conditions.push(
        scope.limits.length
          ? sql`(${sql.join(
              scope.limits.map((limit) => limitSql(limit, alias)),
              sql` or `,
            )})`
          : sql`false`,
      );
    if (scope.excludeIds.length) conditions.push(sql`${id} <> all(${scope.excludeIds}::uuid[])`);
    if (scope.onlyIds) conditions.push(sql`${id} = any(${scope.onlyIds}::uuid[])`);
    return conditions.length ? sql<boolean>`(${sql.join(conditions, sql` and `)})` : sql<boolean>`true`;
  };
}
